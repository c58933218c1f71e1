import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('consent_receipts')
      .ifNotExists()
      .addColumn('lead_id', 'text', (column) => column.primaryKey())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('keep_until', 'text', (column) => column.notNull())
      .addColumn('receipt_json', 'text', (column) => column.notNull())
      .addColumn('digest', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('consent_receipts_keep_until')
      .ifNotExists()
      .on('consent_receipts')
      .column('keep_until')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('consent_receipts').ifExists().execute();
  },
};

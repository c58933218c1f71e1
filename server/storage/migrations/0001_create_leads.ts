import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('leads')
      .ifNotExists()
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('received_at', 'text', (column) => column.notNull())
      .addColumn('lead_is_qualified', 'text', (column) => column.notNull())
      .addColumn('dq_reason', 'text', (column) => column.notNull())
      .addColumn('lead_json', 'text', (column) => column.notNull())
      .addColumn('claimed_json', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('leads_received_at')
      .ifNotExists()
      .on('leads')
      .column('received_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('leads').ifExists().execute();
  },
};

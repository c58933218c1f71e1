import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('certificate_retentions')
      .ifNotExists()
      .addColumn('lead_id', 'text', (column) => column.primaryKey())
      .addColumn('checked_at', 'text', (column) => column.notNull())
      .addColumn('outcome', 'text', (column) => column.notNull())
      .addColumn('reason', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('certificate_retentions').ifExists().execute();
  },
};

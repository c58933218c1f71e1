import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('notifications')
      .ifNotExists()
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('text', 'text', (column) => column.notNull())
      .addColumn('delivered_to', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('notifications_created_at')
      .ifNotExists()
      .on('notifications')
      .column('created_at')
      .execute();
    await db.schema
      .createTable('email_check_failures')
      .ifNotExists()
      .addColumn('email_key', 'text', (column) => column.primaryKey())
      .addColumn('failures', 'integer', (column) => column.notNull())
      .addColumn('last_failed_at', 'text', (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('email_check_failures').ifExists().execute();
    await db.schema.dropTable('notifications').ifExists().execute();
  },
};

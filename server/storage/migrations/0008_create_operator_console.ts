import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('operator_sessions')
      .ifNotExists()
      .addColumn('id_hash', 'text', (column) => column.primaryKey())
      .addColumn('operator', 'text', (column) => column.notNull())
      .addColumn('csrf_token', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('operator_sessions_expires_at')
      .ifNotExists()
      .on('operator_sessions')
      .column('expires_at')
      .execute();
    await db.schema
      .createTable('audit_log')
      .ifNotExists()
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('at', 'text', (column) => column.notNull())
      .addColumn('operator', 'text', (column) => column.notNull())
      .addColumn('action', 'text', (column) => column.notNull())
      .addColumn('subject', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('audit_log_at').ifNotExists().on('audit_log').columns(['at', 'id']).execute();
    await db.schema.alterTable('privacy_requests').addColumn('done_at', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('privacy_requests').dropColumn('done_at').execute();
    await db.schema.dropTable('audit_log').ifExists().execute();
    await db.schema.dropTable('operator_sessions').ifExists().execute();
  },
};

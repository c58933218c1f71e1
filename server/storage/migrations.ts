import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { LeadDatabase } from './database';

/**
 * The schema's history, in code so it ships inside the server and runs at every start. Append new migrations;
 * never edit one that has run somewhere. Names sort in the order they apply.
 */
// Migrations see the database as it was then, not as DatabaseSchema describes it now.
const migrations: Record<string, Migration> = {
  '0001_create_leads': {
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
  },
  '0003_create_privacy_requests': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('privacy_requests')
        .ifNotExists()
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('received_at', 'text', (column) => column.notNull())
        .addColumn('first_name', 'text', (column) => column.notNull())
        .addColumn('last_name', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('phone', 'text', (column) => column.notNull())
        .addColumn('state', 'text', (column) => column.notNull())
        .addColumn('details', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('privacy_requests_received_at')
        .ifNotExists()
        .on('privacy_requests')
        .column('received_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('privacy_requests').ifExists().execute();
    },
  },
};

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/** Brings the database up to the latest schema; throws (and so stops the start) when a migration fails. */
export async function migrateToLatest(db: LeadDatabase): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('Database migration failed');
}

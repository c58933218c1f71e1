import { Migrator, PostgresAdapter, sql, type MigrationProvider } from 'kysely';
import type { LeadDatabase } from './database';
import { MIGRATIONS } from './migrations';

/** The migrations ship inside the server (one file each, listed in order by migrations/index.ts) and run at every start. */
const provider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};

/**
 * On PostgreSQL, the schema the connection works in (its search_path). Kysely otherwise looks for its own
 * bookkeeping tables in every schema, and a database holding two deployments' schemas would confuse it.
 */
async function currentPostgresSchema(db: LeadDatabase): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

async function migrator(db: LeadDatabase): Promise<Migrator> {
  return new Migrator({ db, provider, migrationTableSchema: await currentPostgresSchema(db) });
}

function throwIfFailed({ error }: { error?: unknown }): void {
  if (error) throw error instanceof Error ? error : new Error('Database migration failed');
}

/** Brings the database up to the latest schema; throws (and so stops the start) when a migration fails. */
export async function migrateToLatest(db: LeadDatabase): Promise<void> {
  throwIfFailed(await (await migrator(db)).migrateToLatest());
}

/** Brings the database to the schema as one migration left it: how a test makes a database of an older release. */
export async function migrateTo(db: LeadDatabase, name: string): Promise<void> {
  throwIfFailed(await (await migrator(db)).migrateTo(name));
}

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

function throwIfFailed({ error }: { error?: unknown }): void {
  if (error) throw error instanceof Error ? error : new Error('Database migration failed');
}

/** PostgreSQL's invalid_schema_name. */
const SCHEMA_MISSING = '3F000';
/** Another schema going away is brief; a database that keeps losing schemas is given a few more tries. */
const ATTEMPTS = 10;

/**
 * Whether a migration failed only because another schema of the same database went away while Kysely read the
 * catalogue: its introspection looks at every schema's tables, so another deployment (or another test) dropping
 * its own schema at that moment fails ours, naming theirs. Nothing was changed by then, so it is tried again.
 */
export function failedOnAnotherSchema(error: unknown, ownSchema: string | undefined): boolean {
  if (ownSchema === undefined || typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === SCHEMA_MISSING && typeof message === 'string' && !message.includes(`"${ownSchema}"`);
}

async function migrate(db: LeadDatabase, run: (migrator: Migrator) => Promise<{ error?: unknown }>) {
  const schema = await currentPostgresSchema(db);
  for (let attempt = 1; ; attempt++) {
    const result = await run(new Migrator({ db, provider, migrationTableSchema: schema }));
    if (attempt < ATTEMPTS && failedOnAnotherSchema(result.error, schema)) {
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
      continue;
    }
    throwIfFailed(result);
    return;
  }
}

/** Brings the database up to the latest schema; throws (and so stops the start) when a migration fails. */
export async function migrateToLatest(db: LeadDatabase): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateToLatest());
}

/** Brings the database to the schema as one migration left it: how a test makes a database of an older release. */
export async function migrateTo(db: LeadDatabase, name: string): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateTo(name));
}

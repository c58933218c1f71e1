import {
  Migrator,
  PostgresAdapter,
  sql,
  type DatabaseIntrospector,
  type MigrationProvider,
  type TableMetadata,
} from 'kysely';
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

/**
 * What the migrator reads of the catalogue on PostgreSQL: the tables of its own schema only. Kysely's own
 * introspection reads every schema's tables and looks up each column's sequence by the table's name, so another
 * deployment (or another test) dropping its schema at that moment failed our start, naming theirs (`schema "…" does
 * not exist`); trying again, up to ten times, still lost that race on a busy machine. The migrator asks only
 * whether its two tables exist, which a plain read of the catalogue by the schema's name answers.
 */
function ownSchemaIntrospector(db: LeadDatabase, schema: string): DatabaseIntrospector {
  const getTables = async (): Promise<TableMetadata[]> => {
    const { rows } = await sql<{ name: string; is_view: boolean }>`
      select c.relname as name, c.relkind = 'v' as is_view
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${schema} and c.relkind in ('r', 'p', 'v')`.execute(db);
    return rows.map((row) => ({ name: row.name, schema, isView: row.is_view, columns: [] }));
  };
  return {
    getSchemas: () => db.introspection.getSchemas(),
    getTables,
    getMetadata: async () => ({ tables: await getTables() }),
  };
}

/** The database as the migrator is given it: on PostgreSQL, its catalogue read within the connection's schema. */
function forMigrator(db: LeadDatabase, schema: string | undefined): LeadDatabase {
  if (schema === undefined) return db;
  const introspection = ownSchemaIntrospector(db, schema);
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      // Kysely's methods read its private fields: they run on the database itself, not on this view of it.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

async function migrate(db: LeadDatabase, run: (migrator: Migrator) => Promise<{ error?: unknown }>) {
  const schema = await currentPostgresSchema(db);
  throwIfFailed(
    await run(new Migrator({ db: forMigrator(db, schema), provider, migrationTableSchema: schema })),
  );
}

/** Brings the database up to the latest schema; throws (and so stops the start) when a migration fails. */
export async function migrateToLatest(db: LeadDatabase): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateToLatest());
}

/** Brings the database to the schema as one migration left it: how a test makes a database of an older release. */
export async function migrateTo(db: LeadDatabase, name: string): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateTo(name));
}

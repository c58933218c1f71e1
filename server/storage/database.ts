import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';

/** Every column is text so that SQLite and PostgreSQL store and compare exactly the same values. */
export interface LeadsTable {
  /** The lead_id the browser made: the idempotency key. */
  id: string;
  source: string;
  /** ISO 8601 instant in UTC; sorts as time. */
  received_at: string;
  lead_is_qualified: string;
  dq_reason: string;
  lead_json: string;
  claimed_json: string;
}

export interface DatabaseSchema {
  leads: LeadsTable;
}

export type LeadDatabase = Kysely<DatabaseSchema>;

const SQLITE_PREFIX = 'sqlite:';
const POSTGRES_URL = /^postgres(ql)?:\/\//i;
/** How long a writer waits for another process's lock before failing, in milliseconds. */
const SQLITE_BUSY_TIMEOUT_MS = 5000;

export type DatabaseKind = 'sqlite' | 'postgres';

export function databaseKind(databaseUrl: string): DatabaseKind {
  if (POSTGRES_URL.test(databaseUrl)) return 'postgres';
  if (databaseUrl.startsWith(SQLITE_PREFIX)) return 'sqlite';
  throw new Error('DATABASE_URL must start with sqlite: or postgres:// or postgresql://');
}

/** What start-up may log about the database: a postgres URL carries a password, so only its kind is named. */
export function describeDatabase(databaseUrl: string): string {
  return databaseKind(databaseUrl) === 'postgres' ? 'postgres' : `sqlite file ${sqliteFile(databaseUrl)}`;
}

function sqliteFile(databaseUrl: string): string {
  const file = databaseUrl.slice(SQLITE_PREFIX.length);
  if (!file) throw new Error('DATABASE_URL sqlite: needs a file path, e.g. sqlite:data/leads.sqlite');
  return file;
}

function openSqlite(file: string): SqliteDatabase.Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const database = new SqliteDatabase(file);
  // WAL lets readers run beside the writer; NORMAL is still durable across process crashes in WAL mode.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  return database;
}

/** One query layer for both engines: SQLite by default, PostgreSQL when several processes share the leads. */
export function createDatabase(databaseUrl: string): LeadDatabase {
  if (databaseKind(databaseUrl) === 'postgres') {
    return new Kysely<DatabaseSchema>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl }) }),
    });
  }
  return new Kysely<DatabaseSchema>({
    dialect: new SqliteDialect({ database: openSqlite(sqliteFile(databaseUrl)) }),
  });
}

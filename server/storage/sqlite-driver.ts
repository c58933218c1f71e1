import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Dialect,
  type SqliteDialectConfig,
  type SqliteDatabase as SqliteDialectDatabase,
} from 'kysely';

/**
 * SQLite as the server opens it: the driver, the pragmas, the statement cache.
 *
 * better-sqlite3 for the node that runs the server. From Node 22 on it is version 13, built on Node-API: version 12
 * wraps its statements in Node's own ObjectWrap, whose destructor Node 24 checks for a live environment, so a
 * statement collected at the wrong moment (at exit, or when a collection runs from a native callback) aborts the
 * whole process. On Node 20, which the README's two commands still support, version 13 crashes as it loads, and
 * version 12 (installed as `better-sqlite3-node20`, built from source on install) is the one that works.
 */
const NODE_MAJOR = Number(process.versions.node.split('.')[0]);
const requireDriver = createRequire(import.meta.url);

export const SqliteDatabase = requireDriver(
  NODE_MAJOR >= 22 ? 'better-sqlite3' : 'better-sqlite3-node20',
) as typeof BetterSqlite3;
export type SqliteDatabase = BetterSqlite3.Database;

/**
 * Pages the WAL may hold before a commit copies them back into the file (SQLite's default is 1,000). A lead dirties
 * about seven pages, three of them in indexes keyed by hashes, so each checkpoint rewrote much the same pages again:
 * at 16,000 (about 64 MB of WAL) a page touched by many leads between two checkpoints is copied once, and the writer
 * spends less on them (docs/benchmark-results.md, 2026-11-30).
 */
const WAL_PAGES_BEFORE_CHECKPOINT = 16_000;

/** How long a writer waits for another process's lock before failing, in milliseconds. */
const SQLITE_BUSY_TIMEOUT_MS = 5000;

function openSqlite(file: string): BetterSqlite3.Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const database = new SqliteDatabase(file);
  // WAL lets readers run beside the writer. FULL syncs the WAL to disk at every commit: NORMAL survives a process
  // crash but a power cut can undo commits already answered 202. Group commit (group-commit.ts) makes that one
  // sync per group of leads, not one per lead (docs/benchmarks.md).
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  database.pragma(`wal_autocheckpoint = ${WAL_PAGES_BEFORE_CHECKPOINT}`);
  return database;
}

/** The leads' SQLite file opened for Kysely: the running node's driver, its pragmas, and its statements kept. */
export function openSqliteForKysely(file: string): SqliteDialectDatabase {
  return withStatementCache(openSqlite(file));
}

/**
 * A transaction that will write takes the file's write lock when it begins, not at its first write. Two
 * connections write to the file (the server's own and its lead writer thread, server/storage/lead-writer-thread.ts):
 * a transaction begun as a reader that the other connection commits past cannot become a writer, and fails with
 * SQLITE_BUSY at once, where one that begins IMMEDIATE waits for the lock (busy_timeout) and then reads what was
 * committed.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  constructor(
    config: SqliteDialectConfig,
    private readonly file: string,
  ) {
    super(config);
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  override async destroy(): Promise<void> {
    if (this.file !== ':memory:')
      await Promise.all([...closingListeners].map((listener) => listener(this.file)));
    await super.destroy();
  }
}

type ClosingListener = (file: string) => Promise<void>;
const closingListeners = new Set<ClosingListener>();
const openingListeners = new Set<(file: string) => void>();

/** Told as a database made by sqliteDialect closes, before its connection does (threaded-lead-writes.ts). */
export function whenSqliteFileCloses(listener: ClosingListener): void {
  closingListeners.add(listener);
}

/** Told as a database is made by sqliteDialect on a file (threaded-lead-writes.ts starts its thread). */
export function whenSqliteFileOpens(listener: (file: string) => void): void {
  openingListeners.add(listener);
}

/**
 * SQLite changes its schema inside a transaction like any other write, which Kysely's adapter does not claim, so its
 * migrator ran SQLite's migrations statement by statement. Claimed, each migration runs in a transaction begun
 * IMMEDIATE: two servers started together on a fresh file migrate one after the other (the second finds the
 * migrations done) instead of both creating the same tables, and a migration that fails leaves nothing half done.
 */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/** Kysely's SQLite dialect over the file opened as above, its transactions begun IMMEDIATE. */
export function sqliteDialect(file: string): Dialect {
  const config = { database: openSqliteForKysely(file) };
  if (file !== ':memory:') for (const listener of openingListeners) listener(file);
  const dialect = new SqliteDialect(config);
  return {
    createAdapter: () => new TransactionalSqliteAdapter(),
    createDriver: () => new ImmediateSqliteDriver(config, file),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

/**
 * Kysely prepares every query afresh, and compiling SQL is most of an insert's cost in better-sqlite3. A prepared
 * statement is reusable, and the store only ever issues a handful of distinct SQL texts, so each is kept.
 */
function withStatementCache(database: BetterSqlite3.Database): SqliteDialectDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => database.close(),
    prepare: (sql: string) => {
      let statement = statements.get(sql);
      if (!statement) {
        statement = database.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

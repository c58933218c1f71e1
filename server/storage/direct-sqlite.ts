import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import type { DatabaseSchema } from './database';
import type { DirectSqlite } from './prepared-statement';
import { openSqliteForKysely } from './sqlite-driver';

/**
 * A SQLite file opened for prepared statements run on it directly (prepared-statement.ts), with its transactions:
 * the writer thread's connection (lead-writer-thread.ts). The same pragmas and statement cache as the server's own
 * connection (sqlite-driver.ts); the statements are compiled by a Kysely that never runs one.
 */
export interface DirectSqliteFile extends DirectSqlite {
  /**
   * Runs `work` in a transaction begun IMMEDIATE, once the transactions asked for before it have ended; committed
   * when `work` resolves and rolled back when it rejects. The statements `work` runs must all be on this
   * connection: a statement run through Kysely would wait for the write lock this transaction holds.
   */
  inTransaction<Result>(work: () => Promise<Result>): Promise<Result>;
  close(): void;
}

const compiler = new Kysely<DatabaseSchema>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

/** The part of a better-sqlite3 statement this file runs. */
interface Statement {
  reader: boolean;
  all(parameters: readonly unknown[]): unknown[];
  run(parameters: readonly unknown[]): unknown;
}

export function openDirectSqlite(file: string): DirectSqliteFile {
  const database = openSqliteForKysely(file);
  const statement = (sql: string) => database.prepare(sql) as unknown as Statement;
  const run = (sql: string, parameters: readonly unknown[]): unknown[] => {
    const prepared = statement(sql);
    if (prepared.reader) return prepared.all(parameters);
    prepared.run(parameters);
    return [];
  };
  async function transaction<Result>(work: () => Promise<Result>): Promise<Result> {
    run('begin immediate', []);
    let result;
    try {
      result = await work();
      run('commit', []);
    } catch (error) {
      // A commit that failed may have ended the transaction itself (SQLite rolls back on some errors): then there
      // is nothing left to roll back, and the error that counts is the one thrown already.
      try {
        run('rollback', []);
      } catch {
        /* no transaction was left open */
      }
      throw error;
    }
    return result;
  }
  // One transaction at a time on the connection, as Kysely's driver kept them: a second begun while the first
  // awaits would fail, and its rollback would undo the first's writes. The group commit asks for several at once
  // when a group fails and each of its writes is tried again alone.
  let previous: Promise<unknown> = Promise.resolve();
  return {
    compiler,
    run,
    inTransaction(work) {
      const next = previous.then(() => transaction(work));
      previous = next.catch(() => undefined);
      return next;
    },
    close: () => database.close(),
  };
}

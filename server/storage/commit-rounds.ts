import { SqliteAdapter, type Transaction } from 'kysely';
import type { DatabaseSchema, LeadDatabase } from './database';
import { createGroupCommit, type GroupCommit } from './group-commit';

/** A write that runs inside whatever transaction its round opens. */
export type RoundWrite<Result> = (executor: Transaction<DatabaseSchema>) => Promise<Result>;

export interface CommitRounds {
  /** Runs the write in this round's transaction; settles once that transaction has committed. */
  write<Result>(write: RoundWrite<Result>): Promise<Result>;
}

/**
 * One group commit per database, shared by every store that writes in rounds (leads and their deliveries, operators'
 * notifications): on SQLite each commit syncs the WAL to disk, and a lead's notification, written in a round of its
 * own, cost a second sync for every round of leads. Writes of one round share one transaction and one sync; if it
 * fails, each is tried again in a transaction of its own (group-commit.ts).
 */
const roundsByDatabase = new WeakMap<LeadDatabase, CommitRounds>();

export function commitRoundsOf(db: LeadDatabase): CommitRounds {
  let rounds = roundsByDatabase.get(db);
  if (!rounds) {
    const group: GroupCommit<RoundWrite<unknown>, unknown> = createGroupCommit({
      writeGroup: (writes) =>
        db.transaction().execute(async (transaction) => {
          const results: unknown[] = [];
          for (const write of writes) results.push(await write(transaction));
          return results;
        }),
      writeOne: (write) => db.transaction().execute(write),
    });
    rounds = { write: <Result>(write: RoundWrite<Result>) => group.write(write) as Promise<Result> };
    roundsByDatabase.set(db, rounds);
  }
  return rounds;
}

/** Whether the database is SQLite, whose single writer and per-commit sync make rounds worth their wait. */
export function isSqlite(db: LeadDatabase): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

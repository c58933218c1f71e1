import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { LeadDatabase } from './database';

/**
 * How hard a kind of guess is slowed: this many wrong tries are free, then each waits longer (the first wait,
 * doubled each time, up to the longest) before the next is even checked.
 */
export interface GuessPolicy {
  freeFailures: number;
  firstWaitMs: number;
  longestWaitMs: number;
}

/** A counted thing with no wrong try for this long, and no lock running, starts afresh. */
const FORGET_AFTER_MS = 60 * 60_000;
const NOT_LOCKED = new Date(0).toISOString();

export interface FailureCount {
  failures: number;
  /** Milliseconds the next try must wait; 0 while still free. */
  waitMs: number;
}

/**
 * Wrong credentials counted in the database, so every server process slows the same guesser: a guess answered
 * by one process counts in all. Each wrong try is one atomic upsert (INSERT … ON CONFLICT DO UPDATE … RETURNING,
 * the same on SQLite and PostgreSQL), so concurrent processes never lose a count.
 */
export interface CredentialFailureStore {
  /** Milliseconds before the next try of this key may be checked; 0 when it may now. */
  waitMs(key: string, now: Date): Promise<number>;
  failed(key: string, now: Date, policy: GuessPolicy): Promise<FailureCount>;
  succeeded(key: string): Promise<void>;
}

/** What is counted is named only by its hash: the table holds no address and no account name. */
function hashOf(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function waitAfter(failures: number, policy: GuessPolicy): number {
  if (failures < policy.freeFailures) return 0;
  const doublings = Math.min(30, failures - policy.freeFailures);
  return Math.min(policy.longestWaitMs, policy.firstWaitMs * 2 ** doublings);
}

export function createCredentialFailureStore(db: LeadDatabase): CredentialFailureStore {
  return {
    async waitMs(key, now) {
      const row = await db
        .selectFrom('credential_failures')
        .select('locked_until')
        .where('key_hash', '=', hashOf(key))
        .executeTakeFirst();
      return row ? Math.max(0, Date.parse(row.locked_until) - now.getTime()) : 0;
    },
    async failed(key, now, policy) {
      const at = now.toISOString();
      const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS).toISOString();
      const keyHash = hashOf(key);
      const counted = await db
        .insertInto('credential_failures')
        .values({ key_hash: keyHash, failures: 1, last_at: at, locked_until: NOT_LOCKED })
        .onConflict((conflict) =>
          conflict.column('key_hash').doUpdateSet({
            failures: sql<number>`case when credential_failures.last_at < ${forgetBefore} and credential_failures.locked_until <= ${at} then 1 else credential_failures.failures + 1 end`,
            last_at: at,
          }),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      const failures = Number(counted.failures);
      const waitMs = waitAfter(failures, policy);
      if (waitMs > 0) {
        const until = new Date(now.getTime() + waitMs).toISOString();
        // Only ever lengthens a lock: a slower process's shorter wait must not cut another's longer one.
        await db
          .updateTable('credential_failures')
          .set({ locked_until: until })
          .where('key_hash', '=', keyHash)
          .where('locked_until', '<', until)
          .execute();
      }
      if (failures === 1) {
        // A new row: the moment to clear those long forgotten, so a flood of addresses cannot fill the table.
        await db
          .deleteFrom('credential_failures')
          .where('last_at', '<', forgetBefore)
          .where('locked_until', '<=', at)
          .execute();
      }
      return { failures, waitMs };
    },
    async succeeded(key) {
      await db.deleteFrom('credential_failures').where('key_hash', '=', hashOf(key)).execute();
    },
  };
}

import { createHash } from 'node:crypto';
import { normalizeEmail } from '../../guards/email-rules';
import type { LeadDatabase } from './database';

/**
 * Counts failed e-mail checks per address, so the second failure can be blocked. Addresses are personal data
 * kept for no other reason, so only a hash of each is stored.
 */
export interface EmailFailureStore {
  /** Records one more failure and returns how many this address has now. */
  recordFailure(email: string, at: Date): Promise<number>;
  failures(email: string): Promise<number>;
}

export function emailKey(email: string): string {
  return createHash('sha256').update(normalizeEmail(email)).digest('hex');
}

export function createEmailFailureStore(db: LeadDatabase): EmailFailureStore {
  return {
    async recordFailure(email, at) {
      const key = emailKey(email);
      // One atomic upsert on both engines, so two checks racing for the same address both count.
      const row = await db
        .insertInto('email_check_failures')
        .values({ email_key: key, failures: 1, last_failed_at: at.toISOString() })
        .onConflict((conflict) =>
          conflict.column('email_key').doUpdateSet((eb) => ({
            failures: eb('email_check_failures.failures', '+', 1),
            last_failed_at: at.toISOString(),
          })),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      return Number(row.failures);
    },
    async failures(email) {
      const row = await db
        .selectFrom('email_check_failures')
        .select('failures')
        .where('email_key', '=', emailKey(email))
        .executeTakeFirst();
      return Number(row?.failures ?? 0);
    },
  };
}

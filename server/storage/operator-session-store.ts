import { createHash, randomBytes } from 'node:crypto';
import type { OperatorRole } from '../../services/api/operator-roles';
import type { LeadDatabase } from './database';

export interface OperatorSession {
  accountId: string;
  operator: string;
  /** Read from the account on every request, so a changed role holds at once. */
  role: OperatorRole;
  csrfToken: string;
  expiresAt: string;
}

export interface OperatorSessionStore {
  /** A new session; the returned id goes in the cookie and nowhere else. */
  open(
    account: { id: string; email: string; role: OperatorRole },
    now: Date,
    lifetimeMs: number,
  ): Promise<{ id: string; session: OperatorSession }>;
  /** The live session the cookie names, or undefined (unknown, expired, or its account removed). */
  find(id: string, now: Date): Promise<OperatorSession | undefined>;
  close(id: string): Promise<void>;
}

/** Only a hash is stored, so a copy of the database does not hand out live sessions. */
function hashOf(id: string): string {
  return createHash('sha256').update(id, 'utf8').digest('hex');
}

export function createOperatorSessionStore(db: LeadDatabase): OperatorSessionStore {
  return {
    async open(account, now, lifetimeMs) {
      const id = randomBytes(32).toString('base64url');
      const session: OperatorSession = {
        accountId: account.id,
        operator: account.email,
        role: account.role,
        csrfToken: randomBytes(32).toString('base64url'),
        expiresAt: new Date(now.getTime() + lifetimeMs).toISOString(),
      };
      // Expired sessions are cleared as new ones open: sign-ins are rare, so this costs nothing noticeable.
      await db.deleteFrom('operator_sessions').where('expires_at', '<=', now.toISOString()).execute();
      await db
        .insertInto('operator_sessions')
        .values({
          id_hash: hashOf(id),
          operator: account.email,
          account_id: account.id,
          csrf_token: session.csrfToken,
          created_at: now.toISOString(),
          expires_at: session.expiresAt,
        })
        .execute();
      return { id, session };
    },
    async find(id, now) {
      // Joined to its account: a removed account's sessions find nothing even before they are deleted.
      const row = await db
        .selectFrom('operator_sessions')
        .innerJoin('operator_accounts', 'operator_accounts.id', 'operator_sessions.account_id')
        .select([
          'operator_sessions.account_id',
          'operator_accounts.email',
          'operator_accounts.role',
          'operator_sessions.csrf_token',
          'operator_sessions.expires_at',
        ])
        .where('operator_sessions.id_hash', '=', hashOf(id))
        .where('operator_sessions.expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return row
        ? {
            accountId: row.account_id,
            operator: row.email,
            role: row.role as OperatorRole,
            csrfToken: row.csrf_token,
            expiresAt: row.expires_at,
          }
        : undefined;
    },
    async close(id) {
      await db.deleteFrom('operator_sessions').where('id_hash', '=', hashOf(id)).execute();
    },
  };
}

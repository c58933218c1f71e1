import { createHash, randomBytes } from 'node:crypto';
import type { LeadDatabase } from './database';

export interface OperatorSession {
  operator: string;
  csrfToken: string;
  expiresAt: string;
}

export interface OperatorSessionStore {
  /** A new session; the returned id goes in the cookie and nowhere else. */
  open(operator: string, now: Date, lifetimeMs: number): Promise<{ id: string; session: OperatorSession }>;
  /** The live session the cookie names, or undefined (unknown or expired). */
  find(id: string, now: Date): Promise<OperatorSession | undefined>;
  close(id: string): Promise<void>;
}

/** Only a hash is stored, so a copy of the database does not hand out live sessions. */
function hashOf(id: string): string {
  return createHash('sha256').update(id, 'utf8').digest('hex');
}

export function createOperatorSessionStore(db: LeadDatabase): OperatorSessionStore {
  return {
    async open(operator, now, lifetimeMs) {
      const id = randomBytes(32).toString('base64url');
      const session: OperatorSession = {
        operator,
        csrfToken: randomBytes(32).toString('base64url'),
        expiresAt: new Date(now.getTime() + lifetimeMs).toISOString(),
      };
      // Expired sessions are cleared as new ones open: sign-ins are rare, so this costs nothing noticeable.
      await db.deleteFrom('operator_sessions').where('expires_at', '<=', now.toISOString()).execute();
      await db
        .insertInto('operator_sessions')
        .values({
          id_hash: hashOf(id),
          operator,
          csrf_token: session.csrfToken,
          created_at: now.toISOString(),
          expires_at: session.expiresAt,
        })
        .execute();
      return { id, session };
    },
    async find(id, now) {
      const row = await db
        .selectFrom('operator_sessions')
        .selectAll()
        .where('id_hash', '=', hashOf(id))
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return row
        ? { operator: row.operator, csrfToken: row.csrf_token, expiresAt: row.expires_at }
        : undefined;
    },
    async close(id) {
      await db.deleteFrom('operator_sessions').where('id_hash', '=', hashOf(id)).execute();
    },
  };
}

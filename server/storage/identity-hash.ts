import { createHmac } from 'node:crypto';
import type { LeadDatabase } from './database';

/** The name under which the database keeps the key it made for itself (migration 0010). */
export const IDENTITY_HASH_SECRET_NAME = 'identity-hash';

/**
 * A keyed hash (HMAC-SHA256) of a canonical e-mail or phone: what the server keeps where a contact detail itself
 * must not stay: a honoured Do-Not-Sell request (so the person's later leads are still suppressed) and the audit
 * log's record of a search. Without the key, a hash cannot be turned back into the phone it came from by trying
 * every number, as a plain hash can.
 *
 * The key is IDENTITY_HASH_SECRET when set, otherwise the random one the database made for itself at its first
 * migration, so every server process sharing the database hashes alike and no setting is needed. Changing the key
 * later makes the hashes already kept match nothing.
 */
export type HashedKind = 'email' | 'phone' | 'search' | 'address';

export interface IdentityHasher {
  hash(kind: HashedKind, canonical: string): Promise<string>;
}

export function createIdentityHasher(
  database: LeadDatabase,
  configuredSecret: string | undefined,
): IdentityHasher {
  let secret: Promise<string> | undefined;
  const readSecret = async () => {
    if (configuredSecret) return configuredSecret;
    const row = await database
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', IDENTITY_HASH_SECRET_NAME)
      .executeTakeFirst();
    if (!row) throw new Error('The database has no identity hash key: it was not migrated');
    return row.value;
  };
  return {
    async hash(kind, canonical) {
      secret ??= readSecret().catch((error: unknown) => {
        secret = undefined;
        throw error;
      });
      return createHmac('sha256', await secret)
        .update(`${kind}:${canonical}`)
        .digest('hex');
    },
  };
}

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { OperatorRole } from '../../services/api/operator-roles';
import type { ApiKeysTable, LeadDatabase } from './database';

export interface ApiKey {
  id: string;
  name: string;
  role: OperatorRole;
  createdAt: string;
  createdBy: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

/** A key's use is written down at most this often, so a tool polling /metrics does not fill the audit log. */
export const KEY_USE_RECORDED_EVERY_MS = 60 * 60_000;

/** Keys an admin makes for tools: the key itself is shown once, at creation; the database keeps its SHA-256. */
export interface ApiKeyStore {
  create(
    key: { name: string; role: OperatorRole; createdBy: string },
    now: Date,
  ): Promise<{ key: ApiKey; secret: string }>;
  /** The live key this secret is, or undefined. */
  find(secret: string): Promise<ApiKey | undefined>;
  list(): Promise<ApiKey[]>;
  revoke(id: string, now: Date): Promise<boolean>;
  /** Marks the key used; true when this use is the first in KEY_USE_RECORDED_EVERY_MS, to be audited. */
  used(id: string, now: Date): Promise<boolean>;
}

/** A key is 256 random bits: a fast hash is enough, no guess list can hold it. */
export function hashApiKey(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

function keyOf(row: ApiKeysTable): ApiKey {
  return {
    id: row.id,
    name: row.name,
    role: row.role as OperatorRole,
    createdAt: row.created_at,
    createdBy: row.created_by,
    revokedAt: row.revoked_at,
    lastUsedAt: row.last_used_at,
  };
}

export function createApiKeyStore(db: LeadDatabase): ApiKeyStore {
  return {
    async create({ name, role, createdBy }, now) {
      const secret = `ok_${randomBytes(32).toString('base64url')}`;
      const row: ApiKeysTable = {
        id: randomUUID(),
        name,
        role,
        key_hash: hashApiKey(secret),
        created_at: now.toISOString(),
        created_by: createdBy,
        revoked_at: null,
        last_used_at: null,
      };
      await db.insertInto('api_keys').values(row).execute();
      return { key: keyOf(row), secret };
    },
    async find(secret) {
      const row = await db
        .selectFrom('api_keys')
        .selectAll()
        .where('key_hash', '=', hashApiKey(secret))
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return row ? keyOf(row) : undefined;
    },
    async list() {
      const rows = await db.selectFrom('api_keys').selectAll().orderBy('created_at', 'desc').execute();
      return rows.map(keyOf);
    },
    async revoke(id, now) {
      const updated = await db
        .updateTable('api_keys')
        .set({ revoked_at: now.toISOString() })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },
    async used(id, now) {
      const before = new Date(now.getTime() - KEY_USE_RECORDED_EVERY_MS).toISOString();
      const updated = await db
        .updateTable('api_keys')
        .set({ last_used_at: now.toISOString() })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', before)]))
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },
  };
}

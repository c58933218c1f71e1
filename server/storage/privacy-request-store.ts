import { identityOf } from '../../guards/identity';
import type { StoredPrivacyRequest } from '../../services/api/privacy-request/privacy-request-contract';
import type { LeadDatabase, PrivacyRequestsTable } from './database';
import type { IdentityHasher } from './identity-hash';

export interface NewPrivacyRequest {
  id: string;
  receivedAt: Date;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  state: string;
  details: string;
}

export interface PrivacyRequestStore {
  save(request: NewPrivacyRequest): Promise<StoredPrivacyRequest>;
  /** Newest first. */
  list(options: { limit: number }): Promise<StoredPrivacyRequest[]>;
  get(id: string): Promise<StoredPrivacyRequest | undefined>;
  /** Marks it done; false when there is no such request. */
  markDone(id: string, at: Date): Promise<boolean>;
  /**
   * Marks it done and keeps, of its contact details, only the keyed hashes that go on suppressing the person's
   * later leads: the e-mail, phone and their identities are emptied, and the details (which may repeat them).
   */
  forgetContact(id: string, at: Date, hashes: { email: string; phone: string }): Promise<void>;
  /**
   * Whether a Do-Not-Sell request names this e-mail or phone, however either was typed: an open request by its
   * identity, a honoured one by the keyed hash of it (the delivery worker asks before every send).
   */
  isDoNotSell(email: string, phone: string): Promise<boolean>;
}

function fromRow(row: PrivacyRequestsTable): StoredPrivacyRequest {
  return {
    id: row.id,
    received_at: row.received_at,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    state: row.state,
    details: row.details,
    done_at: row.done_at,
    honoured: row.email_hash !== '' || row.phone_hash !== '',
  };
}

/** "Do not sell my information" requests, kept for operators to act on (spec section 2). */
export function createPrivacyRequestStore(db: LeadDatabase, hasher: IdentityHasher): PrivacyRequestStore {
  return {
    async isDoNotSell(email, phone) {
      const identity = identityOf({ email, phone });
      if (!identity.email && !identity.phone) return false;
      const [emailHash, phoneHash] = await Promise.all([
        identity.email ? hasher.hash('email', identity.email) : '',
        identity.phone ? hasher.hash('phone', identity.phone) : '',
      ]);
      const match = await db
        .selectFrom('privacy_requests')
        .select('id')
        .where((eb) =>
          eb.or([
            ...(identity.email
              ? [eb('email_identity', '=', identity.email), eb('email_hash', '=', emailHash)]
              : []),
            ...(identity.phone
              ? [eb('phone_identity', '=', identity.phone), eb('phone_hash', '=', phoneHash)]
              : []),
          ]),
        )
        .limit(1)
        .executeTakeFirst();
      return match !== undefined;
    },

    async save(request) {
      const identity = identityOf(request);
      const row: PrivacyRequestsTable = {
        id: request.id,
        received_at: request.receivedAt.toISOString(),
        first_name: request.firstName,
        last_name: request.lastName,
        email: request.email,
        phone: request.phone,
        state: request.state,
        details: request.details,
        done_at: null,
        email_identity: identity.email,
        phone_identity: identity.phone,
        email_hash: '',
        phone_hash: '',
      };
      await db.insertInto('privacy_requests').values(row).execute();
      return fromRow(row);
    },

    async list({ limit }) {
      const rows = await db
        .selectFrom('privacy_requests')
        .selectAll()
        .orderBy('received_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(fromRow);
    },

    async get(id) {
      const row = await db.selectFrom('privacy_requests').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? fromRow(row) : undefined;
    },

    async markDone(id, at) {
      const result = await db
        .updateTable('privacy_requests')
        .set({ done_at: at.toISOString() })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async forgetContact(id, at, hashes) {
      await db
        .updateTable('privacy_requests')
        .set({
          done_at: at.toISOString(),
          email: '',
          phone: '',
          details: '',
          email_identity: '',
          phone_identity: '',
          email_hash: hashes.email,
          phone_hash: hashes.phone,
        })
        .where('id', '=', id)
        .execute();
    },
  };
}

import { randomUUID } from 'node:crypto';
import { hasIdentity, identityOf, type Identity } from '../../guards/identity';
import type {
  RevocationChannel,
  StoredRevocation,
} from '../../services/api/consent-revocation/consent-revocation-contract';
import { maskedEmail } from '../blocked-email-reports';
import { honourBy } from '../consent-revocation/honour-by';
import type { ConsentRevocationsTable, LeadDatabase } from './database';
import { newDeliveryRow } from './new-deliveries';

export interface NewRevocation {
  channel: RevocationChannel;
  email?: string;
  phone?: string;
  receivedAt: Date;
  /** Who noted it, for an e-mail or a call; empty when the person sent it. */
  operator?: string;
}

export interface RecordedRevocation {
  id: string;
  honourBy: string;
  /** Pending deliveries of the person's leads it withheld. */
  withheld: number;
  /** The destinations a revocation notice was queued for. */
  notified: string[];
}

/** What a revocation notice tells one destination: which of its leads, when, how, and by when it is honoured. */
export interface RevocationNoticeContent {
  revocationId: string;
  receivedAt: string;
  channel: string;
  honourBy: string;
  /** The ids of the person's leads this destination received. */
  leadIds: string[];
}

/** Why a delivery of a person who revoked consent is withheld: the reason the console shows on it. */
export const REVOKED_REASON = 'consent revoked: sent to no buyer';

export interface ConsentRevocationStore {
  /**
   * Records a revocation and, in the same transaction, withholds the pending deliveries of the person's leads and
   * queues a revocation notice for every destination that received (or is receiving) one of them. Undefined when
   * it names neither a possible e-mail nor a possible phone.
   */
  record(revocation: NewRevocation): Promise<RecordedRevocation | undefined>;
  /**
   * Whether a revocation names this e-mail or phone, however either is written. With `consentedAt` (an ISO instant:
   * when the lead carrying the consent was received), only a revocation received then or later counts: a person
   * who revoked and later comes back and consents again has given a new consent, which the old revocation does
   * not take back.
   */
  isRevoked(email: string, phone: string, consentedAt?: string): Promise<boolean>;
  /** Newest first, each with its notices. */
  list(options: { limit: number }): Promise<StoredRevocation[]>;
  /** What the notice to one destination says, read when the worker sends it. */
  noticeContent(revocationId: string, destination: string): Promise<RevocationNoticeContent | undefined>;
}

/** A phone kept only by its last four digits, as operators see it. */
function maskedPhone(phone: string): string {
  return phone ? `•••${phone.slice(-4)}` : '';
}

export function createConsentRevocationStore(db: LeadDatabase): ConsentRevocationStore {
  /** The ids of the leads an identity names, as a subquery. */
  const leadsOf = (executor: LeadDatabase, identity: Identity) =>
    executor
      .selectFrom('leads')
      .select('id')
      .where((eb) =>
        eb.or([
          ...(identity.email ? [eb('email_identity', '=', identity.email)] : []),
          ...(identity.phone ? [eb('phone_identity', '=', identity.phone)] : []),
        ]),
      );

  return {
    async record({ channel, email, phone, receivedAt, operator = '' }) {
      const identity = identityOf({ email, phone });
      if (!hasIdentity(identity)) return undefined;
      const id = randomUUID();
      const at = receivedAt.toISOString();
      return db.transaction().execute(async (transaction) => {
        const withheld = await transaction
          .updateTable('deliveries')
          .set({ status: 'withheld', outcome: REVOKED_REASON, updated_at: at })
          .where('lead_id', 'in', leadsOf(transaction, identity))
          .where('status', '=', 'queued')
          .where('revocation_id', 'is', null)
          // A delivery a worker holds is being sent: the worker's own check stops it unless the send has begun,
          // and then its destination is among those told below.
          .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
          .executeTakeFirst();
        const reached = await transaction
          .selectFrom('deliveries')
          .select(['destination', (eb) => eb.fn.max('lead_id').as('lead_id')])
          .where('lead_id', 'in', leadsOf(transaction, identity))
          .where('revocation_id', 'is', null)
          .where((eb) =>
            eb.or([
              eb('status', '=', 'delivered'),
              eb.and([eb('status', '=', 'queued'), eb('claimed_until', '>=', at)]),
            ]),
          )
          .groupBy('destination')
          .orderBy('destination')
          .execute();
        const row: ConsentRevocationsTable = {
          id,
          received_at: at,
          channel,
          email_identity: identity.email,
          phone_identity: identity.phone,
          honour_by: honourBy(receivedAt),
          operator,
          deliveries_withheld: Number(withheld.numUpdatedRows),
        };
        await transaction.insertInto('consent_revocations').values(row).execute();
        if (reached.length > 0) {
          await transaction
            .insertInto('deliveries')
            .values(
              reached.map(({ destination, lead_id }) =>
                newDeliveryRow({
                  id: `revocation:${id}:${destination}`,
                  lead_id,
                  destination,
                  status: 'queued',
                  outcome: '',
                  revocation_id: id,
                  at,
                }),
              ),
            )
            .execute();
        }
        return {
          id,
          honourBy: row.honour_by,
          withheld: row.deliveries_withheld,
          notified: reached.map((notice) => notice.destination),
        };
      });
    },

    async isRevoked(email, phone, consentedAt) {
      const identity = identityOf({ email, phone });
      if (!hasIdentity(identity)) return false;
      let revocations = db
        .selectFrom('consent_revocations')
        .select('id')
        .where((eb) =>
          eb.or([
            ...(identity.email ? [eb('email_identity', '=', identity.email)] : []),
            ...(identity.phone ? [eb('phone_identity', '=', identity.phone)] : []),
          ]),
        );
      if (consentedAt !== undefined) revocations = revocations.where('received_at', '>=', consentedAt);
      const match = await revocations.limit(1).executeTakeFirst();
      return match !== undefined;
    },

    async list({ limit }) {
      const rows = await db
        .selectFrom('consent_revocations')
        .selectAll()
        .orderBy('received_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      if (rows.length === 0) return [];
      const notices = await db
        .selectFrom('deliveries')
        .select(['revocation_id', 'destination', 'status', 'attempts', 'outcome', 'updated_at'])
        .where(
          'revocation_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('destination')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        received_at: row.received_at,
        channel: row.channel as RevocationChannel,
        email: row.email_identity ? maskedEmail(row.email_identity) : '',
        phone: maskedPhone(row.phone_identity),
        honour_by: row.honour_by,
        operator: row.operator,
        deliveries_withheld: Number(row.deliveries_withheld),
        notices: notices
          .filter((notice) => notice.revocation_id === row.id)
          .map((notice) => ({
            destination: notice.destination,
            status: notice.status,
            attempts: Number(notice.attempts),
            outcome: notice.outcome,
            acknowledged_at: notice.status === 'delivered' ? notice.updated_at : null,
          })),
      }));
    },

    async noticeContent(revocationId, destination) {
      const revocation = await db
        .selectFrom('consent_revocations')
        .selectAll()
        .where('id', '=', revocationId)
        .executeTakeFirst();
      if (!revocation) return undefined;
      const identity = { email: revocation.email_identity, phone: revocation.phone_identity };
      const leads = await db
        .selectFrom('deliveries')
        .select('lead_id')
        .where('destination', '=', destination)
        .where('revocation_id', 'is', null)
        .where('status', '=', 'delivered')
        .where('lead_id', 'in', leadsOf(db, identity))
        .orderBy('lead_id')
        .execute();
      const notice = await db
        .selectFrom('deliveries')
        .select('lead_id')
        .where('id', '=', `revocation:${revocationId}:${destination}`)
        .executeTakeFirst();
      const leadIds = new Set(leads.map((lead) => lead.lead_id));
      if (notice) leadIds.add(notice.lead_id);
      return {
        revocationId,
        receivedAt: revocation.received_at,
        channel: revocation.channel,
        honourBy: revocation.honour_by,
        leadIds: [...leadIds].sort(),
      };
    },
  };
}

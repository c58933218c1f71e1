import { hasIdentity, identityOf } from '../../guards/identity';
import { identityMatches } from './contact-match';
import type { LeadDatabase } from './database';
import { emailKey } from './email-failure-store';
import { phoneKey } from './phone-verification-store';

/** How many rows of each kind an erasure deleted: what the operator is told and the audit log keeps. */
export interface Erased {
  leads: number;
  sessions: number;
  deliveries: number;
  sms_outbox: number;
  phone_verifications: number;
}

export const NOTHING_ERASED: Erased = {
  leads: 0,
  sessions: 0,
  deliveries: 0,
  sms_outbox: 0,
  phone_verifications: 0,
};

const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

/**
 * Honours a privacy request: everything held about the person, found by their canonical identity (however the
 * e-mail or phone was typed), goes in one transaction, so nothing is left half-deleted: their leads with what
 * hangs off each (deliveries and their attempts, the pre-post verification, the certificate retention, phone
 * approvals), their saved sessions, the codes "sent" to their phone, and phone verification's rows for it (the
 * live code, the sends counted against SMS pumping, approvals), and the count of their failed e-mail checks.
 */
export async function erasePerson(
  db: LeadDatabase,
  contact: { email?: string; phone?: string },
): Promise<Erased> {
  const identity = identityOf(contact);
  const match = identityMatches(identity);
  if (!match || !hasIdentity(identity)) return NOTHING_ERASED;
  return db.transaction().execute(async (transaction) => {
    const leadIds = (await transaction.selectFrom('leads').select('id').where(match).execute()).map(
      (row) => row.id,
    );
    let deliveries = 0;
    let phoneVerifications = 0;
    if (leadIds.length > 0) {
      const deliveryIds = transaction.selectFrom('deliveries').select('id').where('lead_id', 'in', leadIds);
      await transaction.deleteFrom('delivery_attempts').where('delivery_id', 'in', deliveryIds).execute();
      deliveries = count(
        await transaction.deleteFrom('deliveries').where('lead_id', 'in', leadIds).executeTakeFirst(),
      );
      await transaction.deleteFrom('lead_verifications').where('lead_id', 'in', leadIds).execute();
      await transaction.deleteFrom('certificate_retentions').where('lead_id', 'in', leadIds).execute();
      phoneVerifications += count(
        await transaction.deleteFrom('phone_approvals').where('lead_id', 'in', leadIds).executeTakeFirst(),
      );
      // A lead that duplicates an erased one stands on its own from now on.
      await transaction
        .updateTable('leads')
        .set({ duplicate_of: null })
        .where('duplicate_of', 'in', leadIds)
        .execute();
      await transaction.deleteFrom('leads').where('id', 'in', leadIds).execute();
    }
    const sessions = count(await transaction.deleteFrom('sessions').where(match).executeTakeFirst());
    let smsOutbox = 0;
    if (identity.phone) {
      const key = phoneKey(identity.phone);
      smsOutbox = count(
        await transaction
          .deleteFrom('sms_outbox')
          .where('phone_identity', '=', identity.phone)
          .executeTakeFirst(),
      );
      for (const table of ['phone_codes', 'sms_sends', 'phone_approvals'] as const) {
        phoneVerifications += count(
          await transaction.deleteFrom(table).where('phone_key', '=', key).executeTakeFirst(),
        );
      }
    }
    if (contact.email?.trim()) {
      await transaction
        .deleteFrom('email_check_failures')
        .where('email_key', '=', emailKey(contact.email))
        .execute();
    }
    return {
      leads: leadIds.length,
      sessions,
      deliveries,
      sms_outbox: smsOutbox,
      phone_verifications: phoneVerifications,
    };
  });
}

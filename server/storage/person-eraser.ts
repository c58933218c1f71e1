import type { LeadDatabase } from './database';
import { contactMatches, type Contact } from './contact-match';

export interface Erased {
  leads: number;
  sessions: number;
}

/**
 * Honours a privacy request: every lead and saved session whose answers carry the person's e-mail or phone goes,
 * with what hangs off each lead (deliveries, their attempts, the pre-post verification, phone approvals), in one
 * transaction so nothing is left half-deleted.
 */
export async function erasePerson(db: LeadDatabase, contact: Contact): Promise<Erased> {
  const leadMatch = contactMatches('lead_json', contact);
  const sessionMatch = contactMatches('answers_json', contact);
  if (!leadMatch || !sessionMatch) return { leads: 0, sessions: 0 };
  return db.transaction().execute(async (transaction) => {
    const leadIds = (await transaction.selectFrom('leads').select('id').where(leadMatch).execute()).map(
      (row) => row.id,
    );
    if (leadIds.length > 0) {
      const deliveryIds = transaction.selectFrom('deliveries').select('id').where('lead_id', 'in', leadIds);
      await transaction.deleteFrom('delivery_attempts').where('delivery_id', 'in', deliveryIds).execute();
      await transaction.deleteFrom('deliveries').where('lead_id', 'in', leadIds).execute();
      await transaction.deleteFrom('lead_verifications').where('lead_id', 'in', leadIds).execute();
      await transaction.deleteFrom('certificate_retentions').where('lead_id', 'in', leadIds).execute();
      await transaction.deleteFrom('phone_approvals').where('lead_id', 'in', leadIds).execute();
      await transaction.deleteFrom('leads').where('id', 'in', leadIds).execute();
    }
    const sessions = await transaction.deleteFrom('sessions').where(sessionMatch).executeTakeFirst();
    return { leads: leadIds.length, sessions: Number(sessions.numDeletedRows) };
  });
}

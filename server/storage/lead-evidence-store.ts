import type { LeadDatabase } from './database';
import { ANSWER_KEEP_CHARS } from './delivery-queue';

export interface LeadVerification {
  checked_at: string;
  outcome: string;
  answer: string;
}

/** What became of a lead's TrustedForm certificate before its first send. */
export interface CertificateRetention {
  checked_at: string;
  outcome: 'retained' | 'failed' | 'skipped';
  reason: string;
  expires_at: string | null;
}

/**
 * The evidence kept with a lead before its first delivery: the pre-post verification's answer and what became of
 * its TrustedForm certificate. The first of each is kept; a later one (a second destination's) changes nothing.
 */
export interface LeadEvidenceStore {
  /** The lead's pre-post verification, once it was asked. */
  verificationOf(leadId: string): Promise<LeadVerification | undefined>;
  /** Keeps the first verification of a lead; a later one (a second destination's) changes nothing. */
  saveVerification(leadId: string, verification: LeadVerification): Promise<void>;
  /** The lead's certificate retention, once it was asked. */
  retentionOf(leadId: string): Promise<CertificateRetention | undefined>;
  /** Keeps the first retention outcome of a lead; a later one changes nothing. */
  saveRetention(leadId: string, retention: CertificateRetention): Promise<void>;
}

export function createLeadEvidenceStore(db: LeadDatabase): LeadEvidenceStore {
  return {
    async verificationOf(leadId) {
      return db
        .selectFrom('lead_verifications')
        .select(['checked_at', 'outcome', 'answer'])
        .where('lead_id', '=', leadId)
        .executeTakeFirst();
    },

    async saveVerification(leadId, verification) {
      await db
        .insertInto('lead_verifications')
        .values({ lead_id: leadId, ...verification, answer: verification.answer.slice(0, ANSWER_KEEP_CHARS) })
        .onConflict((conflict) => conflict.column('lead_id').doNothing())
        .execute();
    },

    async retentionOf(leadId) {
      const row = await db
        .selectFrom('certificate_retentions')
        .select(['checked_at', 'outcome', 'reason', 'expires_at'])
        .where('lead_id', '=', leadId)
        .executeTakeFirst();
      return row && { ...row, outcome: row.outcome as CertificateRetention['outcome'] };
    },

    async saveRetention(leadId, retention) {
      await db
        .insertInto('certificate_retentions')
        .values({ lead_id: leadId, ...retention, reason: retention.reason.slice(0, ANSWER_KEEP_CHARS) })
        .onConflict((conflict) => conflict.column('lead_id').doNothing())
        .execute();
    },
  };
}

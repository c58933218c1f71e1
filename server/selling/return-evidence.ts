import type { StoredLead } from '../../services/api/leads/leads-contract';
import type { EvidencePack } from '../../services/api/returns/returns-contract';
import type { AuctionRecord } from '../storage/auction-queue';
import type { StoredReceipt } from '../storage/consent-receipt-store';
import type { CertificateRetention, LeadVerification } from '../storage/lead-evidence-store';
import type { ReturnableSale } from '../storage/return-store';

/** What the server holds of a lead, read by the caller, from which a return's evidence pack is made. */
export interface HeldEvidence {
  lead: StoredLead;
  sale: ReturnableSale;
  receipt: StoredReceipt | undefined;
  verification: LeadVerification | undefined;
  retention: CertificateRetention | undefined;
  auction: AuctionRecord | undefined;
}

const orNull = (value: string | undefined) => (value ? value : null);

/**
 * The evidence pack a return carries (docs/selling.md#returns): the consent receipt and its digest, the proofs and
 * what became of them, whether the server itself verified the phone, the path the visitor took with the browser's
 * timings, and the auction's steps with this buyer. Made when the lead comes back and kept with the return, so a
 * later change to the lead cannot change what the decision was made on.
 */
export function evidencePack(held: HeldEvidence): EvidencePack {
  const { lead, sale } = held;
  const fields = lead.lead;
  return {
    lead_id: lead.id,
    received_at: lead.received_at,
    sale: { buyer: sale.buyerId, price_cents: sale.priceCents, sold_at: sale.soldAt },
    consent_receipt: held.receipt
      ? {
          receipt: held.receipt.receipt as unknown as Record<string, unknown>,
          digest: held.receipt.digest,
          digest_algorithm: 'sha-256',
        }
      : null,
    proofs: {
      trustedform_certificate_url: orNull(fields.trusted_form_cert_url ?? fields.trustedform_cert_url),
      certificate_retention: held.retention ?? null,
      jornaya_leadid_token: orNull(fields.leadid_token ?? fields.jornaya_leadid),
      pre_post_verification: held.verification ?? null,
    },
    phone: {
      sms_verified: fields.sms_verified === 'yes' && lead.sources.sms_verified === 'server' ? 'yes' : 'no',
      source: lead.sources.sms_verified ?? null,
    },
    path: { trail: lead.trail, time_on_steps: fields.time_on_steps ?? '' },
    sale_log: (held.auction?.steps ?? []).filter((step) => step.buyer === sale.buyerId),
    duplicate_of: lead.duplicate_of,
  };
}

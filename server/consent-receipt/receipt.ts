import canonicalize from 'canonicalize';
import { hash } from 'node:crypto';
import type { ConsentTap } from '../../guards/consent-tap';

/**
 * A lead's consent receipt: what the visitor was shown and agreed to, and what the server knew of the moment, made
 * once when the lead is stored and never changed. Its digest is SHA-256 over the receipt's RFC 8785 canonical JSON
 * (keys sorted, one spelling of each number and string), so anyone holding the JSON can check it without us.
 * Every value is a string, a boolean or null, never left out: an absent fact reads as null, so the shape is the
 * same for every lead.
 */
export interface ConsentReceipt {
  receipt_version: 1;
  lead_id: string;
  /** When the server stored the lead (ISO 8601, UTC). */
  received_at: string;
  disclosure: {
    /** The consent text exactly as the page showed it and the lead stored it. */
    text: string;
    language: string | null;
    /** The firms the one-to-one consent named and the visitor kept; empty for the general consent. */
    firms_named: string[];
  };
  /** The page's report of the tap: the browser's claim, not something the server saw. */
  page: {
    reported_by: 'browser';
    path: string | null;
    build: string | null;
    /** Whether the consent text was wholly in view when the button was tapped; null when the page did not say. */
    consent_fully_in_view: boolean | null;
  };
  /** What the server saw of the request that brought the lead. */
  server: {
    build: string;
    ip_address: string | null;
    user_agent: string | null;
  };
  /** The consent vendors' proofs the lead carries. */
  proofs: {
    trustedform_certificate_url: string | null;
    trustedform_certificate_id: string | null;
    jornaya_leadid_token: string | null;
  };
}

export interface ReceiptInput {
  leadId: string;
  receivedAt: Date;
  /** The lead as the server stored it. */
  lead: Readonly<Record<string, string>>;
  tap: ConsentTap | undefined;
  serverBuild: string;
}

const present = (value: string | undefined): string | null => (value?.trim() ? value : null);

function firmsNamed(lead: Readonly<Record<string, string>>): string[] {
  if (lead['1_to_1_consent'] !== 'yes') return [];
  return (lead.selected_buyer_names ?? '')
    .split('|')
    .map((name) => name.trim())
    .filter(Boolean);
}

export function makeReceipt({ leadId, receivedAt, lead, tap, serverBuild }: ReceiptInput): ConsentReceipt {
  return {
    receipt_version: 1,
    lead_id: leadId,
    received_at: receivedAt.toISOString(),
    disclosure: {
      text: lead.tcpa ?? '',
      language: present(lead.language),
      firms_named: firmsNamed(lead),
    },
    page: {
      reported_by: 'browser',
      path: tap?.pagePath ?? null,
      build: tap?.pageBuild ?? null,
      consent_fully_in_view: tap?.inView === undefined ? null : tap.inView === 'yes',
    },
    server: {
      build: serverBuild,
      ip_address: present(lead.ip_address),
      user_agent: present(lead.user_agent),
    },
    proofs: {
      trustedform_certificate_url: present(lead.trusted_form_cert_url ?? lead.trustedform_cert_url),
      trustedform_certificate_id: present(lead.trusted_form_cert_id),
      jornaya_leadid_token: present(lead.leadid_token ?? lead.jornaya_leadid),
    },
  };
}

/** The RFC 8785 canonical JSON of a receipt (or of anything a buyer sends back as one). */
export function canonicalJson(receipt: unknown): string {
  const canonical = canonicalize(receipt);
  if (canonical === undefined) throw new Error('A receipt must be a JSON value');
  return canonical;
}

/** SHA-256 of the canonical JSON, lower-case hex. */
export function receiptDigest(receipt: unknown): string {
  return digestOfCanonicalJson(canonicalJson(receipt));
}

/** The digest of a receipt already written as canonical JSON (the lead store writes both, for every lead). */
export function digestOfCanonicalJson(canonical: string): string {
  return hash('sha256', canonical, 'hex');
}

/** Whether a receipt is the one the digest was made over. */
export function receiptMatches(receipt: unknown, digest: string): boolean {
  return receiptDigest(receipt) === digest.trim().toLowerCase();
}

/** How a buyer checks a receipt, as the JSON answer says it. */
export const DIGEST_CHECK =
  'SHA-256 (hex) over the RFC 8785 canonical JSON of the `receipt` object; it equals `digest` when the receipt is unchanged.';

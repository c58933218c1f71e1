import type { Generated } from 'kysely';

/**
 * The lead itself and what is kept beside it: the lead, its consent receipt, the funnel session that may recover it,
 * the privacy requests and revocations that act on it. Each interface is a table as the database holds it
 * (server/storage/database.ts names them).
 */

/** Every column is text so that SQLite and PostgreSQL store and compare exactly the same values. */
export interface LeadsTable {
  /** The lead_id the browser made: the idempotency key. */
  id: string;
  source: string;
  /** ISO 8601 instant in UTC; sorts as time. */
  received_at: string;
  lead_is_qualified: string;
  dq_reason: string;
  lead_json: string;
  claimed_json: string;
  /** What was wrong with the lead as it arrived (JSON list of { field, message }); it was stored anyway. */
  validation_issues_json: string;
  /** 1 when the lead has validation issues an operator should look at. */
  needs_review: number;
  /** '' for a lead stored from its own call; 'session' when the session report stored it first. */
  recovered_from: string;
  /** The canonical e-mail and phone every match compares (guards/identity.ts; migration 0010); '' when none. */
  email_identity: string;
  phone_identity: string;
  /** The first lead of the same person within DUPLICATE_WINDOW_DAYS; null when this is the first. */
  duplicate_of: string | null;
  /** A hash of the field map as posted, but its lead_id: the same payload again within 60 s is a repeat. */
  payload_hash: string;
  /** Each stored field's source (`step:<name>`, `derived`, `tracking`, …; migration 0014), as JSON. */
  sources_json: string;
  /** The trail the lead was replayed from, as it came (JSON list of { step, values }); [] when none. */
  trail_json: string;
  /** What it cost to buy, in cents (migration 0028); null when no cost was configured when it came. */
  bought_cents: number | null;
}

/** "Do not sell my information" requests (migration 0003). */
export interface PrivacyRequestsTable {
  id: string;
  /** ISO 8601 instant in UTC; sorts as time. */
  received_at: string;
  first_name: string;
  last_name: string;
  email: string;
  /** Ten digits, or '' when not given. */
  phone: string;
  state: string;
  details: string;
  /** When an operator marked it done (migration 0008); null while open. */
  done_at: string | null;
  /** The canonical e-mail and phone (migration 0010); emptied, with email and phone, once the request is honoured. */
  email_identity: string;
  phone_identity: string;
  /**
   * Keyed hashes of the canonical e-mail and phone, kept once the request is honoured and its contact details
   * are gone, so that the person's later leads are still suppressed; '' until then.
   */
  email_hash: string;
  phone_hash: string;
}

/** TrustedForm's retention of a lead's certificate, asked once before its first send (TRUSTEDFORM_API_KEY). */
/** A lead's consent receipt (server/consent-receipt.ts), written in the lead's own transaction. */
export interface ConsentReceiptsTable {
  lead_id: string;
  created_at: string;
  /** Pruned after this time (CONSENT_RECEIPT_RETENTION_DAYS from its making). */
  keep_until: string;
  /** The receipt as made: the RFC 8785 canonical JSON its digest is over. */
  receipt_json: string;
  /** SHA-256 of receipt_json, lower-case hex. */
  digest: string;
}

/** A visitor's funnel so far (a partial lead), saved as they go and kept PARTIAL_RETENTION_DAYS. */
export interface SessionsTable {
  /** The funnel's lead_id. */
  id: string;
  variant: string;
  /** The route the visitor walked (/survey/v4nv). */
  route_path: string;
  /** The experiment and arm that sent the visitor to this variant; empty when none. */
  experiment: string;
  arm: string;
  /** ISO 8601 instants in UTC, the server's: the first save and the last. */
  created_at: string;
  updated_at: string;
  /** The step shown at the last save: where a visitor who left, left. */
  current_step: string;
  /** JSON list of { step, seconds }: the path taken, in order, and the time on each step. */
  steps_json: string;
  /** JSON of the answers so far: personal data, never logged. */
  answers_json: string;
  /** 1 once the funnel posted its lead. */
  submitted: number;
  /** The canonical e-mail and phone of the answers so far (migration 0010); '' when none. */
  email_identity: string;
  phone_identity: string;
  /** 'phone' or 'desktop', from the User-Agent of the session's reports (migration 0012); '' before it. */
  device: Generated<string>;
  /** The landing URL's utm_source and affid as the report gave them (migration 0012); '' when none. */
  utm_source: Generated<string>;
  affid: Generated<string>;
}

/**
 * A consumer's revocation of consent to calls and texts (migration 0017): matched by identity, it stops texts
 * and deliveries to the person and is sent to every destination that had their lead.
 */
export interface ConsentRevocationsTable {
  id: string;
  /** ISO 8601 instant in UTC. */
  received_at: string;
  /** sms, web, email or call. */
  channel: string;
  /** The canonical e-mail and phone it names ('' for what it does not name). */
  email_identity: string;
  phone_identity: string;
  /** YYYY-MM-DD: the last day to honour it, 10 business days after the day it came. */
  honour_by: string;
  /** The operator who noted it (an e-mail or a call), '' when the person sent it. */
  operator: string;
  /** How many pending deliveries of the person's leads it withheld when it came. */
  deliveries_withheld: number;
}

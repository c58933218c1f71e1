/**
 * A lead on its way to destinations: each delivery, its attempts, and the checks made before the first send. Each
 * interface is a table as the database holds it (server/storage/database.ts names them).
 */

/** Failed e-mail checks per address. The key is a SHA-256 of the normalised address, never the address. */
export interface EmailCheckFailuresTable {
  email_key: string;
  failures: number;
  last_failed_at: string;
}

/**
 * One row per lead and destination (migration 0005), written in the lead's own transaction. Its id is the
 * idempotency key every attempt sends: `<lead id>:<destination name>`.
 */
export interface DeliveriesTable {
  id: string;
  lead_id: string;
  destination: string;
  /** queued, delivered, rejected, dead or suppressed (server/delivery/statuses.ts). */
  status: string;
  /** Attempts since the delivery was last queued by hand; the retry schedule counts these. */
  attempts: number;
  /** ISO 8601 instant: a queued delivery is not sent before it. */
  next_attempt_at: string;
  /** While a worker sends it: until when its claim holds, and which worker holds it. */
  claimed_until: string | null;
  claimed_by: string | null;
  created_at: string;
  updated_at: string;
  /** The last outcome in a word or two (ACCEPTED, HTTP 500, timed out, Do-Not-Sell request). */
  outcome: string;
  /**
   * Set on a revocation notice (migration 0017): the consent revocation this row tells the destination of, in
   * place of sending a lead. Null on a lead's delivery.
   */
  revocation_id?: string | null;
}

/** Every attempt to send a delivery, kept for operators. */
export interface DeliveryAttemptsTable {
  id: string;
  delivery_id: string;
  attempted_at: string;
  duration_ms: number;
  /** The HTTP status answered, or null when nothing was (network error, timeout). */
  http_status: number | null;
  /** delivered, retry, rejected. */
  verdict: string;
  outcome: string;
  /** The first 2 KB of the answer. */
  answer: string;
}

/** The pre-post verification of a lead (the spec's call table), asked once before its first send. */
export interface LeadVerificationsTable {
  lead_id: string;
  checked_at: string;
  /** HTTP 200, timed out, unreachable: the verification's failure never stops a delivery. */
  outcome: string;
  /** The first 2 KB of the answer. */
  answer: string;
}

export interface CertificateRetentionsTable {
  lead_id: string;
  checked_at: string;
  /** retained, failed or skipped. */
  outcome: string;
  /** Why it failed or was skipped (HTTP 404, timed out, no certificate); empty when retained. */
  reason: string;
  /** When TrustedForm keeps the retained certificate until, as it answered. */
  expires_at: string | null;
}

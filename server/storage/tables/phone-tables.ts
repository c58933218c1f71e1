/**
 * The visitor's phone check: the codes, the sends, the approvals and the embedded outbox. Each interface is a table as
 * the database holds it (server/storage/database.ts names them).
 */

/** The embedded sender's live code per phone (hashed both), until it expires or is used. */
export interface PhoneCodesTable {
  phone_key: string;
  code_hash: string;
  expires_at: string;
  wrong_tries: number;
}

/** Every code sent, by phone and by client IP (both hashed): the limits against SMS pumping count these. */
export interface SmsSendsTable {
  id: string;
  phone_key: string;
  ip_key: string;
  sent_at: string;
}

/** A phone the server approved for a lead: the only source of `sms_verified` yes. */
export interface PhoneApprovalsTable {
  lead_id: string;
  phone_key: string;
  approved_at: string;
}

/** What the embedded sender "sent" (no SMS leaves): operators read it at /api/sms-outbox. */
export interface SmsOutboxTable {
  id: string;
  sent_at: string;
  phone: string;
  body: string;
  /** The phone's canonical E.164 form (migration 0010), what erasure matches. */
  phone_identity: string;
}

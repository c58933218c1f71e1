/**
 * Shapes of the same-origin calls as they travel over the wire. Types only: the browser imports this file with
 * `import type`, so it must never gain a runtime import.
 */

/** The answer to `POST /post-lead`: the server's own verdict, never the one the browser sent. */
export interface PostLeadResponse {
  id: string;
  lead_is_qualified: 'yes' | 'no';
  dq_reason: string;
}

/** The answer to `GET /us/:zip`; every field is '' when the zip is unknown. */
export interface ZipPlace {
  zip: string;
  city: string;
  /** Two-letter code, e.g. TX. */
  state: string;
  /** Full name, e.g. Texas. */
  state_long: string;
  county: string;
}

export interface ApiIssue {
  /** The field at fault ('' for the body as a whole). */
  path: string;
  message: string;
}

/** Every 4xx answer of the API has this shape. */
export interface ApiError {
  error: string;
  issues: ApiIssue[];
}

export type LeadSource = 'post-lead' | 'ingest' | 'ticket';

/** The answer to `POST /ingest`. */
export interface IngestResponse {
  id: string;
}

/** The answer to `POST /api/privacy-requests`. */
export interface PrivacyRequestResponse {
  id: string;
}

/** A "do not sell my information" request as `GET /api/privacy-requests` returns it. */
export interface StoredPrivacyRequest {
  id: string;
  /** ISO 8601 instant, UTC. */
  received_at: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  state: string;
  details: string;
  /** When an operator marked it done; null while it is open. */
  done_at: string | null;
}

/** A lead as `/api/leads` returns it. */
export interface StoredLead {
  id: string;
  source: LeadSource;
  /** ISO 8601 instant, UTC. */
  received_at: string;
  /** The field map as stored: the visitor's answers with the server's derived flags, place and request fields. */
  lead: Record<string, string>;
  /** What the browser sent for fields the server decides itself, kept for audit and never trusted. */
  claimed: Record<string, string>;
  /** What was wrong with the lead as it arrived; it was stored anyway. */
  validation_issues: { field: string; message: string }[];
  /** True when it has validation issues an operator should look at. */
  review: boolean;
}

/** The answer to `GET /api/leads`, newest first. */
export interface LeadList {
  leads: StoredLead[];
  /** Pass as `before` to read the next page; null on the last page. */
  next_cursor: string | null;
}

/**
 * The answer to `GET /api/call-number?page=…` when a tracked number applies (204, no body, when none does). The
 * field names are the spec's shared-store fields.
 */
export interface CallNumberAnswer {
  /** E.164 dial string, e.g. +18005550123. */
  retreaverNumber: string;
  /** Display form, e.g. (800) 555-0123. */
  retreaverNumberFormatted: string;
}

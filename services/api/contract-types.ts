/**
 * Shapes of the answers that have no schema of their own: the error answer and the operators' lists. Every other
 * call's types come from its contract's schemas (`services/api/<endpoint>/<endpoint>-contract.ts`). Types only: the console imports this file with
 * `import type`, so it must never gain a runtime import.
 */

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
  /** True once honoured: the person's data is erased and the request keeps no e-mail, phone or details. */
  honoured: boolean;
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
  /** 'session' when the funnel's session report stored the lead before its own post arrived; '' otherwise. */
  recovered_from: '' | 'session';
  /** The first lead of the same person (same e-mail or phone) within the duplicate window; null for a first. */
  duplicate_of: string | null;
}

/** The answer to `GET /api/leads`, newest first. */
export interface LeadList {
  leads: StoredLead[];
  /** Pass as `before` to read the next page; null on the last page. */
  next_cursor: string | null;
}

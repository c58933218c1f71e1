import { hash } from 'node:crypto';
import { identityOf } from '../../guards/identity';
import type { LeadIssue } from '../../guards/lead-normalization';
import type { ConsentTap } from '../../guards/consent-tap';
import type { LeadSource } from '../../services/api/contract-types';
import type { StoredLead } from '../../services/api/leads/leads-contract';
import type { LeadsTable } from './database';
import { SERVER_BUILD_VERSION } from '../build-version';
import { canonicalJson, digestOfCanonicalJson, makeReceipt } from '../consent-receipt/receipt';

/**
 * A lead as its row in the leads table: the row a new lead is written as, and a stored row as the operators read
 * it back. The store (lead-store.ts) decides when a lead is written; this file only says how.
 */

export interface NewLead {
  id: string;
  source: LeadSource;
  receivedAt: Date;
  lead: Record<string, string>;
  claimed: Record<string, string>;
  /** Where each stored field came from; empty for a lead stored before sources were kept. */
  sources?: Record<string, string>;
  /** The visitor's trail as it came; empty when none came. */
  trail?: readonly { step: string; values: Record<string, string> }[];
  /** What was wrong with the lead as it arrived; any marks it for review. */
  validationIssues?: LeadIssue[];
  /** Stored from the funnel's session report, its second channel, because its own post had not arrived. */
  recoveredFrom?: 'session';
  /** What the page reported of the consent tap, for the lead's consent receipt only. */
  consentTap?: ConsentTap;
}

/** lp_s2 is drawn from the lead_id (guards/lp-s2.ts), so it differs between two posts of one payload too. */
const OWN_TO_EACH_POST: ReadonlySet<string> = new Set(['lead_id', 'lp_s2']);

/** The lead as posted, but its own id: the same payload under a new lead_id hashes alike. */
function payloadHash(lead: Readonly<Record<string, string>>): string {
  const fields = Object.keys(lead)
    .filter((field) => !OWN_TO_EACH_POST.has(field))
    .sort();
  return hash('sha256', JSON.stringify(fields.map((field) => [field, lead[field]])), 'hex');
}

export function toRow(lead: NewLead): LeadsTable {
  const issues = lead.validationIssues ?? [];
  const identity = identityOf(lead.lead);
  return {
    id: lead.id,
    source: lead.source,
    received_at: lead.receivedAt.toISOString(),
    lead_is_qualified: lead.lead.lead_is_qualified ?? '',
    dq_reason: lead.lead.dq_reason ?? '',
    lead_json: JSON.stringify(lead.lead),
    claimed_json: JSON.stringify(lead.claimed),
    validation_issues_json: JSON.stringify(issues),
    needs_review: issues.length > 0 ? 1 : 0,
    recovered_from: lead.recoveredFrom ?? '',
    email_identity: identity.email,
    phone_identity: identity.phone,
    duplicate_of: null,
    payload_hash: payloadHash(lead.lead),
    sources_json: JSON.stringify(lead.sources ?? {}),
    trail_json: JSON.stringify(lead.trail ?? []),
    bought_cents: null,
  };
}

/** A new lead's consent receipt as it is written: its canonical JSON and that JSON's digest. */
export interface ReceiptText {
  json: string;
  digest: string;
}

/**
 * The receipt of a lead about to be written, made from the lead as it will be stored, naming the build of the server
 * that stores it (a lead thread is told its process's build).
 */
export function receiptTextOf(lead: NewLead, serverBuild = SERVER_BUILD_VERSION): ReceiptText {
  const json = canonicalJson(
    makeReceipt({
      leadId: lead.id,
      receivedAt: lead.receivedAt,
      lead: lead.lead,
      tap: lead.consentTap,
      serverBuild,
    }),
  );
  return { json, digest: digestOfCanonicalJson(json) };
}

/**
 * A new lead's row and receipt made before it reaches the store, by the same functions the store would run (the
 * lead threads make them off the event loop: server/lead-threads.ts). The receipt is absent when it could not be
 * made there: the store then tries itself, and tells the failure.
 */
export interface MadeRow {
  row: LeadsTable;
  receipt?: ReceiptText;
}

/** The parts of a new lead that its row carries as JSON besides its fields. */
type RowParts = 'claimed' | 'sources' | 'trail' | 'validationIssues';

/** A new lead without the parts its row carries as JSON: what a lead thread sends back beside the row. */
export type LeadShell = Omit<NewLead, RowParts>;

export function shellOf(lead: NewLead): LeadShell {
  const { claimed: _claimed, sources: _sources, trail: _trail, validationIssues: _issues, ...shell } = lead;
  return shell;
}

/**
 * A lead made on a lead thread, whole again beside its row: the claims, sources, trail and issues are read from the
 * row's JSON the first time something asks for them, and kept. The store writes the row and the routes answer from
 * the fields, so nothing on the way to the answer does: V8's copy of those maps between the threads was about a
 * sixteenth of a lead's CPU (docs/benchmark-results.md, 2026-11-30, third). The parts are getters of the object
 * itself, so it spreads, compares and prints as a plain lead.
 */
export function newLeadOfShell(shell: LeadShell, row: LeadsTable): NewLead {
  let claimed: Record<string, string> | undefined;
  let sources: Record<string, string> | undefined;
  let trail: NewLead['trail'];
  let issues: LeadIssue[] | undefined;
  return {
    id: shell.id,
    source: shell.source,
    receivedAt: shell.receivedAt,
    lead: shell.lead,
    recoveredFrom: shell.recoveredFrom,
    consentTap: shell.consentTap,
    get claimed() {
      return (claimed ??= JSON.parse(row.claimed_json) as Record<string, string>);
    },
    set claimed(value) {
      claimed = value;
    },
    get sources() {
      return (sources ??= JSON.parse(row.sources_json) as Record<string, string>);
    },
    set sources(value) {
      sources = value;
    },
    get trail() {
      return (trail ??= JSON.parse(row.trail_json) as NonNullable<NewLead['trail']>);
    },
    set trail(value) {
      trail = value;
    },
    get validationIssues() {
      return (issues ??= JSON.parse(row.validation_issues_json) as LeadIssue[]);
    },
    set validationIssues(value) {
      issues = value;
    },
  };
}

/**
 * What a new lead was stored as, from what was written: reading its JSON back would only cost time. Its maps are
 * the new lead's own, not copies: nothing changes a lead's maps once it is written, and copying seventy fields
 * twice was about 1% of a lead's CPU. The parts beyond its fields are taken from the lead when first asked for: a
 * lead made on a lead thread reads them from its row's JSON then (newLeadOfShell).
 */
export function storedAs(lead: NewLead, row: LeadsTable): StoredLead {
  let issues: LeadIssue[] | undefined;
  let trail: StoredLead['trail'] | undefined;
  let claimed: StoredLead['claimed'] | undefined;
  let sources: StoredLead['sources'] | undefined;
  return {
    id: row.id,
    source: lead.source,
    received_at: row.received_at,
    review: row.needs_review === 1,
    recovered_from: lead.recoveredFrom ?? '',
    lead: lead.lead,
    duplicate_of: row.duplicate_of,
    bought_cents: row.bought_cents,
    get validation_issues() {
      return (issues ??= [...(lead.validationIssues ?? [])]);
    },
    set validation_issues(value) {
      issues = value;
    },
    get claimed() {
      return (claimed ??= lead.claimed);
    },
    set claimed(value) {
      claimed = value;
    },
    get sources() {
      return (sources ??= lead.sources ?? {});
    },
    set sources(value) {
      sources = value;
    },
    get trail() {
      return (trail ??= [...(lead.trail ?? [])]);
    },
    set trail(value) {
      trail = value;
    },
  };
}

/** A stored row as the operators read it: its JSON columns parsed. */
export function storedLeadOf(row: LeadsTable): StoredLead {
  return {
    id: row.id,
    source: row.source as LeadSource,
    received_at: row.received_at,
    review: Number(row.needs_review) === 1,
    validation_issues: JSON.parse(row.validation_issues_json) as LeadIssue[],
    recovered_from: row.recovered_from === 'session' ? 'session' : '',
    lead: JSON.parse(row.lead_json) as Record<string, string>,
    claimed: JSON.parse(row.claimed_json) as Record<string, string>,
    sources: JSON.parse(row.sources_json ?? '{}') as Record<string, string>,
    trail: JSON.parse(row.trail_json ?? '[]') as StoredLead['trail'],
    duplicate_of: row.duplicate_of,
    bought_cents: row.bought_cents == null ? null : Number(row.bought_cents),
  };
}

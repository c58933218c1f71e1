import { consentTapOf } from '../guards/consent-tap';
import type { LeadIssue } from '../guards/lead-normalization';
import { phoneKey } from './storage/phone-verification-store';
import { statuteYearsUnder } from '../guards/state-rules';
import type { StateLawSet } from '../guards/statute-of-limitations';
import { ticketLead } from '../guards/ticket-rules';
import { isTrailReason } from '../guards/trail';
import { leadExperimentFields } from './experiments';
import { authorizeLead, type AuthorizedLead, type FieldSource } from './lead-authority';
import { carriesGpc, GPC_FIELD, markedForGpc } from './privacy-signal';
import type { LeadChecks } from './providers';
import { checksWithin } from './providers/deadline';
import type { NewLead } from './storage/lead-rows';

/**
 * A funnel's lead (`/post-lead`, `/ticket-lead`, and the session report's lead, which is either) made into the lead
 * the store writes: the authority's replay and verdict (lead-authority.ts), the privacy signal, the experiment. It
 * is one function of plain data, so the event loop and the lead threads (lead-threads.ts) run the very same thing;
 * everything it needs from outside (the clock, the site, the phone approvals) is read before it, into its input.
 */

/** What the request that brought the lead says of it beside its body. */
export interface LeadArrival {
  ip: string;
  userAgent: string | undefined;
  cookie: string | undefined;
  /** Set when the session report stored the lead because its own post had not arrived. */
  recoveredFrom?: 'session';
  /** The request carried Global Privacy Control (`Sec-GPC: 1`): the lead is marked as opted out of sale. */
  gpc?: boolean;
}

export interface FunnelLeadInput {
  /** `post-lead`, judged by the accident rules, or `ticket`, judged by the ticket rules. */
  source: 'post-lead' | 'ticket';
  /** The body's fields, normalised (guards/lead-normalization.ts). */
  fields: Record<string, string>;
  /** The visitor's trail as the body carried it. */
  trail: unknown;
  issues: LeadIssue[];
  arrival: LeadArrival;
  /** When the server received the lead (ISO 8601), and its UTC date, which the lead rules count days from. */
  receivedAt: string;
  today: string;
  /** The site's date-of-birth states, which decide a step of the funnels the replay runs. */
  dateOfBirthStates: readonly string[];
  /** The phones the server approved for this lead's id, by `phoneKey` (phone verification). */
  approvedPhoneKeys: readonly string[];
  /** Which statute table decides the accident's limit (STATE_RULES). */
  stateLaw: StateLawSet;
  /** How long the lead's outside checks may take together before their embedded defaults answer. */
  deadlineMs: number;
}

/**
 * What a lead posted to a route needs beside its body's text (posted-lead.ts): the input without what the body
 * gives, and the phone approvals read for the lead id its text names (`approvalsFor`), which only count if that id is
 * the lead's own.
 */
export type PostedLeadContext = Omit<FunnelLeadInput, 'fields' | 'trail' | 'issues'> & {
  approvalsFor: string;
};

/** The opt-out as the request's header and the body's own word say it (server/privacy-signal.ts). */
export function gpcSignal(fields: Readonly<Record<string, string | undefined>>, arrival: LeadArrival) {
  return { header: arrival.gpc === true, body: fields[GPC_FIELD] };
}

/** What the request brought of the lead beside its body. */
export function arrivalOf(request: {
  ip: string;
  headers: { 'user-agent'?: string; cookie?: string; 'sec-gpc'?: string | string[] };
}): LeadArrival {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    cookie: request.headers.cookie,
    gpc: carriesGpc(request.headers),
  };
}

/**
 * The authority's phone check from the approvals read for a lead's id: the authority asks for the phone its replay
 * found, and only that lead's approvals count.
 */
export function approvedPhoneOf(leadId: string, approvedPhoneKeys: readonly string[]) {
  const approved = new Set(approvedPhoneKeys);
  return async (id: string, phone: string) => id === leadId && approved.has(phoneKey(phone));
}

export function serverSources(fields: Readonly<Record<string, string>>): Record<string, FieldSource> {
  return Object.fromEntries(Object.keys(fields).map((field) => [field, 'server' as const]));
}

/**
 * A ticket lead judged by the ticket rules; one whose trail did not replay keeps its `trail|…` verdict, which no
 * rule of the flow can lift.
 */
function judgedAsTicket(authorized: AuthorizedLead, today: string) {
  const judged = ticketLead(authorized.lead, today);
  const sources = { ...authorized.sources };
  for (const field of Object.keys(judged)) {
    if (judged[field] !== authorized.lead[field]) sources[field] = 'derived';
  }
  if (isTrailReason(authorized.lead.dq_reason)) {
    judged.lead_is_qualified = 'no';
    judged.dq_reason = authorized.lead.dq_reason ?? '';
  }
  for (const field of Object.keys(sources)) if (!Object.hasOwn(judged, field)) delete sources[field];
  return { lead: judged, sources };
}

export async function funnelLeadOf(input: FunnelLeadInput, checks: LeadChecks): Promise<NewLead> {
  const { fields, arrival, today } = input;
  // The page's report of the consent tap goes to the receipt alone: it is no answer and no lead field (the
  // authority leaves it out of its copy of the browser's map).
  const tap = consentTapOf(fields);
  const leadId = fields.lead_id ?? '';
  const authorized = await authorizeLead(fields, input.trail, {
    ip: arrival.ip,
    userAgent: arrival.userAgent,
    today,
    ...checksWithin(checks, input.deadlineMs),
    phoneApproved: approvedPhoneOf(leadId, input.approvedPhoneKeys),
    dateOfBirthStates: async () => input.dateOfBirthStates,
    statuteYears: statuteYearsUnder(input.stateLaw),
  });
  const common = {
    id: leadId,
    receivedAt: new Date(input.receivedAt),
    trail: authorized.trail,
    validationIssues: input.issues,
    recoveredFrom: arrival.recoveredFrom,
    consentTap: tap,
  };
  if (input.source === 'ticket') {
    const { lead, sources, claimed } = markedForGpc(
      { ...judgedAsTicket(authorized, today), claimed: authorized.claimed },
      gpcSignal(fields, arrival),
    );
    return { ...common, source: 'ticket', lead, claimed, sources };
  }
  const { lead, claimed, sources } = markedForGpc(authorized, gpcSignal(fields, arrival));
  // The experiment and arm that sent the visitor here, by the arm cookie (server/experiments.ts).
  const experiment = leadExperimentFields(lead, arrival.cookie);
  return {
    ...common,
    source: 'post-lead',
    lead: { ...lead, ...experiment },
    claimed,
    sources: { ...sources, ...serverSources(experiment) },
  };
}

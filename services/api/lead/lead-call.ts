import type { Call, LeadFields } from '../call';
import type { IngestResponse, PostLeadResponse } from './lead-contract';
import type { LeadPath } from './lead-paths';

/** A lead call's path is one of LEAD_PATHS, the list the service worker's outbox replays. */
type LeadCall<Answer> = Call<LeadFields, Answer> & { readonly path: LeadPath };

/** The funnel's lead; its `lead_id` is the idempotency key. */
export const postLeadCall: LeadCall<PostLeadResponse> = { method: 'POST', path: '/post-lead' };
/** The ticket flow's lead, read as `/post-lead` reads a lead and judged by the ticket rules. */
export const ticketLeadCall: LeadCall<PostLeadResponse> = { method: 'POST', path: '/ticket-lead' };
/** Contact-form, GPO and MMM leads. */
export const ingestCall: LeadCall<IngestResponse> = { method: 'POST', path: '/ingest' };

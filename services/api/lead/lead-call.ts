import type { Call, LeadFields } from '../call';
import type { IngestResponse, PostLeadResponse } from './lead-contract';

/** The funnel's lead; its `lead_id` is the idempotency key. */
export const postLeadCall: Call<LeadFields, PostLeadResponse> = { method: 'POST', path: '/post-lead' };
/** The ticket flow's lead, read as `/post-lead` reads a lead and judged by the ticket rules. */
export const ticketLeadCall: Call<LeadFields, PostLeadResponse> = { method: 'POST', path: '/ticket-lead' };
/** Contact-form, GPO and MMM leads. */
export const ingestCall: Call<LeadFields, IngestResponse> = { method: 'POST', path: '/ingest' };

/**
 * The ticket-flow ingest: a traffic-ticket lead is the funnel's field map without accident_within_last_year and
 * state_long (spec section 7), checked by the same contract as `POST /post-lead` (services/lead-contract.ts).
 * Only the path lives here: the browser imports it, and the contract's zod must stay out of the survey's chunk.
 */
export const TICKET_LEAD_PATH = '/ticket-lead';

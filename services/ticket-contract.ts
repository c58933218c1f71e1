import { postLeadBodySchema } from './lead-contract';

/**
 * The ticket-flow ingest: a traffic-ticket lead is the funnel's field map without accident_within_last_year and
 * state_long (spec section 7), so it is checked by the same contract as `POST /post-lead`.
 */
export const TICKET_LEAD_PATH = '/ticket-lead';
export const ticketLeadBodySchema = postLeadBodySchema;

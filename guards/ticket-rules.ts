import { isYes, type Answers } from './answers';
import { daysBetween, isIsoDate } from './dates';
import { DQ_HAVE_ATTORNEY } from './qualification';
import { statuteYears } from './statute-of-limitations';

/**
 * Qualification of a traffic-ticket lead. The spec gives no ticket rules; these are the ones a ticket buyer
 * expects: a driver who already has an attorney is not a lead, and a ticket older than its state's window to
 * answer it is out of scope. Every state gets the same window until a buyer gives per-state ones.
 */
export const TICKET_WINDOW_DAYS = 90;
export const DQ_TICKET_WINDOW = 'date|ticket_window_exceeded';

/** Fields the ticket-flow ingest never receives nor stores (spec section 7). */
export const TICKET_OMITTED_FIELDS = ['accident_within_last_year', 'state_long'] as const;

/** Days a ticket from this state may be answered; undefined for a code that names no state. */
export function ticketWindowDays(stateCode: string): number | undefined {
  return statuteYears(stateCode) === undefined ? undefined : TICKET_WINDOW_DAYS;
}

/**
 * Whether the ticket is within its state's window: dated, not after today, and no more than the window's days
 * old. A ticket with no date, or from no known state, cannot be placed in a window and is out of scope.
 */
export function isTicketInWindow(ticketDate: string, stateCode: string, today: string): boolean {
  const window = ticketWindowDays(stateCode);
  if (window === undefined || !isIsoDate(ticketDate)) return false;
  const age = daysBetween(ticketDate, today);
  return age >= 0 && age <= window;
}

export interface TicketVerdict {
  lead_is_qualified: 'yes' | 'no';
  dq_reason: string;
}

/** The verdict on a ticket lead: an attorney first, then the window. */
export function ticketVerdict(lead: Answers, today: string): TicketVerdict {
  if (isYes(lead.with_Lawyer)) return { lead_is_qualified: 'no', dq_reason: DQ_HAVE_ATTORNEY };
  if (!isTicketInWindow(lead.ticket_date ?? '', lead.ticket_state ?? '', today)) {
    return { lead_is_qualified: 'no', dq_reason: DQ_TICKET_WINDOW };
  }
  return { lead_is_qualified: 'yes', dq_reason: '' };
}

/** A ticket lead as the ticket-flow ingest takes it: the ticket verdict, without the omitted fields. */
export function ticketLead(lead: Readonly<Record<string, string>>, today: string): Record<string, string> {
  const judged: Record<string, string> = { ...lead, ...ticketVerdict(lead, today) };
  for (const field of TICKET_OMITTED_FIELDS) delete judged[field];
  return judged;
}

import { describe, expect, it } from 'vitest';
import {
  DQ_TICKET_WINDOW,
  TICKET_WINDOW_DAYS,
  isTicketInWindow,
  ticketLead,
  ticketVerdict,
  ticketWindowDays,
} from '../../../guards/ticket-rules';

const TODAY = '2026-11-10';

describe('a ticket is in scope within its state’s window', () => {
  it.each([
    ['today', '2026-11-10', 'TX', true],
    ['89 days old', '2026-08-13', 'TX', true],
    [`${TICKET_WINDOW_DAYS} days old, the last day`, '2026-08-12', 'CA', true],
    ['one day past the window', '2026-08-11', 'CA', false],
    ['a year old', '2025-11-10', 'NY', false],
    ['dated after today', '2026-11-11', 'TX', false],
    ['with no date', '', 'TX', false],
    ['with a date that does not exist', '2026-02-30', 'TX', false],
    ['from no known state', '2026-11-01', 'XX', false],
    ['from no state at all', '2026-11-01', '', false],
  ])('%s (%s, %s): %s', (_case, date, state, expected) => {
    expect(isTicketInWindow(date, state, TODAY)).toBe(expected);
  });

  it('gives every state and DC a window, and none to an unknown code', () => {
    expect(ticketWindowDays('tx')).toBe(TICKET_WINDOW_DAYS);
    expect(ticketWindowDays('DC')).toBe(TICKET_WINDOW_DAYS);
    expect(ticketWindowDays('PR')).toBeUndefined();
  });
});

describe('ticket verdict: an attorney first, then the window', () => {
  const inScope = { with_Lawyer: 'No', ticket_date: '2026-10-01', ticket_state: 'TX' };

  it.each([
    ['no attorney, in the window', inScope, 'yes', ''],
    ['an attorney', { ...inScope, with_Lawyer: 'Yes' }, 'no', 'have_attorney|yes'],
    ['an attorney, any case', { ...inScope, with_Lawyer: 'yes' }, 'no', 'have_attorney|yes'],
    [
      'an attorney and an old ticket',
      { ...inScope, with_Lawyer: 'Yes', ticket_date: '2024-01-01' },
      'no',
      'have_attorney|yes',
    ],
    ['an old ticket', { ...inScope, ticket_date: '2026-01-02' }, 'no', DQ_TICKET_WINDOW],
    ['no lawyer answer, in the window', { ticket_date: '2026-10-01', ticket_state: 'TX' }, 'yes', ''],
  ])('%s', (_case, lead, qualified, reason) => {
    expect(ticketVerdict(lead, TODAY)).toEqual({ lead_is_qualified: qualified, dq_reason: reason });
  });
});

describe('the ticket-flow payload', () => {
  it('drops accident_within_last_year and state_long, and carries the ticket verdict', () => {
    const lead = ticketLead(
      {
        with_Lawyer: 'No',
        ticket_date: '2026-10-01',
        ticket_state: 'TX',
        state: 'TX',
        state_long: 'Texas',
        accident_within_last_year: 'no',
        lead_is_qualified: 'no',
        dq_reason: 'date|accident_limit_exceeded',
      },
      TODAY,
    );
    expect(lead).toEqual({
      with_Lawyer: 'No',
      ticket_date: '2026-10-01',
      ticket_state: 'TX',
      state: 'TX',
      lead_is_qualified: 'yes',
      dq_reason: '',
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  isInsideReturnWindow,
  returnRuling,
  returnWindowClosesAt,
  type ReturnFacts,
} from '../../../server/selling/return-rules';
import { RETURN_REASONS } from '../../../services/api/returns/returns-contract';

const facts = (overrides: Partial<ReturnFacts>): ReturnFacts => ({
  reason: 'other',
  phoneVerifiedBySms: false,
  buyerHasThePersonAlready: false,
  ...overrides,
});

/** Each case: what the server knows of the returned lead, and the rule that approves it ('pending': none). */
const CASES: [ReturnFacts, string][] = [
  // A number no code was ever checked on cannot be shown to work: the buyer's word stands.
  [facts({ reason: 'disconnected_number' }), 'unverified-disconnected-number'],
  // A code sent to it was checked: it worked then, and an operator weighs the buyer's word.
  [facts({ reason: 'disconnected_number', phoneVerifiedBySms: true }), 'pending'],
  [facts({ reason: 'duplicate', buyerHasThePersonAlready: true }), 'person-sold-twice'],
  [facts({ reason: 'duplicate' }), 'pending'],
  // A rule answers only the reason it is about.
  [facts({ reason: 'wrong_person', buyerHasThePersonAlready: true }), 'pending'],
  [facts({ reason: 'not_injured' }), 'pending'],
  [facts({ reason: 'already_represented' }), 'pending'],
  [facts({ reason: 'fraud' }), 'pending'],
  [facts({ reason: 'outside_area' }), 'pending'],
  [facts({ reason: 'other', phoneVerifiedBySms: true, buyerHasThePersonAlready: true }), 'pending'],
];

describe('which returns a rule approves', () => {
  it.each(CASES)('%o → %s', (given, expected) => {
    const ruling = returnRuling(given);
    expect(ruling.decision === 'approved' ? ruling.rule : 'pending').toBe(expected);
  });

  it('has a case for every reason a buyer may give, so a new reason is decided here before it ships', () => {
    expect(new Set(CASES.map(([given]) => given.reason))).toEqual(new Set(RETURN_REASONS));
  });
});

describe('the return window', () => {
  const soldAt = '2026-11-01T15:30:00.000Z';

  it.each([
    ['2026-11-01T15:30:00.000Z', 7, true],
    ['2026-11-08T15:29:59.999Z', 7, true],
    ['2026-11-08T15:30:00.000Z', 7, false],
    ['2026-11-14T00:00:00.000Z', 14, true],
    ['2026-11-20T00:00:00.000Z', 14, false],
    ['2026-11-01T15:30:00.000Z', 0, false],
  ])('a return at %s with %i days: inside %s', (at, days, inside) => {
    expect(isInsideReturnWindow(soldAt, days, new Date(at))).toBe(inside);
  });

  it('closes whole days of 24 hours after the sale, whatever the buyer’s clocks do', () => {
    expect(returnWindowClosesAt(soldAt, 7)).toBe('2026-11-08T15:30:00.000Z');
  });
});

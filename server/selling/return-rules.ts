import type { ReturnReason } from '../../services/api/returns/returns-contract';

/**
 * When a buyer may return a lead, and which returns the server approves without an operator (docs/selling.md#returns).
 * Pure: the caller reads the facts from the database and hands in the time.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant a sale's return window closes: `days` whole days after the sale. */
export function returnWindowClosesAt(soldAt: string, days: number): string {
  return new Date(Date.parse(soldAt) + days * DAY_MS).toISOString();
}

/** Whether a return made `now` is inside the window; the closing instant itself is outside. */
export function isInsideReturnWindow(soldAt: string, days: number, now: Date): boolean {
  return now.getTime() < Date.parse(returnWindowClosesAt(soldAt, days));
}

/** What the server knows of a returned lead that a rule may decide on. */
export interface ReturnFacts {
  reason: ReturnReason;
  /** The server itself checked a code sent to the lead's phone (`sms_verified` yes, from the server). */
  phoneVerifiedBySms: boolean;
  /** The buyer bought an earlier lead of the same person (the lead is a duplicate of one sold to it). */
  buyerHasThePersonAlready: boolean;
}

interface ReturnRule {
  name: string;
  /** Why the rule approves, in words an operator and the buyer read. */
  why: string;
  applies(facts: ReturnFacts): boolean;
}

/**
 * Each rule approves a return the buyer is plainly right about, so that no operator spends time on it. A return a
 * rule does not approve waits for an operator: no rule rejects, as a rejection is a judgement on the buyer's word.
 */
export const RETURN_RULES: readonly ReturnRule[] = [
  {
    name: 'unverified-disconnected-number',
    why: 'the number was never shown to work: no code sent to it was checked, so the phone check could only guess',
    applies: (facts) => facts.reason === 'disconnected_number' && !facts.phoneVerifiedBySms,
  },
  {
    name: 'person-sold-twice',
    why: 'the buyer had bought an earlier lead of the same person',
    applies: (facts) => facts.reason === 'duplicate' && facts.buyerHasThePersonAlready,
  },
];

export type ReturnRuling = { decision: 'approved'; rule: string; why: string } | { decision: 'pending' };

export function returnRuling(facts: ReturnFacts): ReturnRuling {
  const rule = RETURN_RULES.find((candidate) => candidate.applies(facts));
  return rule ? { decision: 'approved', rule: rule.name, why: rule.why } : { decision: 'pending' };
}

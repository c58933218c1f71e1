import type { Buyer } from '../../guards/one-to-one';

/**
 * The fixed buyers of the one-to-one paths that do not fetch them (spec section 9: d1 has ids 1-3, d2 has 1-15 in
 * five groups of three, x1 has 1-3). A buyer is one law firm, named in the consent text, with its ids.
 */
export const FIXED_BUYERS = {
  d1: [{ name: 'Harbor Injury Law Group', ids: ['1', '2', '3'] }],
  d2: [
    { name: 'Harbor Injury Law Group', ids: ['1', '2', '3'] },
    { name: 'Summit Accident Attorneys', ids: ['4', '5', '6'] },
    { name: 'Crossroads Trial Lawyers', ids: ['7', '8', '9'] },
    { name: 'Lakeside Personal Injury Firm', ids: ['10', '11', '12'] },
    { name: 'Redwood Car Accident Lawyers', ids: ['13', '14', '15'] },
  ],
  x1: [{ name: 'Summit Accident Attorneys', ids: ['1', '2', '3'] }],
} as const satisfies Record<string, readonly Buyer[]>;

export type FixedBuyersName = keyof typeof FIXED_BUYERS;

/**
 * A stored lead's verdict as operators count it and destinations choose by it: `qualified` (`lead_is_qualified`
 * yes), `disqualified` (no), or `none` when the server gave it no verdict at all (a contact-form lead answers none
 * of the questions one is made of). The console says "no verdict" for the same leads.
 */
export type LeadVerdict = 'qualified' | 'disqualified' | 'none';

export function verdictOf(leadIsQualified: string | undefined): LeadVerdict {
  if (leadIsQualified === 'yes') return 'qualified';
  if (leadIsQualified === 'no') return 'disqualified';
  return 'none';
}

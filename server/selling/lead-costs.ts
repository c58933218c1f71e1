import { z } from 'zod';

/**
 * What a lead cost to buy: the payout its affiliate (`affid`) is owed for it, from the selling file's `lead_costs`
 * (docs/selling.md, "Money"). Recorded on each new lead when it is stored, so a later change of a payout never
 * rewrites what earlier leads cost; the console sets it beside what the lead sold for, as its margin.
 */

const cents = z.number().int('Must be a whole number of cents').nonnegative();

export const LEAD_COST_BASES = ['every-lead', 'qualified'] as const;

export const leadCostsSchema = z.strictObject({
  /** Cents per lead, by affiliate id. */
  affiliates: z
    .record(z.string(), cents)
    .superRefine((table, context) => {
      for (const affid of Object.keys(table)) {
        if (!/^\d+$/.test(affid))
          context.addIssue({ code: 'custom', path: [affid], message: 'An affiliate id is digits' });
      }
    })
    .default({}),
  /** Cents per lead for an affiliate not listed, or a lead that names none. */
  other_affiliates: cents.default(0),
  /** Whether an affiliate is paid for every lead, or for qualified leads only. */
  paid_for: z.enum(LEAD_COST_BASES).default('every-lead'),
});

export interface LeadCosts {
  byAffiliate: Readonly<Record<string, number>>;
  otherAffiliates: number;
  paidFor: (typeof LEAD_COST_BASES)[number];
}

export function leadCostsOf(parsed: z.output<typeof leadCostsSchema>): LeadCosts {
  return {
    byAffiliate: parsed.affiliates,
    otherAffiliates: parsed.other_affiliates,
    paidFor: parsed.paid_for,
  };
}

type Fields = Readonly<Record<string, string | undefined>>;

/**
 * The affiliate a lead is paid to: the one that sent the visitor. A lead the server routed to a state partner's
 * offer carries the partner's affid and keeps the sender's as `original_affid`, which counts only where the
 * server's own routing wrote it (its source `derived`): a posted or forged one never moves a payout.
 */
export function paidAffiliate(lead: Fields, sources: Fields = {}): string {
  if (sources.original_affid === 'derived' && lead.original_affid) return lead.original_affid;
  return lead.affid ?? '';
}

/**
 * What the lead cost, in cents. A duplicate (the same person again within the duplicate window) cost nothing: an
 * affiliate is paid once for a person. Under `paid_for: "qualified"`, neither did a lead the server disqualified.
 */
export function leadCostCents(costs: LeadCosts, lead: Fields, sources: Fields, duplicate: boolean): number {
  if (duplicate) return 0;
  if (costs.paidFor === 'qualified' && lead.lead_is_qualified !== 'yes') return 0;
  const affid = paidAffiliate(lead, sources);
  return Object.hasOwn(costs.byAffiliate, affid) ? costs.byAffiliate[affid]! : costs.otherAffiliates;
}

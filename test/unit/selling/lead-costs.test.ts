import { describe, expect, it } from 'vitest';
import {
  leadCostCents,
  leadCostsOf,
  leadCostsSchema,
  paidAffiliate,
} from '../../../server/selling/lead-costs';

const costs = (file: unknown) => leadCostsOf(leadCostsSchema.parse(file));

describe('what a lead cost to buy', () => {
  const everyLead = costs({ affiliates: { '107': 1_500, '252': 900 }, other_affiliates: 200 });
  const qualifiedOnly = costs({ affiliates: { '107': 1_500 }, paid_for: 'qualified' });

  it.each([
    ['a listed affiliate', everyLead, { affid: '107', lead_is_qualified: 'yes' }, false, 1_500],
    [
      'another listed affiliate, disqualified',
      everyLead,
      { affid: '252', lead_is_qualified: 'no' },
      false,
      900,
    ],
    ['an affiliate not listed', everyLead, { affid: '9', lead_is_qualified: 'yes' }, false, 200],
    ['a lead naming no affiliate', everyLead, { lead_is_qualified: 'yes' }, false, 200],
    ['an affid that is not digits', everyLead, { affid: '107 ', lead_is_qualified: 'yes' }, false, 200],
    ['a duplicate of the same person', everyLead, { affid: '107', lead_is_qualified: 'yes' }, true, 0],
    [
      'qualified only: a qualified lead',
      qualifiedOnly,
      { affid: '107', lead_is_qualified: 'yes' },
      false,
      1_500,
    ],
    [
      'qualified only: a disqualified lead',
      qualifiedOnly,
      { affid: '107', lead_is_qualified: 'no' },
      false,
      0,
    ],
    [
      'qualified only: an affiliate not listed',
      qualifiedOnly,
      { affid: '3', lead_is_qualified: 'yes' },
      false,
      0,
    ],
  ])('%s', (_, table, lead, duplicate, cents) => {
    expect(leadCostCents(table, lead, {}, duplicate)).toBe(cents);
  });

  it('takes an empty section as every lead free, paid for every lead', () => {
    expect(costs({})).toEqual({ byAffiliate: {}, otherAffiliates: 0, paidFor: 'every-lead' });
  });

  it.each([
    [{ affiliates: { abc: 100 } }, 'digits'],
    [{ affiliates: { '1': 1.5 } }, 'whole number of cents'],
    [{ other_affiliates: -1 }, ''],
    [{ paid_for: 'sold' }, ''],
    [{ per_lead: 100 }, ''],
  ])('refuses %j', (file, message) => {
    const parsed = leadCostsSchema.safeParse(file);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toContain(message);
  });
});

describe('the affiliate paid for a lead', () => {
  const table = leadCostsOf(leadCostsSchema.parse({ affiliates: { '1234': 1_500, '1000350': 1 } }));
  const routed = { affid: '1000350', original_affid: '1234', lead_is_qualified: 'yes' };

  it("is the sender's, kept as original_affid when the server routed the lead to a state partner's offer", () => {
    const sources = { affid: 'derived', original_affid: 'derived' };
    expect(paidAffiliate(routed, sources)).toBe('1234');
    expect(leadCostCents(table, routed, sources, false)).toBe(1_500);
    expect(paidAffiliate({ affid: '9' })).toBe('9');
    expect(paidAffiliate({})).toBe('');
  });

  it.each([
    ['posted in the body, kept as a claim', { affid: 'tracking', original_affid: 'claimed' }],
    ['from the landing URL', { affid: 'tracking', original_affid: 'tracking' }],
    ['with no source at all', {}],
  ])('is never an original_affid %s', (_, sources) => {
    expect(paidAffiliate(routed, sources)).toBe('1000350');
    expect(leadCostCents(table, routed, sources, false)).toBe(1);
  });
});

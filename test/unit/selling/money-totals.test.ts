import { describe, expect, it } from 'vitest';
import { boughtTotals, moneyTotals } from '../../../server/selling/money-totals';
import type { BoughtLead, SaleMoney } from '../../../server/storage/lead-money';

const sale = (
  leadId: string,
  buyer: string,
  soldCents: number,
  refundCents: number,
  lead?: Record<string, string>,
) =>
  ({ leadId, buyer, soldAt: '2026-11-20T10:00:00.000Z', soldCents, refundCents, lead }) satisfies SaleMoney;

describe('the money of a range of sales', () => {
  const sales = [
    sale('a', 'north', 4_000, 0, { affid: '77', utm_source: 'tv', variant: 'v4nv' }),
    sale('a', 'south', 2_000, 2_000, { affid: '77', utm_source: 'tv', variant: 'v4nv' }),
    sale('b', 'north', 3_000, 0, { affid: '<!channel> https://evil.example', utm_source: 'x'.repeat(300) }),
    sale('c', 'south', 1_000, 0, undefined),
  ];
  const totals = moneyTotals(sales, (lead) => lead.variant, { from: '2026-11-01T00:00:00.000Z' });

  it('counts a lead sold twice once among the leads and twice among the sales, net of refunds', () => {
    expect(totals.total).toEqual({
      key: 'all',
      leads: 3,
      sales: 4,
      sold_cents: 10_000,
      refunded_cents: 2_000,
      net_cents: 8_000,
    });
    expect(totals.from).toBe('2026-11-01T00:00:00.000Z');
    expect(totals.to).toBeNull();
  });

  it('puts the largest earner first', () => {
    expect(totals.by_buyer.map((row) => [row.key, row.net_cents])).toEqual([
      ['north', 7_000],
      ['south', 1_000],
    ]);
  });

  it('shows an affiliate id only in its shape, cuts a UTM source short, and groups what a lead lacks as (none)', () => {
    expect(totals.by_affid.map((row) => row.key)).toEqual(['77', 'invalid', '(none)']);
    expect(totals.by_utm_source.map((row) => row.key)).toEqual(['tv', 'x'.repeat(100), '(none)']);
    // Equal earners (4,000 each) in the order of their keys.
    expect(totals.by_variant.map((row) => [row.key, row.leads, row.net_cents])).toEqual([
      ['(none)', 2, 4_000],
      ['v4nv', 1, 4_000],
    ]);
  });

  it('answers zeros for a range without sales', () => {
    expect(moneyTotals([], () => undefined, {}).total).toEqual({
      key: 'all',
      leads: 0,
      sales: 0,
      sold_cents: 0,
      refunded_cents: 0,
      net_cents: 0,
    });
  });
});

describe('the margin of the leads received in a range', () => {
  const bought = (leadId: string, boughtCents: number, lead: Record<string, string>): BoughtLead => ({
    leadId,
    boughtCents,
    lead,
    sources: {},
  });
  const leads = [
    bought('a', 1_500, { affid: '107', variant: 'v4nv', utm_source: 'tv' }),
    bought('b', 1_500, { affid: '107', variant: 'v7' }),
    bought('c', 900, { affid: '<!channel>', variant: 'v4nv' }),
    bought('d', 0, { affid: '252' }),
  ];
  // a sold and kept $40; b sold $30 and was returned; c and d were never sold.
  const netOf = new Map([
    ['a', 4_000],
    ['b', 0],
  ]);
  const totals = boughtTotals(leads, netOf, (lead) => lead.variant);

  it('sets what the leads cost against what their sales kept, counting unsold leads at their cost', () => {
    expect(totals.total).toEqual({
      key: 'all',
      leads: 4,
      bought_cents: 3_900,
      net_cents: 4_000,
      margin_cents: 100,
    });
  });

  it('groups by affiliate (in its shape), UTM source and variant, the largest margin first', () => {
    expect(totals.by_affid).toEqual([
      { key: '107', leads: 2, bought_cents: 3_000, net_cents: 4_000, margin_cents: 1_000 },
      { key: '252', leads: 1, bought_cents: 0, net_cents: 0, margin_cents: 0 },
      { key: 'invalid', leads: 1, bought_cents: 900, net_cents: 0, margin_cents: -900 },
    ]);
    expect(totals.by_utm_source.map((row) => [row.key, row.margin_cents])).toEqual([
      ['tv', 2_500],
      ['(none)', -2_400],
    ]);
    expect(totals.by_variant.map((row) => [row.key, row.margin_cents])).toEqual([
      ['v4nv', 1_600],
      ['(none)', 0],
      ['v7', -1_500],
    ]);
  });

  it('answers zeros when no lead with a known cost came', () => {
    expect(boughtTotals([], new Map(), () => undefined)).toEqual({
      total: { key: 'all', leads: 0, bought_cents: 0, net_cents: 0, margin_cents: 0 },
      by_affid: [],
      by_utm_source: [],
      by_variant: [],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { moneyTotals } from '../../../server/selling/money-totals';
import type { SaleMoney } from '../../../server/storage/lead-money';

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

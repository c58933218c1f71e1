import type { Money, MoneyRow } from '../../services/api/money/money-contract';
import { trackingForOperators } from '../operator-text';
import type { SaleMoney } from '../storage/lead-money';

/** A UTM source is free text from a URL: a group's key keeps its first characters only. */
const UTM_KEY_CHARS = 100;

const NONE = '(none)';

interface Tally {
  leads: Set<string>;
  sales: number;
  sold: number;
  refunded: number;
}

function grouped(sales: readonly SaleMoney[], keyOf: (sale: SaleMoney) => string): MoneyRow[] {
  const tallies = new Map<string, Tally>();
  for (const sale of sales) {
    const key = keyOf(sale) || NONE;
    const tally = tallies.get(key) ?? { leads: new Set(), sales: 0, sold: 0, refunded: 0 };
    tally.leads.add(sale.leadId);
    tally.sales += 1;
    tally.sold += sale.soldCents;
    tally.refunded += sale.refundCents;
    tallies.set(key, tally);
  }
  return [...tallies]
    .map(([key, tally]) => ({
      key,
      leads: tally.leads.size,
      sales: tally.sales,
      sold_cents: tally.sold,
      refunded_cents: tally.refunded,
      net_cents: tally.sold - tally.refunded,
    }))
    .sort((a, b) => b.net_cents - a.net_cents || a.key.localeCompare(b.key));
}

/**
 * The money of a range's sales, in total and by buyer, affiliate, UTM source and variant, the largest earner first.
 * A lead sold to two buyers counts once among the leads and twice among the sales. An affiliate id is shown only in
 * its shape (digits), else as "invalid", as operators' messages show it; a UTM source, free text from a URL, is cut
 * short and shown as text.
 */
export function moneyTotals(
  sales: readonly SaleMoney[],
  variantOf: (lead: Record<string, string>) => string | undefined,
  range: { from?: string; to?: string },
): Money {
  return {
    from: range.from ?? null,
    to: range.to ?? null,
    total: grouped(sales, () => 'all')[0] ?? {
      key: 'all',
      leads: 0,
      sales: 0,
      sold_cents: 0,
      refunded_cents: 0,
      net_cents: 0,
    },
    by_buyer: grouped(sales, (sale) => sale.buyer),
    by_affid: grouped(sales, (sale) =>
      sale.lead?.affid ? trackingForOperators('affid', sale.lead.affid) : '',
    ),
    by_utm_source: grouped(sales, (sale) => (sale.lead?.utm_source ?? '').trim().slice(0, UTM_KEY_CHARS)),
    by_variant: grouped(sales, (sale) => (sale.lead ? (variantOf(sale.lead) ?? '') : '')),
  };
}

import type { BoughtRow, Money, MoneyRow } from '../../services/api/money/money-contract';
import { trackingForOperators } from '../operator-text';
import { paidAffiliate } from './lead-costs';
import type { BoughtLead, SaleMoney } from '../storage/lead-money';

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

function groupedBought(
  leads: readonly BoughtLead[],
  netOf: ReadonlyMap<string, number>,
  keyOf: (lead: BoughtLead) => string,
): BoughtRow[] {
  const tallies = new Map<string, { leads: number; bought: number; net: number }>();
  for (const lead of leads) {
    const key = keyOf(lead) || NONE;
    const tally = tallies.get(key) ?? { leads: 0, bought: 0, net: 0 };
    tally.leads += 1;
    tally.bought += lead.boughtCents;
    tally.net += netOf.get(lead.leadId) ?? 0;
    tallies.set(key, tally);
  }
  return [...tallies]
    .map(([key, tally]) => ({
      key,
      leads: tally.leads,
      bought_cents: tally.bought,
      net_cents: tally.net,
      margin_cents: tally.net - tally.bought,
    }))
    .sort((a, b) => b.margin_cents - a.margin_cents || a.key.localeCompare(b.key));
}

/** A UTM source as a group's key: free text from a URL, cut short. */
const utmKey = (lead: Readonly<Record<string, string>> | undefined) =>
  (lead?.utm_source ?? '').trim().slice(0, UTM_KEY_CHARS);

/** An affiliate id as operators are shown it: digits, else "invalid". */
const affiliateKey = (lead: Readonly<Record<string, string>> | undefined) =>
  lead?.affid ? trackingForOperators('affid', lead.affid) : '';

/**
 * The margin of the leads received in a range whose cost is known: what they cost, what their sales kept (net of
 * returns, whenever sold), in total and by affiliate (the one paid for the lead: lead-costs.ts), UTM source and
 * variant, the largest margin first. Not by buyer: a lead is bought once, whoever it is sold to.
 */
export function boughtTotals(
  leads: readonly BoughtLead[],
  netOf: ReadonlyMap<string, number>,
  variantOf: (lead: Record<string, string>) => string | undefined,
): Money['bought'] {
  return {
    total: groupedBought(leads, netOf, () => 'all')[0] ?? {
      key: 'all',
      leads: 0,
      bought_cents: 0,
      net_cents: 0,
      margin_cents: 0,
    },
    by_affid: groupedBought(leads, netOf, (lead) => {
      const affid = paidAffiliate(lead.lead, lead.sources);
      return affid ? trackingForOperators('affid', affid) : '';
    }),
    by_utm_source: groupedBought(leads, netOf, (lead) => utmKey(lead.lead)),
    by_variant: groupedBought(leads, netOf, (lead) => variantOf(lead.lead) ?? ''),
  };
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
): Omit<Money, 'bought'> {
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
    by_affid: grouped(sales, (sale) => affiliateKey(sale.lead)),
    by_utm_source: grouped(sales, (sale) => utmKey(sale.lead)),
    by_variant: grouped(sales, (sale) => (sale.lead ? (variantOf(sale.lead) ?? '') : '')),
  };
}

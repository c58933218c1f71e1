import type { LeadDatabase } from './database';

/** One sale's money: what the buyer paid, and what an approved return gave back. */
export interface SaleMoney {
  leadId: string;
  buyer: string;
  soldAt: string;
  soldCents: number;
  refundCents: number;
  /** The lead as stored, for grouping by its source and variant; undefined when it was erased. */
  lead: Record<string, string> | undefined;
}

/** Sales that took money (sold, or sold and returned): released and reserved ones fetched nothing. */
const MONEY_STATUSES = ['sold', 'returned'];

/**
 * The money of the sales made in a range (by the time of sale), each with its refund and its lead. Read row by row
 * and summed by the caller: a month of a busy seller is a few thousand sales.
 */
export async function salesMoney(
  database: LeadDatabase,
  range: { from?: string; to?: string } = {},
): Promise<SaleMoney[]> {
  let query = database
    .selectFrom('sales')
    .leftJoin('leads', 'leads.id', 'sales.lead_id')
    .leftJoin('lead_returns', 'lead_returns.sale_id', 'sales.id')
    .select([
      'sales.lead_id',
      'sales.buyer_id',
      'sales.sold_at',
      'sales.price_cents',
      'lead_returns.refund_cents',
      'leads.lead_json',
    ])
    .where('sales.status', 'in', MONEY_STATUSES);
  if (range.from) query = query.where('sales.sold_at', '>=', range.from);
  if (range.to) query = query.where('sales.sold_at', '<', range.to);
  const rows = await query.orderBy('sales.sold_at').execute();
  return rows.map((row) => ({
    leadId: row.lead_id,
    buyer: row.buyer_id,
    soldAt: row.sold_at,
    soldCents: Number(row.price_cents),
    refundCents: Number(row.refund_cents ?? 0),
    lead: row.lead_json ? (JSON.parse(row.lead_json) as Record<string, string>) : undefined,
  }));
}

/** What each of these leads earned, net of refunds, in cents; a lead never sold is not in the map. */
export async function netOfLeads(
  database: LeadDatabase,
  leadIds: readonly string[],
): Promise<Map<string, number>> {
  const net = new Map<string, number>();
  // In slices: a statement's parameters are limited (SQLite's 32,766; PostgreSQL's 65,535).
  for (let start = 0; start < leadIds.length; start += 500) {
    const rows = await database
      .selectFrom('sales')
      .leftJoin('lead_returns', 'lead_returns.sale_id', 'sales.id')
      .select(['sales.lead_id', 'sales.price_cents', 'lead_returns.refund_cents'])
      .where('sales.status', 'in', MONEY_STATUSES)
      .where('sales.lead_id', 'in', leadIds.slice(start, start + 500))
      .execute();
    for (const row of rows) {
      const cents = Number(row.price_cents) - Number(row.refund_cents ?? 0);
      net.set(row.lead_id, (net.get(row.lead_id) ?? 0) + cents);
    }
  }
  return net;
}

/** A lead received with a known cost: what it cost to buy, and the lead as stored, for grouping. */
export interface BoughtLead {
  leadId: string;
  boughtCents: number;
  lead: Record<string, string>;
  /** Where each of its fields came from: which affiliate it is paid to depends on it. */
  sources: Record<string, string>;
}

/**
 * The leads received in a range (by the time they came) whose cost is known: those stored while the selling file
 * gave lead costs.
 */
export async function boughtLeads(
  database: LeadDatabase,
  range: { from?: string; to?: string } = {},
): Promise<BoughtLead[]> {
  let query = database
    .selectFrom('leads')
    .select(['id', 'bought_cents', 'lead_json', 'sources_json'])
    .where('bought_cents', 'is not', null);
  if (range.from) query = query.where('received_at', '>=', range.from);
  if (range.to) query = query.where('received_at', '<', range.to);
  const rows = await query.orderBy('received_at').execute();
  return rows.map((row) => ({
    leadId: row.id,
    boughtCents: Number(row.bought_cents),
    lead: JSON.parse(row.lead_json) as Record<string, string>,
    sources: JSON.parse(row.sources_json) as Record<string, string>,
  }));
}

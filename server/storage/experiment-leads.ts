import { sql } from 'kysely';
import type { LeadDatabase } from './database';
import { netOfLeads } from './lead-money';

export interface ArmLeadCounts {
  arm: string;
  leads: number;
  qualified: number;
  /** What its leads' sales earned, net of approved returns, in cents. */
  revenueCents: number;
  /** How many of its leads earned money net of returns. */
  sales: number;
}

/**
 * The stored leads of one experiment, per arm: how many, how many the server qualified, and what their sales earned
 * net of returns (so an arm is judged on money, not only on form posts). Leads carry
 * `experiment` and `arm` in their JSON (routes/post-lead.ts); experiment names are letters, digits, `-` and `_`,
 * so the text match below cannot be fooled by a value.
 */
export async function experimentLeadCounts(
  database: LeadDatabase,
  experiment: string,
  range: { from?: string; to?: string } = {},
): Promise<ArmLeadCounts[]> {
  let query = database
    .selectFrom('leads')
    .select(['id', 'lead_json', 'lead_is_qualified'])
    .where(sql<boolean>`lead_json like ${`%"experiment":${JSON.stringify(experiment)}%`}`);
  if (range.from) query = query.where('received_at', '>=', range.from);
  if (range.to) query = query.where('received_at', '<', range.to);
  const counts = new Map<string, ArmLeadCounts>();
  const armOfLead = new Map<string, string>();
  for (const row of await query.execute()) {
    const lead = JSON.parse(row.lead_json) as Record<string, string>;
    if (lead.experiment !== experiment || !lead.arm) continue;
    const entry = counts.get(lead.arm) ?? {
      arm: lead.arm,
      leads: 0,
      qualified: 0,
      revenueCents: 0,
      sales: 0,
    };
    entry.leads += 1;
    if (row.lead_is_qualified === 'yes') entry.qualified += 1;
    counts.set(lead.arm, entry);
    armOfLead.set(row.id, lead.arm);
  }
  for (const [leadId, cents] of await netOfLeads(database, [...armOfLead.keys()])) {
    const entry = counts.get(armOfLead.get(leadId)!)!;
    entry.revenueCents += cents;
    if (cents > 0) entry.sales += 1;
  }
  return [...counts.values()];
}

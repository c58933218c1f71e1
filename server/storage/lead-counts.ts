import { verdictOf, type LeadVerdict } from '../delivery/lead-verdict';
import type { LeadDatabase } from './database';

export interface LeadCount {
  source: string;
  /** The server's verdict: `qualified`, `disqualified`, or `none` for a lead that has none (a contact-form lead). */
  verdict: LeadVerdict;
  count: number;
}

/** Every stored lead counted by source and verdict: what `/metrics` reports as `leads_stored`. */
export async function countLeads(db: LeadDatabase): Promise<LeadCount[]> {
  const rows = await db
    .selectFrom('leads')
    .select((eb) => ['source', 'lead_is_qualified', eb.fn.countAll<string | number>().as('count')])
    .groupBy(['source', 'lead_is_qualified'])
    .execute();
  const counts = new Map<string, LeadCount>();
  for (const row of rows) {
    const verdict = verdictOf(row.lead_is_qualified);
    const key = `${row.source} ${verdict}`;
    const count = (counts.get(key)?.count ?? 0) + Number(row.count);
    counts.set(key, { source: row.source, verdict, count });
  }
  return [...counts.values()];
}

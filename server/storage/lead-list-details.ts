import { findSurveyRoute } from '../../variants/routes/route-table';
import type { ListedLead, StoredLead } from '../../services/api/leads/leads-contract';
import type { LeadDatabase } from './database';

/** The variant a landing page URL's route runs; null for a URL that is not a survey route's. */
export function variantOfLanding(landingPageUrl: string | undefined): string | null {
  if (!landingPageUrl) return null;
  try {
    return findSurveyRoute(new URL(landingPageUrl).pathname)?.variant ?? null;
  } catch {
    return null;
  }
}

/**
 * One page of leads with each lead's variant and its deliveries counted by status, in one grouped query for the
 * page, so an operator sees at a glance where each lead came from and whether it went out.
 */
export async function withListDetails(
  database: LeadDatabase,
  leads: readonly StoredLead[],
): Promise<ListedLead[]> {
  const ids = leads.map((lead) => lead.id);
  const rows =
    ids.length === 0
      ? []
      : await database
          .selectFrom('deliveries')
          .select((eb) => ['lead_id', 'status', eb.fn.countAll<number | string>().as('count')])
          .where('lead_id', 'in', ids)
          // A revocation notice hangs off a lead the buyer had; it is not a delivery of that lead.
          .where('revocation_id', 'is', null)
          .groupBy(['lead_id', 'status'])
          .execute();
  const statuses = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const counts = statuses.get(row.lead_id) ?? {};
    // PostgreSQL answers a count as text (bigint).
    counts[row.status] = Number(row.count);
    statuses.set(row.lead_id, counts);
  }
  return leads.map((lead) => ({
    ...lead,
    variant: variantOfLanding(lead.lead.landing_page_url),
    delivery_statuses: statuses.get(lead.id) ?? {},
  }));
}

import type { ListedLead } from './types';

/** The visitor's name as they typed it, whichever field names the funnel used. */
export function leadName(listed: ListedLead): string {
  const lead = listed.lead;
  return `${lead.firstName ?? lead.first_name ?? ''} ${lead.lastName ?? lead.last_name ?? ''}`.trim();
}

/** The path of the page the lead landed on (its query is tracking, shown on the lead's own page). */
export function landingPath(listed: ListedLead): string {
  const url = listed.lead.landing_page_url ?? listed.lead.landing_page ?? '';
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/** Where the lead came from: its variant, or the way it arrived when it was no funnel's (an ingested lead). */
export function leadOrigin(listed: ListedLead): string {
  return listed.variant ?? (listed.source === 'ingest' ? 'ingested' : 'no variant');
}

import { textVerdicts } from '../guards/text-verdicts';
import { findSurveyRoute } from '../variants/route-table';
import {
  authorizeLead,
  type AuthorizedLead,
  type FieldSource,
  type LeadRequestContext,
} from './lead-authority';

/** The flags a contact-form lead can earn: its names are checked like a funnel lead's. */
const CONTACT_FLAGS = ['name_gibberish', 'name_bad_word'] as const;

function comesFromFunnel(lead: Readonly<Record<string, string>>): boolean {
  try {
    return (
      findSurveyRoute(new URL(lead.landing_page_url ?? '', 'http://landing.invalid').pathname) !== undefined
    );
  } catch {
    return false;
  }
}

/**
 * The server's authority over an /ingest lead, as over a /post-lead one: a GPO or MMM funnel lead (its landing
 * page is a survey route) has every flag re-derived from its raw answers under its variant's rules; a contact-form
 * lead has the flags its fields allow (the name checks). What the browser sent for them is kept in `claimed`.
 */
export async function authorizeIngestLead(
  fields: Readonly<Record<string, string>>,
  trail: unknown,
  context: LeadRequestContext,
): Promise<AuthorizedLead> {
  // A funnel's lead (GPO and MMM) is replayed from its trail like any other.
  if (comesFromFunnel(fields)) return authorizeLead(fields, trail, context);
  const lead = { ...fields };
  const claimed: Record<string, string> = {};
  const verdicts = textVerdicts(lead);
  for (const flag of CONTACT_FLAGS) {
    if (Object.hasOwn(lead, flag) && lead[flag] !== verdicts[flag]) claimed[flag] = lead[flag] ?? '';
    lead[flag] = verdicts[flag];
  }
  // A contact form has no steps to replay: what it sent is its own claim, the flags the server's.
  const sources: Record<string, FieldSource> = {};
  for (const field of Object.keys(lead)) sources[field] = 'claimed';
  for (const flag of CONTACT_FLAGS) sources[flag] = 'derived';
  return { lead, claimed, sources, trail: [] };
}

import { deriveLeadFields } from '../guards/lead-derivation';
import type { FunnelContext, Lead } from './funnel-types';

const PLACE_FIELDS = ['city', 'state', 'state_long', 'county'] as const;

/**
 * The lead as posted: tracking, then answers, then the place from the zip code, then the derived fields computed
 * with the same rules the server will use. Everything is a string.
 */
export function buildLead(context: FunnelContext): Lead {
  const { input, answers, place } = context;
  const placeFields: Record<string, string> = {};
  if (place) for (const field of PLACE_FIELDS) placeFields[field] = place[field];
  const withPlace = { ...answers, ...placeFields };
  return {
    ...input.tracking,
    ...input.page,
    ...withPlace,
    ...deriveLeadFields(withPlace, withPlace.state ?? '', input.today),
    lead_id: input.leadId,
    language: input.language,
    sms_verified: 'no',
    time_on_steps: context.timings.join('|'),
  };
}

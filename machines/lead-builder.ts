import { isYes } from '../guards/answers';
import { deriveLeadFields } from '../guards/lead-derivation';
import { PLACE_FIELDS } from '../guards/lead-fields';
import type { TextVerdicts } from '../guards/text-verdicts';
import type { OfferRule } from '../variants/definition';
import type { FunnelContext, Lead } from './funnel-types';

/**
 * What the browser already knows about the free text when the lead is built: the gibberish service's answer on
 * the description step. The word lists are heavy, so the other verdicts are added just before the post (see
 * src/funnel/text-verdict-loader.ts); the server derives all of them again anyway.
 */
function browserVerdicts(answers: Record<string, string>): Partial<TextVerdicts> {
  return { is_gibberish: answers.is_gibberish === 'yes' ? 'yes' : 'no' };
}

/**
 * The lead as posted: tracking, then answers, then the place from the zip code, then the derived fields computed
 * with the same rules the server will use, then the variant's offer rules. Everything is a string.
 */
export function buildLead(context: FunnelContext, offerRules: readonly OfferRule[] = []): Lead {
  const { input, answers, place } = context;
  const placeFields: Record<string, string> = {};
  if (place) for (const field of PLACE_FIELDS) placeFields[field] = place[field];
  const withPlace = { ...answers, ...placeFields };
  const lead: Lead = {
    ...input.tracking,
    ...input.page,
    ...withPlace,
    ...deriveLeadFields(withPlace, withPlace.state ?? '', input.today, browserVerdicts(answers)),
    lead_id: input.leadId,
    language: input.language,
    sms_verified: 'no',
    time_on_steps: context.timings.join('|'),
  };
  // An answer (or the landing query) that moves the lead to another offer, e.g. a prior alcohol offense.
  for (const rule of offerRules) {
    if (isYes(lead[rule.field])) Object.assign(lead, { oid: rule.oid, affid: rule.affid });
  }
  return lead;
}

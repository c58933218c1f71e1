import { isYes, yesNo } from '../../guards/answers';
import { mergeFields } from '../../guards/field-maps';
import { PLACE_FIELDS } from '../../guards/lead-fields';
import { applyLeadRules, DEFAULT_LEAD_RULES, type VariantLeadRules } from '../../guards/lead-rules';
import { namesAreGibberish } from '../../guards/name-gibberish';
import { stateRoutingChanges } from '../../guards/state-routing';
import type { TextVerdicts } from '../../guards/text-verdicts';
import type { OfferRule } from '../variant-definition';
import { leadTracking } from '../routes/landing-tracking';
import { TRAIL_FIELD, trailOf } from '../../guards/trail';

export type Lead = Record<string, string>;

/**
 * What a lead is built from: the funnel's context has this shape (machines/funnel-types.ts), and a test or the
 * server can give one of its own.
 */
export interface LeadFacts {
  input: {
    leadId: string;
    today: string;
    language: string;
    tracking: Readonly<Record<string, string>>;
    page: Readonly<Record<string, string>>;
  };
  answers: Readonly<Record<string, string>>;
  /** The place the zip code was looked up to, when the look-up answered. */
  place: Readonly<Record<string, string>> | null;
  /** "Step:seconds" for each answer given, in order. */
  timings: readonly string[];
  /** The steps taken with the values each stored (the funnel's trail); the lead carries it for the server's replay. */
  trail?: readonly { step: string; values: Readonly<Record<string, string>> }[];
}

/**
 * What the browser already knows about the free text when the lead is built: the gibberish service's answer on
 * the description step, and the names' check (light, and the state-routed handling needs it). The word lists are
 * heavy, so the bad-word verdicts are added just before the post (see src/funnel/lead-submission.ts); the server
 * derives all of them again anyway.
 */
function browserVerdicts(answers: Readonly<Record<string, string>>, oid: string): Partial<TextVerdicts> {
  const firstName = answers.firstName ?? answers.first_name ?? '';
  const lastName = answers.lastName ?? answers.last_name ?? '';
  return {
    is_gibberish: answers.is_gibberish === 'yes' ? 'yes' : 'no',
    name_gibberish: yesNo(namesAreGibberish(firstName, lastName, oid)),
  };
}

/**
 * The lead as posted: tracking, then answers, then the place from the zip code, moved to another offer where the
 * variant's offer rules say so, then the derived fields computed with the same rules the server will use (the
 * variant's lead rules included). Everything is a string. The state-routed changes are not posted: the server
 * makes them from the original offer (see `routedLead`). `derive: false` leaves the derived fields out: the server
 * derives them once, after it has corrected the place and judged the text (server/lead-authority.ts), and
 * deriving them here as well was about 3% of its CPU for a lead.
 */
export function buildLead(
  context: LeadFacts,
  offerRules: readonly OfferRule[] = [],
  leadRules: VariantLeadRules = DEFAULT_LEAD_RULES,
  { derive = true }: { derive?: boolean } = {},
): Lead {
  const { input, answers, place } = context;
  const placeFields: Record<string, string> = {};
  if (place) for (const field of PLACE_FIELDS) placeFields[field] = place[field] ?? '';
  // A query parameter is tracking only: it never stands in for an answer, a place or a derived flag.
  const offerFields = offerRules
    .map((rule) => rule.field)
    .filter((field) => !leadRules.askedFields.includes(field));
  const tracking = leadTracking(input.tracking, offerFields);
  const base: Lead = mergeFields(tracking, input.page, answers, placeFields);
  // An answer that moves the lead to another offer, e.g. a prior alcohol offense.
  for (const rule of offerRules) {
    if (isYes(base[rule.field])) Object.assign(base, { oid: rule.oid, affid: rule.affid });
  }
  const { fields, removed } = derive
    ? applyLeadRules(base, leadRules, input.today, browserVerdicts(answers, base.oid ?? ''))
    : { fields: {}, removed: [] };
  for (const field of removed) delete base[field];
  return mergeFields(base, fields, {
    lead_id: input.leadId,
    language: input.language,
    sms_verified: 'no',
    // The day the answers were counted on: the server replays the trail on it when it is near its own.
    visitor_date: input.today,
    time_on_steps: context.timings.join('|'),
    // As JSON text, so the flat lead keeps it through the outbox, the beacon and the session report alike.
    ...(context.trail ? { [TRAIL_FIELD]: JSON.stringify(trailOf(context.trail)) } : {}),
  });
}

/** The lead as the server stores it once the state-routed handling applies: what the thank-you page is told. */
export function routedLead(lead: Lead, leadRules: VariantLeadRules): Lead {
  if (!leadRules.routingStateList) return lead;
  return mergeFields(lead, stateRoutingChanges(lead, leadRules.routingStateList));
}

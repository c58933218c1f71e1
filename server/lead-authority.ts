import { rederivedOneToOne } from '../guards/one-to-one';
import { toE164 } from '../guards/phone-verification';
import { applyLeadRules, DEFAULT_LEAD_RULES, type VariantLeadRules } from '../guards/lead-rules';
import { textVerdicts } from '../guards/text-verdicts';
import { fieldSpec, PLACE_FIELDS } from '../guards/lead-fields';
import { cutToBytes } from '../guards/lead-normalization';
import { drawOf, lpS2For } from '../guards/lp-s2';
import { proofsFromQuery } from '../guards/proof-fields';
import { serverDecidedQueryValues } from '../guards/tracking';
import { loadVariant } from '../variants/index';
import { variantLeadRules } from '../variants/lead-rules';
import { findSurveyRoute } from '../variants/route-table';
import { answersFromLandingQuery } from './answer-sources';
import type { GibberishCheck } from './providers/gibberish-check';
import type { ZipLookup } from './providers/zip-lookup';

/**
 * The server is the authority on a lead: the browser's answers are kept, but every flag that decides what the
 * lead is worth is recomputed here with the same guards/ code, and the request's own IP and user agent replace
 * whatever the body says. What the body claimed for those fields is kept beside the lead for audit.
 */

export interface LeadRequestContext {
  /** The client's IP as Fastify resolved it (through trusted proxies only). */
  ip: string;
  userAgent: string | undefined;
  /** The server's UTC date, yyyy-MM-dd. */
  today: string;
  zipLookup: ZipLookup;
  gibberishCheck: GibberishCheck;
  /** Whether the server approved this phone for this lead (phone verification); absent: never. */
  phoneApproved?: (leadId: string, phone: string) => Promise<boolean>;
}

export interface AuthorizedLead {
  lead: Record<string, string>;
  claimed: Record<string, string>;
}

type Fields = Readonly<Record<string, string | undefined>>;

function sameText(a: string | undefined, b: string): boolean {
  return (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * The place the zip code says, when the lead's own place is incomplete or contradicts it; undefined when the
 * lead's place stands (complete and matching, or nothing better is known).
 */
async function correctedPlace(
  lead: Fields,
  zipLookup: ZipLookup,
): Promise<Record<string, string> | undefined> {
  const zip = lead.zip_code?.trim() ?? '';
  if (!zip) return undefined;
  let place;
  try {
    place = await zipLookup.lookup(zip);
  } catch {
    // A failing lookup must not cost the lead: it is stored with the place the browser sent.
    return undefined;
  }
  if (!place.state) return undefined;
  const incomplete = PLACE_FIELDS.some((field) => !lead[field]?.trim());
  const contradicts = !sameText(lead.state, place.state) || !sameText(lead.city, place.city);
  if (!incomplete && !contradicts) return undefined;
  return { city: place.city, state: place.state, state_long: place.state_long, county: place.county };
}

function landingUrlOf(lead: Fields): URL | undefined {
  try {
    return new URL(lead.landing_page_url ?? '', 'http://landing.invalid');
  } catch {
    return undefined;
  }
}

/** The survey route the lead came through, from the landing page URL the funnel recorded. */
function surveyRouteOf(lead: Fields) {
  const landing = landingUrlOf(lead);
  return landing ? findSurveyRoute(landing.pathname) : undefined;
}

/** The fields the offer rules of the lead's variant read (none when its route is unknown). */
async function offerFieldsOf(lead: Fields): Promise<string[]> {
  const route = surveyRouteOf(lead);
  const offerRules = route ? ((await loadVariant(route.variant)).offerRules ?? []) : [];
  return offerRules.map((rule) => rule.field);
}

/** The lead rules of the variant the lead came through; the primary rule alone when its route is unknown. */
export async function leadRulesOf(lead: Fields): Promise<VariantLeadRules> {
  const route = surveyRouteOf(lead);
  return route ? variantLeadRules(await loadVariant(route.variant), route) : DEFAULT_LEAD_RULES;
}

export async function authorizeLead(body: Fields, context: LeadRequestContext): Promise<AuthorizedLead> {
  const lead: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined) lead[key] = value;
  }
  const claimed: Record<string, string> = {};
  const overwrite = (key: string, value: string) => {
    // Only a claim the server contradicts is worth keeping for audit.
    if (Object.hasOwn(lead, key) && lead[key] !== value && !Object.hasOwn(claimed, key))
      claimed[key] = lead[key] ?? '';
    lead[key] = value;
  };
  const remove = (key: string) => {
    if (!Object.hasOwn(lead, key)) return;
    if (!Object.hasOwn(claimed, key)) claimed[key] = lead[key] ?? '';
    delete lead[key];
  };

  const rules = await leadRulesOf(lead);
  const landingQuery = [...(landingUrlOf(lead)?.searchParams.entries() ?? [])];
  for (const key of answersFromLandingQuery(lead, landingQuery, rules, await offerFieldsOf(lead)))
    remove(key);
  // A proof the landing URL gave is tracking, never the lead's proof (docs/page-scripts.md).
  for (const key of proofsFromQuery(lead, landingQuery)) remove(key);

  // The two outside checks run side by side: a slow provider costs the lead one wait, not two.
  const description = lead.case_description ?? '';
  const [place, descriptionIsGibberish] = await Promise.all([
    correctedPlace(lead, context.zipLookup),
    description.trim() ? context.gibberishCheck.isGibberish(description) : false,
  ]);
  for (const [key, value] of Object.entries(place ?? {})) {
    // A place field the browser got right is not a claim worth auditing.
    if (lead[key] !== value) overwrite(key, value);
  }

  const verdicts = textVerdicts(lead, { descriptionIsGibberish });
  const { fields, routing, removed } = applyLeadRules(lead, rules, context.today, verdicts);
  for (const key of removed) remove(key);
  for (const [key, value] of Object.entries(fields)) overwrite(key, value);
  for (const [key, value] of Object.entries(routing)) overwrite(key, value);
  // The one-to-one fields follow from the firms shown: counts and names re-derived, never a reason to refuse.
  for (const [key, value] of Object.entries(rederivedOneToOne(lead))) overwrite(key, value);

  // sms_verified is the server's own record: yes only for the phone it approved for this very lead.
  const phone = toE164(lead.phone ?? '');
  const verified =
    phone !== null && context.phoneApproved !== undefined
      ? await context.phoneApproved(lead.lead_id ?? '', phone)
      : false;
  if (verified || Object.hasOwn(lead, 'sms_verified')) overwrite('sms_verified', verified ? 'yes' : 'no');
  if (!lead.lp_s2?.trim()) overwrite('lp_s2', lpS2For(drawOf(lead.lead_id ?? '')));
  overwrite('ip_address', context.ip);
  overwrite('user_agent', cutToBytes(context.userAgent ?? '', fieldSpec('user_agent').capBytes));
  // What the landing page's query said about a field the server decides is a claim too, never the lead's value.
  for (const [key, value] of Object.entries(serverDecidedQueryValues(landingQuery))) {
    if (!Object.hasOwn(claimed, key) && lead[key] !== value) claimed[key] = value;
  }
  return { lead, claimed };
}

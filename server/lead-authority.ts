import { landingQueryOf } from './landing-url';
import { CONSENT_TAP_FIELD_NAMES } from '../guards/consent-tap';
import { mergeFields } from '../guards/field-maps';
import { rederivedOneToOne } from '../guards/one-to-one';
import { toE164 } from '../guards/phone-verification';
import { applyLeadRules, DEFAULT_LEAD_RULES, type VariantLeadRules } from '../guards/lead-rules';
import { textVerdicts } from '../guards/text-verdicts';
import type { StatuteYearsReader } from '../guards/statute-of-limitations';
import { fieldSpec, PLACE_FIELDS } from '../guards/lead-fields';
import { cutToBytes } from '../guards/lead-normalization';
import { drawOf, lpS2For } from '../guards/lp-s2';
import { isProofField, proofsFromQuery } from '../guards/proof-fields';
import { serverDecidedQueryValues } from '../guards/tracking';
import { loadVariant } from '../variants/index';
import { variantLeadRules } from '../variants/registries/variant-lead-rules';
import { trailReason, type TrailStep } from '../guards/trail';
import { replayLead, surveyRouteOf, type LeadReplay } from './replay/replay-lead';
import type { GibberishCheck } from './providers/gibberish-check';
import type { ZipLookup } from './providers/zip-lookup';

/**
 * The server is the authority on a lead: it replays the visitor's trail through the variant's own machine
 * (server/replay/), so every answer comes from a step the visitor took, every flag that decides what the lead is
 * worth is recomputed here with the same guards/ code, and the request's own IP and user agent replace whatever
 * the body says. The browser's field map decides nothing: where it differs from the stored lead it is kept beside
 * it as a claim, for audit. A trail that does not replay still makes a lead, disqualified with `trail|<why>`.
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
  /** The states whose visitors are asked their date of birth (the site's setting), for the replay; none when absent. */
  dateOfBirthStates?: () => Promise<readonly string[]>;
  /** The statute table the server was told to read (STATE_RULES); the product's table when absent. */
  statuteYears?: StatuteYearsReader;
}

export interface AuthorizedLead {
  lead: Record<string, string>;
  /** The browser's field map where it says something other than the stored lead; it decides nothing. */
  claimed: Record<string, string>;
  /** Where each stored field came from (docs/rules.md, "Sources"). */
  sources: Record<string, FieldSource>;
  /** The trail as it came; empty when there was none. */
  trail: TrailStep[];
}

/** Where a stored field came from: a step of the replayed trail, the server's rules, or outside it. */
export type FieldSource = `step:${string}` | 'derived' | 'tracking' | 'vendor' | 'server' | 'claimed';

type Fields = Readonly<Record<string, string | undefined>>;

/**
 * The place the zip code says, whenever the server's own look-up knows it: the place is never a step's answer, so
 * the browser's (or a URL's) city, state or county stands only where the look-up knows nothing better.
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
  return { city: place.city, state: place.state, state_long: place.state_long, county: place.county };
}

/** The lead rules of the variant the lead came through; the primary rule alone when its route is unknown. */
export async function leadRulesOf(lead: Fields): Promise<VariantLeadRules> {
  const route = surveyRouteOf(lead);
  return route ? variantLeadRules(await loadVariant(route.variant), route) : DEFAULT_LEAD_RULES;
}

/**
 * What a post carries beside the lead's fields, never stored as one: the trail (stored as the lead's trail) and the
 * consent tap's claims (in the consent receipt alone). Left out here, in the one copy of the browser's map.
 */
const NOT_STORED = new Set(['trail', ...CONSENT_TAP_FIELD_NAMES]);

/** Every stored field's source, by precedence: what the server set, then what it derived, then the replay's. */
function sourcesOf(
  lead: Readonly<Record<string, string>>,
  facts: { server: Set<string>; derived: Set<string>; claimed: Set<string>; replay: LeadReplay },
): Record<string, FieldSource> {
  const { replay } = facts;
  const sources: Record<string, FieldSource> = {};
  for (const field of Object.keys(lead)) {
    if (facts.server.has(field)) sources[field] = 'server';
    else if (facts.derived.has(field)) sources[field] = 'derived';
    else if (!replay.ok || facts.claimed.has(field)) sources[field] = 'claimed';
    else if (Object.hasOwn(replay.stepOf, field)) sources[field] = `step:${replay.stepOf[field]!}`;
    else if (Object.hasOwn(replay.vendor, field))
      // A proof the URL gave is the URL's, whatever its name: tracking, never a proof. One the page read from the
      // vendor's own field is still only the browser's word until the server retains it (trusted_form_retained on
      // every send says when it has), so it is a claim; the lead platform's ids the page was given are the vendor's.
      sources[field] =
        replay.tracking[field] === lead[field] ? 'tracking' : isProofField(field) ? 'claimed' : 'vendor';
    else if (PAGE_FIELDS.has(field) || replay.tracking[field] === lead[field]) sources[field] = 'tracking';
    else if (REPLAY_SERVER_FIELDS.has(field)) sources[field] = 'server';
    else if (field === 'time_on_steps') sources[field] = 'claimed';
    else sources[field] = 'derived';
  }
  return sources;
}

/** The landing page's own facts, recorded by the page: tracking, as the landing URL is. */
const PAGE_FIELDS = new Set(['landing_page', 'landing_page_url', 'page_referer']);
/** What the replay's lead builder sets from the server's own input. */
const REPLAY_SERVER_FIELDS = new Set(['lead_id', 'language', 'sms_verified', 'visitor_date']);

export async function authorizeLead(
  body: Fields,
  rawTrail: unknown,
  context: LeadRequestContext,
): Promise<AuthorizedLead> {
  const browser: Record<string, string> = {};
  for (const key of Object.keys(body)) {
    const value = body[key];
    if (value !== undefined && !NOT_STORED.has(key)) browser[key] = value;
  }
  const replay = await replayLead(browser, rawTrail, {
    serverToday: context.today,
    dateOfBirthStates: (await context.dateOfBirthStates?.()) ?? [],
  });
  // A trail that replays makes the lead; one that does not leaves the browser's map, judged below as unreplayed.
  // The replay's lead is this call's own, so it is completed in place; the browser's map is kept as it came.
  const lead: Record<string, string> = replay.ok ? replay.lead : mergeFields(browser);
  const today = replay.ok ? replay.today : context.today;
  const server = new Set<string>();
  const derived = new Set<string>();
  const claimedKeys = new Set<string>();
  if (replay.ok) {
    // The place the browser's look-up found is no step's answer: it stands, as a claim, only where the server's
    // own look-up of the zip code finds none.
    for (const field of PLACE_FIELDS) {
      if (browser[field] !== undefined) {
        lead[field] = browser[field];
        claimedKeys.add(field);
      }
    }
  }
  const set = (key: string, value: string, by: Set<string>) => {
    lead[key] = value;
    by.add(key);
  };

  const rules = replay.ok ? variantLeadRules(replay.definition, replay.route) : await leadRulesOf(lead);
  // A proof the landing URL gave is tracking, never the lead's proof (docs/page-scripts.md): it stays a claim.
  const landingQuery = landingQueryOf(browser);
  for (const key of proofsFromQuery(lead, landingQuery)) delete lead[key];
  // The two outside checks run side by side: a slow provider costs the lead one wait, not two.
  const description = lead.case_description ?? '';
  const [place, descriptionIsGibberish] = await Promise.all([
    correctedPlace(lead, context.zipLookup),
    description.trim() ? context.gibberishCheck.isGibberish(description) : false,
  ]);
  for (const [key, value] of Object.entries(place ?? {})) set(key, value, server);

  const verdicts = textVerdicts(lead, { descriptionIsGibberish });
  const { fields, routing, removed } = applyLeadRules(lead, rules, today, verdicts, context.statuteYears);
  for (const key of removed) delete lead[key];
  for (const [key, value] of Object.entries(fields)) set(key, value, derived);
  for (const [key, value] of Object.entries(routing)) set(key, value, derived);
  // The one-to-one fields follow from the firms shown: counts and names re-derived, never a reason to refuse.
  for (const [key, value] of Object.entries(rederivedOneToOne(lead))) set(key, value, derived);
  if (!replay.ok) {
    set('lead_is_qualified', 'no', derived);
    set('dq_reason', trailReason(replay.why), derived);
  }

  // sms_verified is the server's own record: yes only for the phone it approved for this very lead.
  const phone = toE164(lead.phone ?? '');
  const verified =
    phone !== null && context.phoneApproved !== undefined
      ? await context.phoneApproved(lead.lead_id ?? '', phone)
      : false;
  if (verified || Object.hasOwn(lead, 'sms_verified')) set('sms_verified', verified ? 'yes' : 'no', server);
  if (!lead.lp_s2?.trim()) set('lp_s2', lpS2For(drawOf(lead.lead_id ?? '')), server);
  else if (!replay.ok || replay.tracking.lp_s2 !== lead.lp_s2) server.add('lp_s2');
  set('ip_address', context.ip, server);
  set('user_agent', cutToBytes(context.userAgent ?? '', fieldSpec('user_agent').capBytes), server);

  // The browser's map is kept where it says something else than the lead: a claim, for the console and audit.
  const claimed: Record<string, string> = {};
  for (const key of Object.keys(browser)) if (lead[key] !== browser[key]) claimed[key] = browser[key]!;
  // What the landing page's query said about a field the server decides is a claim too, never the lead's value.
  for (const [key, value] of Object.entries(serverDecidedQueryValues(landingQuery))) {
    if (!Object.hasOwn(claimed, key) && lead[key] !== value) claimed[key] = value;
  }
  return {
    lead,
    claimed,
    sources: sourcesOf(lead, { server, derived, claimed: claimedKeys, replay }),
    trail: replay.trail ?? [],
  };
}

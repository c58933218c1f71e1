import { landingUrlOf } from '../landing-url';
import { addDays, isIsoDate } from '../../guards/dates';
import { incidentDateOf } from '../../guards/lead-derivation';
import { readTrail, type TrailFailure, type TrailStep } from '../../guards/trail';
import type { VariantDefinition } from '../../variants/variant-definition';
import { funnelStartFacts } from '../../variants/routes/funnel-start';
import { offersTimeframe } from '../../variants/routes/page-flags';
import { loadVariant } from '../../variants/index';
import { buildLead } from '../../variants/registries/lead-builder';
import { variantLeadRules } from '../../variants/registries/variant-lead-rules';
import { findSurveyRoute, type SurveyRoute } from '../../variants/routes/route-table';
import { shownStep } from '../../machines/definition-language';
import { startReplay, type ReplayInput } from './replay-machine';
import { readEntry, VENDOR_FIELDS } from './trail-values';

/**
 * The server's replay of a funnel lead (docs/rules.md, "The trail"): the variant's machine, started with what the
 * server itself reads from the landing URL, is sent the visitor's trail one ANSWER at a time, and the lead is built
 * from what it recorded by the browser's own lead builder. Nothing of the browser's field map decides anything:
 * only the landing URL (route, language, tracking), the page facts and the visitor's date are read from it, each
 * as the server would read them itself.
 */

/** The field the browser's lead gives its visitor's date in (yyyy-MM-dd): the day its answers were counted on. */
export const VISITOR_DATE_FIELD = 'visitor_date';

export interface ReplayedLead {
  ok: true;
  lead: Record<string, string>;
  trail: TrailStep[];
  route: SurveyRoute;
  definition: VariantDefinition;
  /** The date the replay counted on: the server's, or the visitor's within a day of it. */
  today: string;
  /** The step each answer field was recorded by. */
  stepOf: Record<string, string>;
  tracking: Record<string, string>;
  vendor: Record<string, string>;
}

export interface UnreplayedLead {
  ok: false;
  why: TrailFailure;
  /** The trail as it came, when it was one; null when missing or malformed. */
  trail: TrailStep[] | null;
}

export type LeadReplay = ReplayedLead | UnreplayedLead;

type Fields = Readonly<Record<string, string | undefined>>;

/** The visitor's own date when it is within one day of the server's (a visitor's day may differ from UTC). */
export function replayToday(serverToday: string, claimed: string | undefined): string {
  if (!claimed || !isIsoDate(claimed)) return serverToday;
  const near = claimed >= addDays(serverToday, -1) && claimed <= addDays(serverToday, 1);
  return near ? claimed : serverToday;
}

/** The survey route a lead came through, from the landing URL's path. */
export function surveyRouteOf(lead: Fields): SurveyRoute | undefined {
  const landing = landingUrlOf(lead);
  return landing ? findSurveyRoute(landing.pathname) : undefined;
}

/** What the server starts the machine with: all of it from the landing URL, the route and the date. */
function serverInput(lead: Fields, route: SurveyRoute, landing: URL, today: string): ReplayInput {
  return {
    leadId: lead.lead_id ?? '',
    today,
    language: route.language,
    ...funnelStartFacts(route, landing.searchParams),
    page: {
      landing_page: lead.landing_page ?? landing.origin,
      landing_page_url: lead.landing_page_url ?? '',
      page_referer: lead.page_referer ?? '',
      user_agent: '',
    },
  };
}

/** The dates a replayed walk may not put after today: the accident's and a ticket's. */
function hasFutureDate(answers: Fields, today: string): boolean {
  const incident = incidentDateOf(answers);
  const ticket = answers.ticket_date ?? '';
  return (incident !== '' && incident > today) || (isIsoDate(ticket) && ticket > today);
}

export interface ReplayOptions {
  serverToday: string;
  dateOfBirthStates?: readonly string[];
}

export async function replayLead(
  body: Fields,
  rawTrail: unknown,
  options: ReplayOptions,
): Promise<LeadReplay> {
  const trail = readTrail(rawTrail);
  if (trail === 'missing' || trail === 'malformed') return { ok: false, why: trail, trail: null };
  const unreplayed = (why: TrailFailure): UnreplayedLead => ({ ok: false, why, trail });
  const landing = landingUrlOf(body);
  const route = landing ? findSurveyRoute(landing.pathname) : undefined;
  if (!landing || !route) return unreplayed('unknown_step');
  const definition = await loadVariant(route.variant);
  const today = replayToday(options.serverToday, body[VISITOR_DATE_FIELD]);
  const input = serverInput(body, route, landing, today);
  const run = startReplay(definition, route, options.dateOfBirthStates ?? [], input);
  const timeframeShown = offersTimeframe(route.flags, landing.searchParams);
  const vendor: Record<string, string> = {};
  let submitted = false;
  for (const entry of trail) {
    if (!Object.hasOwn(definition.steps, entry.step)) return unreplayed('unknown_step');
    if (run.step() !== entry.step) return unreplayed('wrong_step');
    const step = shownStep(definition, entry.step);
    if (!step) return unreplayed('unknown_step');
    const reading = readEntry(step, entry.values, today, { timeframeShown });
    if (!reading.ok) return unreplayed(reading.why);
    Object.assign(vendor, reading.vendor);
    const move = run.answer(reading.answer);
    if (move === 'no_transition') return unreplayed('no_transition');
    submitted = move === 'submitted';
  }
  if (!submitted) return unreplayed('incomplete');
  const replayed = run.result();
  if (hasFutureDate(replayed.answers, today)) return unreplayed('future_date');
  const leadRules = variantLeadRules(definition, route);
  const built = buildLead(
    { input, answers: replayed.answers, place: null, timings: replayed.timings },
    definition.offerRules,
    leadRules,
    // The authority derives every derived field once it has the server's place and text verdicts.
    { derive: false },
  );
  const stepOf: Record<string, string> = {};
  for (const entry of replayed.trail)
    for (const field of Object.keys(entry.values)) stepOf[field] = entry.step;
  // The proofs the page gave with the answer, and any the body carries beside it: checked and marked later.
  for (const field of VENDOR_FIELDS) {
    const value = body[field];
    if (value !== undefined && !Object.hasOwn(vendor, field)) vendor[field] = value;
  }
  // The built lead is this replay's own: the vendor values (VENDOR_FIELDS names only) go straight into it.
  const lead: Record<string, string> = Object.assign(built, vendor);
  // How long each step took is the browser's to say (the trail carries no times); it decides nothing.
  if (body.time_on_steps !== undefined) lead.time_on_steps = body.time_on_steps;
  return { ok: true, lead, trail, route, definition, today, stepOf, tracking: input.tracking, vendor };
}

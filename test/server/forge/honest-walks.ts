/**
 * The honest walks the forge matrix starts from: for every variant, paths generated from its own machine
 * (scripts/paths/funnel-paths.ts, as the model tests generate them), and the lead, trail and route the browser
 * would post for each, built by the browser's own lead builder and submission step.
 */
import { createActor, fromPromise } from 'xstate';
import { ticketLead } from '../../../guards/ticket-rules';
import { createEmbeddedZipLookup } from '../../../server/providers/zip-lookup';
import type { PostLeadResponse } from '../../../services/api/lead/lead-contract';
import type { FunnelEvent, FunnelInput, Lead, Place } from '../../../machines/funnel-types';
import { withTextVerdicts } from '../../../src/funnel/lead-submission';
import { VARIANT_IDS, loadVariant } from '../../../variants';
import type { VariantDefinition } from '../../../variants/variant-definition';
import { funnelStartFacts } from '../../../variants/routes/funnel-start';
import { buildLead } from '../../../variants/registries/lead-builder';
import { variantLeadRules } from '../../../variants/registries/variant-lead-rules';
import { SURVEY_ROUTES, type SurveyRoute, type VariantId } from '../../../variants/routes/route-table';
import {
  GOOD_DESCRIPTION,
  modelInput,
  modelMachine,
  pathsToSubmit,
  trailKey,
  type FunnelSnapshot,
  type GeneratedPath,
  type ModelOptions,
} from '../../../scripts/paths/funnel-paths';
import { TODAY } from '../support/test-server';

/** One step of the trail as the browser sends it: the machine's record without the progress it showed. */
export interface TrailEntry {
  step: string;
  values: Record<string, string>;
}

export type LeadRoute = '/post-lead' | '/ticket-lead' | '/ingest';

export interface HonestWalk {
  variant: VariantId;
  definition: VariantDefinition;
  route: SurveyRoute;
  path: GeneratedPath;
  /** What the browser's own machine said of the lead: the verdict it would show before the server answers. */
  browserQualified: boolean;
}

/** What the browser posts at the end of a walk, to the lead route of the variant. */
export interface BrowserPost {
  route: LeadRoute;
  lead: Lead;
  trail: TrailEntry[];
  /** The lead the machine built before the submission step added the text verdicts: what the page acts on. */
  machineLead: Lead;
}

export function leadRouteOf(definition: VariantDefinition): LeadRoute {
  if (definition.delivery === 'ingest') return '/ingest';
  if (definition.delivery === 'ticket') return '/ticket-lead';
  return '/post-lead';
}

/** The row a variant is walked on: its own `/survey/<id>` or first row, one that finds its firms itself. */
export function routeForVariant(id: VariantId): SurveyRoute {
  const rows = SURVEY_ROUTES.filter((route) => route.variant === id);
  const plain = rows.filter((route) => !route.buyers);
  return (
    plain.find((route) => route.path === `/survey/${id}`) ??
    plain[0] ??
    rows.find((route) => route.buyers === 'd2') ??
    rows[0]!
  );
}

export function modelOptionsFor(route: SurveyRoute): ModelOptions {
  return { skipIntro: route.skipIntro, routingStateList: route.routingStateList };
}

/** The machine's input for a visitor landing on the route with this query, as the page builds it. */
export function inputFor(route: SurveyRoute, query: string, leadId: string): FunnelInput {
  const facts = funnelStartFacts(route, new URLSearchParams(query));
  const address = `${route.path}${query ? `?${query}` : ''}`;
  return modelInput({
    today: TODAY,
    leadId,
    language: route.language,
    ...facts,
    // The server reads the route (its rules, its routing states) from the landing page's address.
    page: { landing_page: 'http://127.0.0.1', landing_page_url: `http://127.0.0.1${address}` },
  });
}

/**
 * Answers that qualify a lead, standing in for the questions not answered yet: the verdict of the answers so far is
 * then the first rule they already fail ('' while none), not the first question still open.
 */
const QUALIFYING_SO_FAR: Record<string, string> = {
  injury_month: TODAY.slice(5, 7),
  injury_year: TODAY.slice(0, 4),
  at_Fault: 'No',
  partial_fault: 'no',
  physical_injury: 'Yes',
  doctor_treatment: 'Yes',
  with_Lawyer: 'No',
  case_description: GOOD_DESCRIPTION,
};

/**
 * The trail, and the verdict the answers so far would have: two visits of a step differ when they came by other
 * steps or with answers the rules judge otherwise, so a path the rules qualify is not lost behind one they do not.
 */
function trailAndVerdict(definition: VariantDefinition, route: SurveyRoute) {
  const rules = variantLeadRules(definition, route);
  return (snapshot: FunnelSnapshot) => {
    const { input } = snapshot.context;
    const answers = { ...QUALIFYING_SO_FAR, ...snapshot.context.answers };
    const lead = buildLead({ input, answers, place: PLACE, timings: [] }, definition.offerRules, rules);
    return `${trailKey(snapshot)}|${lead.dq_reason ?? ''}|${snapshot.context.lead?.dq_reason ?? ''}`;
  };
}

/** The place the server finds for the walks' zip code (77002). */
const PLACE = { city: 'Houston', state: 'TX', state_long: 'Texas', county: 'Harris' };

/** The verdict of the lead the browser posts: the ticket route's own rules decide a ticket's. */
function postedVerdict(definition: VariantDefinition, lead: Lead | null): string | undefined {
  if (!lead) return undefined;
  return (leadRouteOf(definition) === '/ticket-lead' ? ticketLead(lead, TODAY) : lead).lead_is_qualified;
}

/** Every generated path of a variant on its route, as a visitor landing without a query walks them. */
export async function generatedWalks(id: VariantId): Promise<HonestWalk[]> {
  const definition = await loadVariant(id);
  const route = routeForVariant(id);
  const input = inputFor(route, '', '00000000-0000-4000-8000-000000000000');
  const key = trailAndVerdict(definition, route);
  return pathsToSubmit(definition, input, key, modelOptionsFor(route)).map((path) => ({
    variant: id,
    definition,
    route,
    path,
    browserQualified: postedVerdict(definition, path.final.context.lead) === 'yes',
  }));
}

/**
 * The honest walks of a variant: its shortest path the browser judges qualified, where one exists, and its
 * shortest disqualified one.
 */
export async function honestWalks(id: VariantId): Promise<HonestWalk[]> {
  const walks = (await generatedWalks(id)).sort((a, b) => a.path.steps.length - b.path.steps.length);
  return [walks.find((walk) => walk.browserQualified), walks.find((walk) => !walk.browserQualified)].filter(
    (walk): walk is HonestWalk => walk !== undefined,
  );
}

export async function everyHonestWalk(): Promise<HonestWalk[]> {
  return (await Promise.all(VARIANT_IDS.map(honestWalks))).flat();
}

/** The events of a walk with the contact details of one visitor (codes and duplicates are counted per person). */
export function eventsAs(walk: HonestWalk, person: number): FunnelEvent[] {
  return walk.path.events.map((event) => {
    if (event.type !== 'ANSWER') return event;
    const values = { ...event.values };
    if ('phone' in values) values.phone = `713555${String(person % 10_000).padStart(4, '0')}`;
    if ('email' in values) values.email = `forge.${person}@example.com`;
    return { ...event, values };
  });
}

/** The zip code's place as the browser's look-up gets it: the server's own embedded data. */
const zipLookup = createEmbeddedZipLookup();

/**
 * The machine of a walk's variant as the page runs it, its calls supplied: the place looked up in the server's
 * zip data, and the post handed to `post` (the lead as the machine built it, with the place found).
 */
export function browserMachine(walk: HonestWalk, post: (lead: Lead) => Promise<PostLeadResponse>) {
  return modelMachine(walk.definition, modelOptionsFor(walk.route)).provide({
    actors: {
      lookUpPlace: fromPromise<Place, { key: string }>(({ input }) => zipLookup.lookup(input.key)),
      postLead: fromPromise<unknown, { lead: Lead }>(({ input }) => post(input.lead)),
    },
  });
}

/** The lead the browser posts from the lead the machine built: the text verdicts, and the ticket rules. */
export async function postedLead(definition: VariantDefinition, lead: Lead): Promise<Lead> {
  const route = leadRouteOf(definition);
  if (route === '/ingest') return lead;
  const verdicts = await withTextVerdicts(lead);
  return route === '/ticket-lead' ? ticketLead(verdicts, TODAY) : verdicts;
}

/**
 * What the browser posts for a walk, landing with this query: the machine run on the events through the place
 * look-up to the post, its lead (with what the submission step adds), and its trail; undefined when the query
 * changes the walk itself (a page flag leaves the machine on another path).
 */
export async function browserPost(
  walk: HonestWalk,
  { query = '', leadId = crypto.randomUUID(), person = 0 } = {},
): Promise<BrowserPost | undefined> {
  let held: ((lead: Lead) => void) | undefined;
  const posted = new Promise<Lead>((resolve) => (held = resolve));
  const machine = browserMachine(walk, (lead) => {
    held!(lead);
    return new Promise<never>(() => undefined);
  });
  const actor = createActor(machine, { input: inputFor(walk.route, query, leadId) }).start();
  for (const event of eventsAs(walk, person)) actor.send(event);
  const { trail, lead: heldLead } = actor.getSnapshot().context;
  if (!heldLead || !actor.getSnapshot().hasTag('submitting')) {
    actor.stop();
    return undefined;
  }
  const machineLead = await posted;
  actor.stop();
  return {
    route: leadRouteOf(walk.definition),
    lead: await postedLead(walk.definition, machineLead),
    trail: trail.map(({ step, values }) => ({ step, values: { ...values } })),
    machineLead,
  };
}

/** The JSON body of a lead route: the flat field map, and the trail beside it. */
export function leadBody(post: BrowserPost, trail: unknown = post.trail): Record<string, unknown> {
  return { ...post.lead, trail };
}

export function describeWalk(walk: HonestWalk): string {
  return `${walk.variant} ${walk.route.path} [${walk.browserQualified ? 'qualified' : 'disqualified'}] ${walk.path.steps.join(' > ')}`;
}

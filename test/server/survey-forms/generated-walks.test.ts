/**
 * Every variant walked through its forms, as a visitor without JavaScript walks it: paths generated from the
 * variant's machine (xstate/graph, scripts/paths/funnel-paths.ts), a covering set that takes every transition of every
 * variant under each page configuration. Each step is posted as its form posts the answer the path gives; the
 * server must show the step the machine says, and at the end store the lead the browser's machine would have
 * posted for the same answers, as the server stores that one through `/post-lead`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerFields } from '../../../guards/one-to-one';
import { ticketLead } from '../../../guards/ticket-rules';
import type { FunnelEvent, Lead } from '../../../machines/funnel-types';
import { availableBuyers } from '../../../server/buyers-config';
import type { StoredLead } from '../../../services/api/leads/leads-contract';
import { withTextVerdicts } from '../../../src/funnel/lead-submission';
import { VARIANT_IDS, loadVariant } from '../../../variants';
import type { VariantDefinition } from '../../../variants/variant-definition';
import { funnelStartFacts } from '../../../variants/routes/funnel-start';
import { FUNNEL_ACTION_FIELD, FUNNEL_STATE_FIELD } from '../../../variants/native-forms/native-form-posts';
import { FUNNEL_ACTIONS } from '../../../variants/native-forms/native-form-modals';
import { SURVEY_ROUTES, type SurveyRoute, type VariantId } from '../../../variants/routes/route-table';
import { shownStep } from '../../../machines/definition-language';
import {
  modelInput,
  pathsToSubmit,
  replay,
  trailKey,
  type FunnelSnapshot,
  type GeneratedPath,
} from '../../../scripts/paths/funnel-paths';
import {
  lastCodeSent,
  postedFor,
  postForm,
  readPage,
  sameLeadFields,
  sourceSurveyPages,
} from '../support/survey-forms';
import { ADMIN_TOKEN, startInjectedServer, TODAY, type InjectedServer } from '../support/test-server';

/** The page configurations a walk runs under (every flag a guard reads), as landing queries. */
const CONFIGURATIONS = ['', 'last-step=combined', 'state=TX'];
/** The site's date-of-birth states: a visitor whose query names Texas is asked. */
const DATE_OF_BIRTH_STATES = ['TX'];

/** What differs between two stored leads of one visitor by the request, not by the answers. */
const BY_THE_REQUEST = [
  'lead_id',
  'landing_page',
  'landing_page_url',
  'page_referer',
  'user_agent',
  'time_on_steps',
  'tcpa',
  'lp_s2',
  'sms_verified',
];

interface Walk {
  variant: VariantId;
  route: SurveyRoute;
  query: string;
  path: GeneratedPath;
}

/**
 * What a path takes: each edge (from step, to step), and how many firms it keeps at the one-to-one choice (a modal
 * of its own without JavaScript). The paths kept are a greedy cover of everything every path takes.
 */
function takes(path: GeneratedPath): string[] {
  const edges = path.steps.map((step, index) => `${path.steps[index - 1] ?? ''}>${step}`);
  const choices = path.events.flatMap((event) =>
    event.type === 'ANSWER' && 'selected_buyers_number' in event.values && 'tcpa' in event.values
      ? [`firms:${event.values.selected_buyers_number}`]
      : [],
  );
  return [...edges, ...choices];
}

function covering(paths: { path: GeneratedPath; query: string }[]) {
  const open = new Set(paths.flatMap(({ path }) => takes(path)));
  const newTo = (path: GeneratedPath) => takes(path).filter((taken) => open.has(taken)).length;
  const chosen: typeof paths = [];
  while (open.size > 0) {
    const best = paths.reduce((a, b) => (newTo(b.path) > newTo(a.path) ? b : a));
    chosen.push(best);
    for (const taken of takes(best.path)) open.delete(taken);
  }
  return chosen;
}

/** The trail, and how many firms were kept: each choice at the one-to-one consent is a path of its own. */
const trailAndFirms = (snapshot: FunnelSnapshot) =>
  `${trailKey(snapshot)}|${snapshot.context.answers.selected_buyers_number ?? ''}`;

/** The row a path is walked on: the one-to-one firms are the d2 row's five, or none where the row asks for them. */
function routeFor(id: VariantId, path: GeneratedPath): SurveyRoute {
  const rows = SURVEY_ROUTES.filter((route) => route.variant === id);
  if (id !== 'one-to-one') return rows.find((route) => !route.buyers) ?? rows[0]!;
  const timedOut = path.events.some(
    (event) => event.type === 'ANSWER' && event.values['1_to_1_timeout'] === 'yes',
  );
  return rows.find((route) => (timedOut ? route.path === '/survey/v4nv-1to1' : route.buyers === 'd2'))!;
}

/** The answers a path gives, each visitor with an e-mail and phone of their own (codes are limited per phone). */
function eventsFor(walk: Walk, index: number): FunnelEvent[] {
  const phone = `713555${String(1000 + index)}`;
  return walk.path.events.map((event) => {
    if (event.type !== 'ANSWER') return event;
    const values = { ...event.values };
    if ('phone' in values) values.phone = phone;
    if ('email' in values) values.email = `walk.${index}@example.com`;
    // The row that asks for firms finds none (no BUYERS_CONFIG here), as the browser would be told.
    if (values['1_to_1_timeout'] === 'yes') {
      Object.assign(values, buyerFields({ kind: 'fetched', found: availableBuyers([], 'TX') }));
    }
    return { ...event, values };
  });
}

let server: InjectedServer;
const walks: Walk[] = [];
/** The pages of their own the walks went through: the consent modals and the phone-code step. */
const seen = { consentModal: 0, phoneCode: 0 };
const definitions = new Map<VariantId, VariantDefinition>();

beforeAll(async () => {
  server = await startInjectedServer({}, {}, undefined, {
    surveyPages: sourceSurveyPages({ dateOfBirthStates: DATE_OF_BIRTH_STATES }),
  });
  for (const id of VARIANT_IDS) {
    const definition = await loadVariant(id);
    definitions.set(id, definition);
    const skipIntro = SURVEY_ROUTES.filter((route) => route.variant === id).every((route) => route.skipIntro);
    const generated = CONFIGURATIONS.flatMap((query) => {
      const facts = funnelStartFacts(
        SURVEY_ROUTES.find((route) => route.variant === id)!,
        new URLSearchParams(query),
      );
      const input = modelInput({
        today: TODAY,
        combinedLastStep: facts.combinedLastStep,
        visitorState: facts.visitorState,
      });
      return pathsToSubmit(definition, input, trailAndFirms, {
        skipIntro,
        dateOfBirthStates: DATE_OF_BIRTH_STATES,
      }).map((path) => ({ path, query }));
    });
    for (const { path, query } of covering(generated))
      walks.push({ variant: id, route: routeFor(id, path), query, path });
  }
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function storedLead(id: string): Promise<StoredLead> {
  const answer = await server.fetch(`/api/leads/${id}`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as StoredLead;
}

/** The lead stored for a walk's visitor (each walk has an e-mail of its own). */
async function leadOfVisitor(email: string): Promise<StoredLead> {
  const answer = await server.fetch(`/api/leads?search=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  const { leads } = (await answer.json()) as { leads: StoredLead[] };
  expect(leads, email).toHaveLength(1);
  return leads[0]!;
}

/** Walks one path through the forms, as far as the server takes it after the post; says if a code was asked. */
async function walkForms(walk: Walk, events: FunnelEvent[]): Promise<{ verified: boolean }> {
  let verified = false;
  const definition = definitions.get(walk.variant)!;
  const address = `${walk.route.path}${walk.query ? `?${walk.query}` : ''}`;
  let state = '';
  for (const [index, event] of events.entries()) {
    const stepName = walk.path.steps[index]!;
    const step = shownStep(definition, stepName)!;
    const fields = { ...postedFor(step, event.type === 'ANSWER' ? event.values : {}) };
    const post = (extra: Record<string, string> = {}) =>
      postForm(server, address, { ...(state ? { [FUNNEL_STATE_FIELD]: state } : {}), ...fields, ...extra });
    if (step.kind === 'buyers' && step.role === 'choose') {
      fields.selected_buyers = (event.type === 'ANSWER' ? (event.values.selected_buyers ?? '') : '')
        .split(',')
        .filter(Boolean);
    }
    let answer = await post();

    let page = answer.status === 303 ? null : readPage(await answer.text());
    if (page?.modal?.startsWith('consent-')) {
      seen.consentModal += 1;
      state = page.state;
      answer = await post({ [FUNNEL_ACTION_FIELD]: FUNNEL_ACTIONS.keepChoice });
      page = answer.status === 303 ? null : readPage(await answer.text());
    }
    if (page?.modal === 'phone-verification') {
      seen.phoneCode += 1;
      verified = true;
      state = page.state;
      answer = await postForm(server, address, {
        [FUNNEL_STATE_FIELD]: state,
        verification_code: await lastCodeSent(server),
        [FUNNEL_ACTION_FIELD]: FUNNEL_ACTIONS.verifyCode,
      });
      page = answer.status === 303 ? null : readPage(await answer.text());
    }
    const last = index === events.length - 1;
    if (!last) {
      expect(page?.errors, `${address} at ${stepName}`).toEqual([]);
      expect(page?.step, `${address} after ${stepName}`).toBe(walk.path.steps[index + 1]);
      state = page!.state;
    } else {
      // Stored, then the thank-you page (303), or the variant's own closing step.
      expect([303, 200], `${address} at the end`).toContain(answer.status);
      if (answer.status === 200) expect(page?.step).not.toBe(stepName);
    }
  }
  return { verified };
}

/** The lead the browser's machine builds for the same answers, posted as the browser posts it. */
async function postAsTheBrowser(walk: Walk, events: FunnelEvent[]): Promise<string> {
  const definition = definitions.get(walk.variant)!;
  const facts = funnelStartFacts(walk.route, new URLSearchParams(walk.query));
  const address = `${walk.route.path}${walk.query ? `?${walk.query}` : ''}`;
  const input = modelInput({
    today: TODAY,
    leadId: crypto.randomUUID(),
    language: walk.route.language,
    ...facts,
    // The server reads the route (its routing states, its experiment) from the landing page's address.
    page: { landing_page: 'http://127.0.0.1', landing_page_url: `http://127.0.0.1${address}` },
  });
  const actor = replay(definition, input, events, {
    skipIntro: walk.route.skipIntro,
    routingStateList: walk.route.routingStateList,
    dateOfBirthStates: DATE_OF_BIRTH_STATES,
  });
  const lead = actor.getSnapshot().context.lead as Lead;
  actor.stop();
  const [path, body] =
    definition.delivery === 'ingest'
      ? ['/ingest', lead]
      : definition.delivery === 'ticket'
        ? ['/ticket-lead', ticketLead(await withTextVerdicts(lead), TODAY)]
        : ['/post-lead', await withTextVerdicts(lead)];
  const answer = await server.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.status).toBe(202);
  return lead.lead_id!;
}

describe('every variant walked through its forms, without JavaScript', () => {
  it('covers every transition of every variant with the paths it walks', () => {
    expect(new Set(walks.map((walk) => walk.variant))).toEqual(new Set(VARIANT_IDS));
  });

  it(
    'shows each step the machine reaches and stores the lead the browser would have posted',
    { timeout: 300_000 },
    async () => {
      for (const [index, walk] of walks.entries()) {
        const events = eventsFor(walk, index);
        const { verified } = await walkForms(walk, events);
        const byForms = await leadOfVisitor(`walk.${index}@example.com`);
        const byBrowser = await storedLead(await postAsTheBrowser(walk, events));
        const compared = sameLeadFields(byForms.lead, byBrowser.lead, BY_THE_REQUEST);
        expect(
          compared.differing,
          `${walk.route.path}?${walk.query}: ${walk.path.steps.join(' > ')}`,
        ).toEqual([]);
        expect(byForms.source).toBe(byBrowser.source);
        // The same steps, in the same order: the path the machine took on the server is the browser's.
        const steps = (lead: StoredLead) => (lead.lead.time_on_steps ?? '').replace(/:\d+/g, '');
        expect(steps(byForms)).toBe(steps(byBrowser));
        expect(byForms.validation_issues).toEqual([]);
        // The server approved the code it texted for this lead, and says so itself.
        expect(byForms.lead.sms_verified).toBe(verified ? 'yes' : 'no');
      }
      expect(seen.consentModal).toBeGreaterThan(0);
      expect(seen.phoneCode).toBeGreaterThan(0);
    },
  );
});

/**
 * The ways a value reaches the server beside the visitor's own steps, each as one request (or a walk of form posts)
 * to the real app: the landing URL's query (the browser copies it into the lead as tracking), the lead route's
 * field map, the session report's lead, `/ingest`, and hidden fields in the survey's forms without JavaScript.
 */
import { expect } from 'vitest';
import type { StoredLead } from '../../../services/api/leads/leads-contract';
import type { SaveDataBody } from '../../../services/api/save-data/save-data-contract';
import { FUNNEL_ACTION_FIELD, FUNNEL_STATE_FIELD } from '../../../variants/native-forms/native-form-posts';
import { FUNNEL_ACTIONS } from '../../../variants/native-forms/native-form-modals';
import { fieldsOfStep } from '../../../variants/registries/asked-fields';
import { shownStep } from '../../../machines/definition-language';
import { lastCodeSent, postForm, readPage, postedFor, type FormFields } from '../support/survey-forms';
import { ADMIN_TOKEN, type InjectedServer } from '../support/test-server';
import {
  browserPost,
  eventsAs,
  leadBody,
  type BrowserPost,
  type HonestWalk,
  type LeadRoute,
} from './honest-walks';

export const WAYS = ['landing-url', 'post-body', 'session-report', 'ingest', 'form-field'] as const;
export type Way = (typeof WAYS)[number];

/** The forged values of one case: field name to value. */
export type Forgery = Readonly<Record<string, string>>;

export async function readLead(server: InjectedServer, id: string): Promise<StoredLead> {
  const stored = await findLead(server, id);
  expect(stored, `GET /api/leads/${id}`).toBeDefined();
  return stored!;
}

/** The stored lead of an id, or undefined when none was stored (a lost lead, which a case reports). */
export async function findLead(server: InjectedServer, id: string): Promise<StoredLead | undefined> {
  const answer = await server.fetch(`/api/leads/${id}`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  if (answer.status === 404) return undefined;
  expect(answer.status, `GET /api/leads/${id}`).toBe(200);
  return (await answer.json()) as StoredLead;
}

/** What a way answers: the stored lead; `lost` when the server stored nothing; `changed` when the walk changed. */
export type Sent = { stored: StoredLead } | { lost: string } | { changed: string };

export async function postJson(server: InjectedServer, path: string, body: unknown): Promise<Response> {
  return server.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'forge-matrix/1.0' },
    body: JSON.stringify(body),
  });
}

/** Posts a lead body to a lead route and answers the stored lead's id. */
export async function postLead(
  server: InjectedServer,
  route: LeadRoute,
  body: Record<string, unknown>,
): Promise<string> {
  const answer = await postJson(server, route, body);
  expect(answer.status, `${route}: ${await answer.clone().text()}`).toBe(202);
  return ((await answer.json()) as { id: string }).id;
}

/** The session report the browser sends after the tap, carrying its lead (with the trail) as the second channel. */
export function sessionReport(walk: HonestWalk, post: BrowserPost, fields: Record<string, unknown>) {
  const body: SaveDataBody = {
    session: { id: String(fields.lead_id), variant: walk.definition.id, path: walk.route.path },
    data: {
      step: walk.path.steps.at(-1)!,
      steps: post.trail.map(({ step }) => ({ step, seconds: 3 })),
      answers: Object.assign({}, ...post.trail.map((entry) => entry.values)) as Record<string, string>,
      submitted: true,
    },
    // The browser's lead carries its trail as JSON text, as every other field is text (services/api/lead/).
    lead: {
      path: post.route,
      fields: Array.isArray(fields.trail) ? { ...fields, trail: JSON.stringify(fields.trail) } : fields,
    },
  };
  return body;
}

/** The honest walk posted as the browser posts it, stored; answers the stored lead. */
export async function postHonest(server: InjectedServer, walk: HonestWalk, person: number) {
  const post = (await browserPost(walk, { person }))!;
  const id = await postLead(server, post.route, leadBody(post));
  return { post, stored: await readLead(server, id) };
}

/**
 * A tracking value of the case's own, so that no two cases store the same lead: the server stores a lead it stored
 * a moment ago under another id as a repeat of the first (server/storage/lead-store.ts), and would answer the
 * honest walk's lead for the forged one. Tracking is taken from the landing URL alone (a body's utm_content is
 * the browser's claim), so the tag goes in the landing URL's query.
 */
function caseTagged(fields: Record<string, unknown>, caseNumber: number): Record<string, unknown> {
  const landing = new URL(String(fields.landing_page_url));
  landing.searchParams.set('utm_content', `forge-${caseNumber}`);
  return { ...fields, landing_page_url: landing.toString() };
}

/**
 * One forgery sent one way, on the walk of one visitor (`post`: what the browser posts for it, without the
 * forgery); answers the stored lead, `lost` when none was stored, or `changed` when a landing query names a page
 * flag and so walks another path.
 */
export async function sendForged(
  server: InjectedServer,
  walk: HonestWalk,
  post: BrowserPost,
  { way, forgery, caseNumber }: { way: Exclude<Way, 'form-field'>; forgery: Forgery; caseNumber: number },
  person: number,
): Promise<Sent> {
  if (way === 'landing-url') {
    const query = new URLSearchParams({ utm_content: `forge-${caseNumber}`, ...forgery }).toString();
    const landed = await browserPost(walk, { person, query });
    if (!landed) return { changed: `?${query} changes the walk` };
    return storedOf(server, await postLead(server, landed.route, leadBody(landed)));
  }
  const fields = { ...caseTagged(leadBody(post), caseNumber), lead_id: crypto.randomUUID(), ...forgery };
  if (way === 'post-body') return storedOf(server, await postLead(server, post.route, fields));
  if (way === 'ingest') return storedOf(server, await postLead(server, '/ingest', fields));
  const answer = await postJson(server, '/api/save-data', sessionReport(walk, post, fields));
  if (answer.status !== 200) return { lost: `the session report was refused: ${await answer.text()}` };
  return storedOf(server, String(fields.lead_id));
}

async function storedOf(server: InjectedServer, id: string): Promise<Sent> {
  const stored = await findLead(server, id);
  return stored ? { stored } : { lost: `no lead ${id} was stored` };
}

/** The lead stored for one visitor's e-mail: the form walk's lead id is the server's, in its signed state. */
async function leadOfVisitor(
  server: InjectedServer,
  email: string,
  besides: string,
): Promise<StoredLead | undefined> {
  const answer = await server.fetch(`/api/leads?search=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  const leads = ((await answer.json()) as { leads: StoredLead[] }).leads.filter(
    (lead) => lead.id !== besides,
  );
  expect(leads.length, email).toBeLessThanOrEqual(1);
  return leads[0];
}

/**
 * The walk through the survey's forms without JavaScript, every step's form carrying the forged fields as hidden
 * inputs beside its own (a field the step itself asks is left to the step: changing it is another answer, not a
 * forgery). Answers the stored lead, and whether the server asked for and approved a phone code on the way.
 */
export async function walkFormsForged(
  server: InjectedServer,
  walk: HonestWalk,
  person: number,
  forgery: Forgery,
  /** The visitor's lead posted as JSON, which the search finds too. */
  honestId: string,
): Promise<Sent & { verified: boolean }> {
  const address = walk.route.path;
  const events = eventsAs(walk, person);
  let state = '';
  let verified = false;
  for (const [index, event] of events.entries()) {
    const stepName = walk.path.steps[index]!;
    const step = shownStep(walk.definition, stepName)!;
    const own = postedFor(step, event.type === 'ANSWER' ? event.values : {});
    if (step.kind === 'buyers' && step.role === 'choose' && event.type === 'ANSWER')
      own.selected_buyers = (event.values.selected_buyers ?? '').split(',').filter(Boolean);
    const asked = new Set([...fieldsOfStep(step), ...Object.keys(own)]);
    const hidden: FormFields = Object.fromEntries(
      Object.entries(forgery).filter(([field]) => !asked.has(field)),
    );
    const post = (extra: FormFields = {}) =>
      postForm(server, address, {
        ...hidden,
        ...(state ? { [FUNNEL_STATE_FIELD]: state } : {}),
        ...own,
        ...extra,
      });
    let answer = await post();
    let page = answer.status === 303 ? null : readPage(await answer.text());
    if (page?.modal?.startsWith('consent-')) {
      state = page.state;
      answer = await post({ [FUNNEL_ACTION_FIELD]: FUNNEL_ACTIONS.keepChoice });
      page = answer.status === 303 ? null : readPage(await answer.text());
    }
    if (page?.modal === 'phone-verification') {
      verified = true;
      state = page.state;
      answer = await postForm(server, address, {
        ...hidden,
        [FUNNEL_STATE_FIELD]: state,
        verification_code: await lastCodeSent(server),
        [FUNNEL_ACTION_FIELD]: FUNNEL_ACTIONS.verifyCode,
      });
      page = answer.status === 303 ? null : readPage(await answer.text());
    }
    if (index < events.length - 1) {
      const expected = walk.path.steps[index + 1];
      if (page?.step !== expected)
        return { changed: `after ${stepName} the forms showed ${page?.step} for ${expected}`, verified };
      state = page!.state;
    }
  }
  const stored = await leadOfVisitor(server, `forge.${person}@example.com`, honestId);
  return { ...(stored ? { stored } : { lost: 'the forms stored no lead' }), verified };
}

/**
 * The forgeries issue 35 measured on main, each as a case of its own beside the generated matrix: a one-page
 * survey whose accident month came from the URL, a landing query's fault answer the browser and the server read
 * apart, verdicts and a phone proof posted to `/ingest` by the contact form, and consent proofs in the landing URL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thankYouQuery } from '../../../guards/thank-you-query';
import { loadVariant } from '../../../variants';
import { SURVEY_ROUTES } from '../../../variants/routes/route-table';
import { startInjectedServer, type InjectedServer } from '../support/test-server';
import { sourceOf } from './forge-plan';
import { browserPost, generatedWalks, leadBody, routeForVariant, type HonestWalk } from './honest-walks';
import { TRAIL_REPLAY } from './replay-switch';
import { postJson, postLead, readLead } from './ways-in';

/** The walk of a route's variant, on that route, that the browser's machine qualifies. */
async function qualifiedWalkOn(path: string): Promise<HonestWalk> {
  const route = SURVEY_ROUTES.find((candidate) => candidate.path === path)!;
  const walks = await generatedWalks(route.variant);
  const walk = walks.find((candidate) => candidate.browserQualified)!;
  expect(walk, `a qualified walk of ${route.variant}`).toBeDefined();
  return { ...walk, route };
}

/** The walk with one answer changed in every step that gives it, as a visitor choosing otherwise. */
function answering(walk: HonestWalk, field: string, value: string): HonestWalk {
  const events = walk.path.events.map((event) =>
    event.type === 'ANSWER' && field in event.values
      ? { ...event, values: { ...event.values, [field]: value } }
      : event,
  );
  return { ...walk, path: { ...walk.path, events } };
}

describe.runIf(TRAIL_REPLAY)('the forgeries issue 35 measured', () => {
  let server: InjectedServer;
  let posted = 0;

  beforeAll(async () => {
    server = await startInjectedServer();
  });

  afterAll(async () => {
    await server?.close();
  });

  /** The walk posted as the browser posts it after landing with `query`; the browser's lead and the stored one. */
  async function postAfterLanding(walk: HonestWalk, query: string) {
    posted += 1;
    const landing = [query, `utm_content=issue-${posted}`].filter(Boolean).join('&');
    const post = (await browserPost(walk, { person: posted, query: landing }))!;
    const stored = await readLead(server, await postLead(server, post.route, leadBody(post)));
    return { post, stored };
  }

  it('/survey/one-page?injury_month=12, year 2024, Texas: date|accident_limit_exceeded, as without the month', async () => {
    expect(routeForVariant('one-page').path).toBe('/survey/one-page');
    const walk = answering(await qualifiedWalkOn('/survey/one-page'), 'injury_year', '2024');
    const honest = await postAfterLanding(walk, '');
    const forged = await postAfterLanding(walk, 'injury_month=12');
    expect(honest.stored.lead.state).toBe('TX');
    for (const { post, stored } of [honest, forged]) {
      expect([stored.lead.lead_is_qualified, stored.lead.dq_reason]).toEqual([
        'no',
        'date|accident_limit_exceeded',
      ]);
      // The browser tells the visitor what the server stored.
      expect([post.machineLead.lead_is_qualified, post.machineLead.dq_reason]).toEqual([
        'no',
        'date|accident_limit_exceeded',
      ]);
    }
  });

  it('/survey/start?at_Fault=Yes: the browser’s verdict, thank-you query and the stored one agree, and the URL decides none', async () => {
    const walk = await qualifiedWalkOn('/survey/start');
    const definition = await loadVariant(walk.variant);
    const honest = await postAfterLanding(walk, '');
    const forged = await postAfterLanding(walk, 'at_Fault=Yes');
    expect(forged.stored.lead.lead_is_qualified).toBe(honest.stored.lead.lead_is_qualified);
    expect(forged.stored.lead.dq_reason).toBe(honest.stored.lead.dq_reason);
    const browser = forged.post.machineLead;
    expect([browser.lead_is_qualified, browser.dq_reason ?? '']).toEqual([
      forged.stored.lead.lead_is_qualified,
      forged.stored.lead.dq_reason ?? '',
    ]);
    const language = walk.route.language;
    expect(new URLSearchParams(thankYouQuery(browser, { language })).get('q')).toBe(
      new URLSearchParams(thankYouQuery(forged.stored.lead, { language })).get('q'),
    );
    expect(definition.id).toBe('first-funnel');
  });

  it('/ingest from the contact form stores no verdict and no phone proof from its body', async () => {
    const contact = (overrides: Record<string, string>) => ({
      lead_id: randomUUID(),
      type_of_accident: 'Truck Accident',
      first_name: 'Dana',
      last_name: 'Whitfield',
      email: `dana.${randomUUID()}@example.com`,
      phone: '(713) 555-0147',
      message: 'A truck ran a red light and hit my car on Main Street.',
      landing_page_url: 'http://127.0.0.1/contact/',
      ...overrides,
    });
    const honest = await readLead(server, await postLead(server, '/ingest', contact({})));
    const forged = await readLead(
      server,
      await postLead(
        server,
        '/ingest',
        contact({ lead_is_qualified: 'yes', sms_verified: 'yes', with_Lawyer: 'Yes', dq_reason: '' }),
      ),
    );
    for (const field of ['lead_is_qualified', 'dq_reason', 'sms_verified', 'do_not_send_to_dq'])
      expect(forged.lead[field] ?? '', field).toBe(honest.lead[field] ?? '');
    expect(forged.lead.sms_verified ?? 'no').toBe('no');
    expect(sourceOf(forged, 'with_Lawyer') ?? 'claimed').not.toMatch(/^step:/);
  });

  it('consent proofs in the landing URL are never the lead’s proofs', async () => {
    const walk = await qualifiedWalkOn('/survey/v4nv');
    const certificate = 'https://cert.trustedform.com/0123456789abcdef0123456789abcdef01234567';
    const { stored } = await postAfterLanding(
      walk,
      new URLSearchParams({ trusted_form_cert_url: certificate, leadid_token: 'FAKE' }).toString(),
    );
    expect(stored.lead.trusted_form_cert_url ?? '').not.toBe(certificate);
    expect(stored.lead.leadid_token ?? '').not.toBe('FAKE');
    for (const field of ['trusted_form_cert_url', 'leadid_token'])
      expect(sourceOf(stored, field) ?? '', field).not.toBe('vendor');
  });

  it('a session report carrying a forged verdict stores the honest walk’s', async () => {
    const walk = (await generatedWalks('v4nv')).find((candidate) => !candidate.browserQualified)!;
    const { stored: honest } = await postAfterLanding(walk, '');
    posted += 1;
    const post = (await browserPost(walk, { person: posted, query: `utm_content=issue-${posted}` }))!;
    const fields = { ...leadBody(post), lead_is_qualified: 'yes', dq_reason: '' };
    const answer = await postJson(server, '/api/save-data', {
      session: { id: post.lead.lead_id, variant: walk.definition.id, path: walk.route.path },
      data: { step: walk.path.steps.at(-1), steps: [], answers: {}, submitted: true },
      lead: { path: post.route, fields },
    });
    expect(answer.status).toBe(200);
    const stored = await readLead(server, post.lead.lead_id!);
    expect([stored.lead.lead_is_qualified, stored.lead.dq_reason]).toEqual([
      honest.lead.lead_is_qualified,
      honest.lead.dq_reason,
    ]);
  });
});

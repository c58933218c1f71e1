import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SaveDataBody } from '../../services/api/save-data/save-data-contract';
import { qualifiedLead } from './support/leads';
import { withTrail } from './support/trails';
import { ENGINES, type TestDatabase } from './support/test-databases';
import { ADMIN_TOKEN, startInjectedServer, type InjectedServer } from './support/test-server';

const range = (count: number) => Array.from({ length: count }, (_, index) => index);

/**
 * The lead's second channel: once the visitor has tapped the last button, the session report carries the lead, and
 * the server stores it the way `/post-lead` would when no lead with that lead_id exists. A lead is lost only when
 * both channels fail; the funnel's statistics count a session as posted only when its lead is stored.
 */
describe.each(ENGINES)('the session report carrying its lead, on $name', (engine) => {
  let testDatabase: TestDatabase;
  let server: InjectedServer;

  beforeAll(async () => {
    testDatabase = await engine.create();
    server = await startInjectedServer({ databaseUrl: testDatabase.url });
  });

  afterAll(async () => {
    await server.close();
    await testDatabase.drop();
  });

  /** The session report's lead as the funnel's holds it: its fields with the trail of its walk, as JSON text. */
  async function sessionWithLead(lead: Record<string, unknown>, path = '/post-lead'): Promise<SaveDataBody> {
    const { trail, ...fields } = await withTrail(lead);
    return {
      session: { id: String(lead.lead_id), variant: 'v4nv', path: '/survey/v4nv' },
      data: {
        step: 'PhoneAndZip',
        steps: [{ step: 'WhenWasTheAccident', seconds: 4 }],
        answers: { email: String(lead.email) },
        submitted: true,
      },
      lead: { path: path as '/post-lead', fields: { ...fields, trail: JSON.stringify(trail) } },
    };
  }

  const saveSession = (body: unknown, contentType = 'application/json') =>
    server.app.inject({
      method: 'POST',
      url: '/api/save-data',
      headers: { 'content-type': contentType },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  const leadsWithEmail = async (email: string) => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/leads?limit=100',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    const { leads } = response.json<{
      leads: { id: string; source: string; recovered_from: string; lead: Record<string, string> }[];
    }>();
    return leads.filter((stored) => stored.lead.email === email);
  };

  it('stores a lead whose own post never arrived, marked as recovered, with the server’s own verdict', async () => {
    const email = `recovered.${engine.name}@example.com`;
    const lead = qualifiedLead({ email, lead_is_qualified: 'no', dq_reason: 'made up by the browser' });
    // A beacon's body: text/plain JSON.
    expect((await saveSession(await sessionWithLead(lead), 'text/plain;charset=UTF-8')).statusCode).toBe(200);

    const [stored, ...more] = await leadsWithEmail(email);
    expect(more).toHaveLength(0);
    expect(stored).toMatchObject({ id: lead.lead_id, source: 'post-lead', recovered_from: 'session' });
    expect(stored!.lead).toMatchObject({ lead_is_qualified: 'yes', dq_reason: '', city: 'Houston' });
  });

  it('leaves a lead already stored by its own post as it is, and stores one lead however often the report comes', async () => {
    const email = `posted.${engine.name}@example.com`;
    const lead = qualifiedLead({ email });
    const posted = await server.app.inject({ method: 'POST', url: '/post-lead', payload: lead });
    expect(posted.statusCode).toBe(202);
    for (let report = 0; report < 3; report += 1)
      expect((await saveSession(await sessionWithLead(lead))).statusCode).toBe(200);

    const stored = await leadsWithEmail(email);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.recovered_from).toBe('');
  });

  it('never takes another session’s lead, and keeps the session whatever is wrong with the lead it carries', async () => {
    const email = `foreign.${engine.name}@example.com`;
    const lead = qualifiedLead({ email });
    const body = await sessionWithLead(lead);
    body.session.id = randomUUID();
    expect((await saveSession(body)).statusCode).toBe(200);
    expect(await leadsWithEmail(email)).toHaveLength(0);

    const unreadable = await sessionWithLead({ ...qualifiedLead({ email }), lead_id: 'not-a-uuid' });
    unreadable.session.id = 'not-a-uuid';
    expect((await saveSession(unreadable)).statusCode).toBe(200);
    const sessions = await server.database
      .selectFrom('sessions')
      .select('id')
      .where('id', 'in', [body.session.id, 'not-a-uuid'])
      .execute();
    expect(sessions).toHaveLength(2);
  });

  // A report whose own part is malformed is refused for that part, but the lead it carries is stored first.
  it.each<[string, (body: Record<string, unknown> & SaveDataBody) => void]>([
    ['no session at all', (body) => delete (body as Partial<SaveDataBody>).session],
    ['a session id of the wrong type', (body) => Object.assign(body.session, { id: 42 })],
    ['an empty variant', (body) => Object.assign(body.session, { variant: '' })],
    ['no data', (body) => delete (body as Partial<SaveDataBody>).data],
    ['steps that are not a list', (body) => Object.assign(body.data, { steps: 'AtFault' })],
    ['a negative time on a step', (body) => body.data.steps.push({ step: 'AtFault', seconds: -1 })],
    ['submitted as text', (body) => Object.assign(body.data, { submitted: 'yes' })],
    [
      'more answers than any funnel asks',
      (body) =>
        Object.assign(body.data, { answers: Object.fromEntries(range(300).map((n) => [`f${n}`, 'x'])) }),
    ],
  ])('stores the lead a report carries beside %s, and refuses the report for it', async (what, malform) => {
    const email = `malformed.${what.replaceAll(' ', '-')}.${engine.name}@example.com`;
    const lead = qualifiedLead({ email });
    const body = (await sessionWithLead(lead)) as Record<string, unknown> & SaveDataBody;
    malform(body);
    expect((await saveSession(body)).statusCode).toBe(400);
    const [stored, ...more] = await leadsWithEmail(email);
    expect(more).toHaveLength(0);
    expect(stored).toMatchObject({ id: lead.lead_id, recovered_from: 'session' });
    expect(stored!.lead).toMatchObject({ lead_is_qualified: 'yes', dq_reason: '' });
  });

  it('stores the ticket flow’s lead through its own rules', async () => {
    const email = `ticket.${engine.name}@example.com`;
    const lead = qualifiedLead({ email });
    expect((await saveSession(await sessionWithLead(lead, '/ticket-lead'))).statusCode).toBe(200);
    const [stored] = await leadsWithEmail(email);
    expect(stored).toMatchObject({ source: 'ticket', recovered_from: 'session' });
  });

  it('counts a session as posted in the funnel statistics only when its lead is stored', async () => {
    const variant = 'v7';
    const report = async (id: string, submitted: boolean, withLead: boolean) => {
      const lead = qualifiedLead({ lead_id: id, email: `${id}@example.com` });
      const body = await sessionWithLead(lead);
      body.session.variant = variant;
      body.session.path = '/survey/v7';
      body.data.submitted = submitted;
      if (!withLead) delete body.lead;
      return saveSession(body);
    };
    // Said it posted and carried its lead; said it posted, but nothing arrived; never got that far.
    await report(randomUUID(), true, true);
    await report(randomUUID(), true, false);
    await report(randomUUID(), false, false);

    const response = await server.app.inject({
      method: 'GET',
      url: `/api/analytics/funnel?variant=${variant}`,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    const stats = response.json<{ sessions: number; submitted: number }>();
    expect(stats).toMatchObject({ sessions: 3, submitted: 1 });
  });
});

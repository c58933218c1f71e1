import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeadList } from '../../services/api/leads/leads-contract';
import type { DatabaseSchema } from '../../server/storage/database';
import { leadDeliveries, testDeliverySettings } from './support/deliveries';
import { postJson, qualifiedLead } from './support/leads';
import { startStandIn, type StandIn } from './support/stand-in-server';
import { ENGINES, type TestDatabase } from './support/test-databases';
import { ADMIN_TOKEN, startInjectedServer, type InjectedServer } from './support/test-server';

/** Outcomes are polled for, never timed: a loaded machine only makes the wait longer. */
const OUTCOME_WAIT = { timeout: 20_000, interval: 50 };

/** One person, María, as she typed herself into ten leads: spaces, capitals (non-ASCII too), five phone spellings. */
const EMAILS = [
  'maría.dns@example.com',
  ' maría.dns@example.com',
  'maría.dns@example.com ',
  'MARÍA.DNS@EXAMPLE.COM',
  // The í as an i and a combining accent.
  'Mari\u0301a.Dns@Example.com',
];
const PHONES = ['(713) 555-0122', '713 555 0122', '+1 (713) 555-0122', '1-713-555-0122', '(713)555-0122'];
const TEN_WAYS = [
  ...EMAILS.map((email, index) => ({ email, phone: PHONES[index]! })),
  // Five more by her phone alone, under other addresses.
  ...PHONES.map((phone, index) => ({ email: `other.address.${index}@example.com`, phone })),
];
const ANA = { email: 'ana.other@example.com', phone: '(832) 555-0177' };

/** What must be gone after the honour, wherever and however it was written. */
const MARIA_EMAIL = /mar(?:í|i\u0301)a\.dns@example\.com/iu;
const MARIA_PHONE = /713\D{0,3}555\D{0,3}0122/;

const TABLES: (keyof DatabaseSchema)[] = [
  'leads',
  'deliveries',
  'delivery_attempts',
  'lead_verifications',
  'certificate_retentions',
  'sessions',
  'phone_codes',
  'sms_sends',
  'phone_approvals',
  'sms_outbox',
  'privacy_requests',
  'audit_log',
  'notifications',
  'email_check_failures',
  'operator_sessions',
];

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

function operator(server: InjectedServer, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${ADMIN_TOKEN}`);
  if (init.body) headers.set('content-type', 'application/json');
  return server.fetch(path, { ...init, headers });
}

function postSame(server: InjectedServer, path: string, body: unknown): Promise<Response> {
  return server.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function postLead(server: InjectedServer, contact: { email: string; phone: string }): Promise<string> {
  const body = qualifiedLead(contact);
  const response = await postJson(server, body);
  expect(response.status).toBe(202);
  return body.lead_id as string;
}

async function saveSession(server: InjectedServer, answers: Record<string, string>): Promise<void> {
  const response = await postSame(server, '/api/save-data', {
    session: { id: randomUUID(), variant: 'v4nv', path: '/survey/v4nv' },
    data: { step: 'PhoneAndZip', steps: [{ step: 'NameAndEmail', seconds: 4 }], answers, submitted: false },
  });
  expect(response.status).toBe(200);
}

async function sendCode(server: InjectedServer, phone: string): Promise<void> {
  const response = await postSame(server, '/two-step-verification/send', { phone, lead_id: randomUUID() });
  expect(await response.json()).toMatchObject({ sent: true });
}

async function search(server: InjectedServer, query: string): Promise<LeadList> {
  const response = await operator(server, `/api/leads?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as LeadList;
}

/** Every delivery of the lead settled (none queued), with the statuses by destination. */
async function settledStatuses(server: InjectedServer, leadId: string): Promise<Record<string, string>> {
  return vi.waitFor(async () => {
    const deliveries = await leadDeliveries(server, leadId);
    expect(deliveries).toHaveLength(2);
    for (const delivery of deliveries) expect(delivery.status).not.toBe('queued');
    return Object.fromEntries(deliveries.map((delivery) => [delivery.destination, delivery.status]));
  }, OUTCOME_WAIT);
}

/** Each row of every table as text, NFC, for a search of what it still holds. */
async function everyRow(server: InjectedServer): Promise<string[]> {
  const rows: string[] = [];
  for (const table of TABLES) {
    const found = await server.database.selectFrom(table).selectAll().execute();
    for (const row of found) rows.push(`${table}: ${JSON.stringify(row).normalize('NFC')}`);
  }
  return rows;
}

describe.each(ENGINES)('one person, one identity, on $name', { timeout: 120_000 }, (engine) => {
  async function serverOnEngine(receiver: StandIn): Promise<InjectedServer> {
    const testDatabase: TestDatabase = await engine.create();
    closers.push(() => testDatabase.drop());
    const server = await startInjectedServer({
      databaseUrl: testDatabase.url,
      delivery: testDeliverySettings(
        {
          destinations: [
            // `duplicates` left out: flag, the default.
            {
              name: 'flagging',
              kind: 'json-webhook',
              url: `${receiver.baseUrl}/flag`,
              send: 'all',
              secret: 'env:S',
            },
            {
              name: 'skipping',
              kind: 'form-webhook',
              url: `${receiver.baseUrl}/skip`,
              send: 'all',
              duplicates: 'skip',
            },
          ],
        },
        { S: `whsec_${Buffer.from('a-test-secret-of-32-bytes-length').toString('base64')}` },
      ),
    });
    closers.push(() => server.close());
    return server;
  }

  it('suppresses, de-duplicates and erases one person written ten ways as one, and leaves another untouched', async () => {
    const receiver = await startStandIn(() => ({ status: 200 }));
    closers.push(() => receiver.close());
    const server = await serverOnEngine(receiver);

    const request = await postSame(server, '/api/privacy-requests', {
      first_name: 'María',
      last_name: 'Dns',
      email: 'MARÍA.DNS@EXAMPLE.COM',
      phone: '713-555-0122',
    });
    expect(request.status).toBe(202);
    const { id: requestId } = (await request.json()) as { id: string };

    const maria: string[] = [];
    for (const contact of TEN_WAYS) maria.push(await postLead(server, contact));
    const ana = await postLead(server, ANA);
    await saveSession(server, { email: ' MARÍA.DNS@example.com', phone: '713 555 0122', firstName: 'María' });
    await saveSession(server, { email: ANA.email, phone: ANA.phone, firstName: 'Ana' });
    await sendCode(server, '+1 (713) 555-0122');
    await sendCode(server, ANA.phone);

    // Suppressed as one: no lead of hers reaches a buyer; a duplicate is not even queued where none are taken.
    const [first, ...duplicates] = maria;
    expect(await settledStatuses(server, first!)).toEqual({ flagging: 'suppressed', skipping: 'suppressed' });
    for (const leadId of duplicates) {
      expect(await settledStatuses(server, leadId)).toEqual({ flagging: 'suppressed', skipping: 'skipped' });
    }
    expect(await settledStatuses(server, ana)).toEqual({ flagging: 'delivered', skipping: 'delivered' });
    expect(receiver.requests.map((sent) => sent.url).sort()).toEqual(['/flag', '/skip']);

    // De-duplicated as one: every later lead names her first, whichever way it was written and searched for.
    const byEmail = maria.slice(0, EMAILS.length);
    for (const [query, found] of [
      ['search=%20Mari%CC%81a.DNS%40example.COM', byEmail],
      ['search=1-713-555-0122', maria],
    ] as const) {
      const { leads } = await search(server, `${query}&limit=50`);
      expect(leads.map((lead) => lead.id).sort()).toEqual([...found].sort());
      const byId = new Map(leads.map((lead) => [lead.id, lead.duplicate_of]));
      expect(byId.get(first!)).toBeNull();
      for (const leadId of found.slice(1)) expect(byId.get(leadId)).toBe(first);
    }
    expect((await search(server, 'search=7135550122&duplicate=no')).leads.map((lead) => lead.id)).toEqual([
      first,
    ]);
    expect((await search(server, `search=${encodeURIComponent(ANA.email)}`)).leads[0]).toMatchObject({
      id: ana,
      duplicate_of: null,
    });
    const exported = await operator(
      server,
      `/api/leads.csv?search=${encodeURIComponent('MARÍA.DNS@example.com')}`,
    );
    const csv = (await exported.text()).split('\r\n').filter(Boolean);
    expect(csv).toHaveLength(1 + byEmail.length);
    const duplicateColumn = csv[0]!.split(',').indexOf('duplicate_of');
    expect(
      csv
        .slice(1)
        .map((line) => line.split(',')[duplicateColumn])
        .sort(),
    ).toEqual(['', ...byEmail.slice(1).map(() => first)].sort());

    // Erased as one: the confirmation may be written any way too.
    const honoured = await operator(server, `/api/privacy-requests/${requestId}/honour`, {
      method: 'POST',
      body: JSON.stringify({ confirm: '(713)555-0122' }),
    });
    expect(honoured.status).toBe(200);
    expect(await honoured.json()).toEqual({
      id: requestId,
      done: true,
      leads: 10,
      sessions: 1,
      deliveries: 20,
      sms_outbox: 1,
      // The live code and the send counted against SMS pumping.
      phone_verifications: 2,
    });

    const remaining = await everyRow(server);
    expect(remaining.filter((row) => MARIA_EMAIL.test(row) || MARIA_PHONE.test(row))).toEqual([]);
    const audit = remaining.filter((row) => row.startsWith('audit_log:'));
    expect(audit.filter((row) => row.includes('"search"') || row.includes('"export"'))).toHaveLength(5);
    expect(audit.join('\n')).not.toMatch(/example\.com|%40|713\D{0,3}555|832\D{0,3}555/);
    expect(audit.join('\n')).toMatch(/search=hash%3A[0-9a-f]{16}/);

    // The other person is untouched.
    expect((await operator(server, `/api/leads/${ana}`)).status).toBe(200);
    const sessions = await server.database.selectFrom('sessions').select('answers_json').execute();
    expect(sessions.map((row) => JSON.parse(row.answers_json).firstName)).toEqual(['Ana']);
    const outbox = await server.database.selectFrom('sms_outbox').select('phone').execute();
    expect(outbox.map((row) => row.phone)).toEqual(['+18325550177']);

    // The honoured request keeps only keyed hashes, and they still suppress her next lead.
    const again = await postLead(server, { email: 'MARÍA.dns@example.com ', phone: '' });
    expect(await settledStatuses(server, again)).toEqual({ flagging: 'suppressed', skipping: 'suppressed' });
    expect(receiver.requests).toHaveLength(2);
    const secondHonour = await operator(server, `/api/privacy-requests/${requestId}/honour`, {
      method: 'POST',
      body: JSON.stringify({ confirm: 'maria.dns@example.com' }),
    });
    expect(secondHonour.status).toBe(409);
  });

  it('marks ten leads of one phone arriving together as one first lead and nine duplicates', async () => {
    const receiver = await startStandIn(() => ({ status: 200 }));
    closers.push(() => receiver.close());
    const server = await serverOnEngine(receiver);

    const bodies = PHONES.flatMap((phone, index) => [
      qualifiedLead({ email: `together.${index}@example.com`, phone }),
      qualifiedLead({ email: `together.${index}.b@example.com`, phone }),
    ]);
    const answers = await Promise.all(bodies.map((body) => postJson(server, body)));
    expect(answers.map((answer) => answer.status)).toEqual(bodies.map(() => 202));

    const { leads } = await search(server, 'search=%2B17135550122&limit=50');
    expect(leads).toHaveLength(10);
    const firsts = leads.filter((lead) => lead.duplicate_of === null);
    expect(firsts).toHaveLength(1);
    for (const lead of leads) if (lead !== firsts[0]) expect(lead.duplicate_of).toBe(firsts[0]!.id);
  });

  it('stores an identical payload within 60 s once, and flags a duplicate to a destination that takes them', async () => {
    const receiver = await startStandIn(() => ({ status: 200 }));
    closers.push(() => receiver.close());
    const server = await serverOnEngine(receiver);

    const body = qualifiedLead({ email: 'pedro.repeat@example.com', phone: '(713) 555-0133' });
    expect((await postJson(server, body)).status).toBe(202);
    const repeat = await postJson(server, { ...body, lead_id: randomUUID() });
    expect(repeat.status).toBe(202);
    expect(await repeat.json()).toMatchObject({ id: body.lead_id });
    const duplicate = await postLead(server, { email: 'PEDRO.repeat@example.com', phone: '' });

    expect((await search(server, 'search=pedro.repeat%40example.com')).leads.map((lead) => lead.id)).toEqual([
      duplicate,
      body.lead_id,
    ]);
    expect(await settledStatuses(server, duplicate)).toEqual({ flagging: 'delivered', skipping: 'skipped' });
    const flagged = receiver.requests.filter((sent) => sent.body.includes(duplicate));
    expect(flagged).toHaveLength(1);
    expect(JSON.parse(flagged[0]!.body).data.lead).toMatchObject({ duplicate_of: body.lead_id });
    const first = receiver.requests.filter((sent) => sent.url === '/flag' && !sent.body.includes(duplicate));
    expect(JSON.parse(first[0]!.body).data.lead.duplicate_of).toBeUndefined();
  });
});

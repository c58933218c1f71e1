import { randomUUID, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LeadList } from '../../services/api/leads/leads-contract';
import { parseOperators } from '../../server/console/operators';
import { totpCode } from '../../server/console/second-factor';
import { createOperatorAccountStore } from '../../server/storage/operator-account-store';
import { testDeliverySettings } from './support/deliveries';
import { postJson, qualifiedLead } from './support/leads';
import {
  addOperator,
  credentialsOf,
  signedIn as signedInAs,
  signIn,
  type ConsoleSession,
  type TestOperator,
} from './support/operator-accounts';
import { MAX_BULK_RETRY } from '../../services/api/deliveries/deliveries-contract';
import { ADMIN_TOKEN, startInjectedServer, TODAY, type InjectedServer } from './support/test-server';

const CAROL_PASSWORD = 'correct horse battery staple';
const SALT = 'c0ffee00c0ffee00';
/** An entry of the OPERATORS setting, as the console had its operators before accounts were in the database. */
const OPERATORS = `carol:scrypt:${SALT}:${scryptSync(CAROL_PASSWORD, SALT, 64).toString('hex')}`;

let server: InjectedServer;
let alice: TestOperator;
let bob: TestOperator;

beforeAll(async () => {
  server = await startInjectedServer({
    operators: parseOperators(OPERATORS),
    trustProxy: true,
    // A destination nobody listens on: every delivery fails at once and ends dead after the short schedule.
    delivery: testDeliverySettings({
      retry: { delaysMs: [10] },
      destinations: [{ name: 'closed', kind: 'form-webhook', url: 'http://127.0.0.1:1/leads', send: 'all' }],
    }),
  });
  alice = await addOperator(server.database, 'admin', 'alice@example.com');
  bob = await addOperator(server.database, 'member', 'bob@example.com');
});

afterAll(async () => {
  await server.close();
});

const signedIn = (operator: TestOperator = alice): Promise<ConsoleSession> => signedInAs(server, operator);

function call(path: string, session: ConsoleSession | undefined, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (session) headers.set('cookie', session.cookie);
  return server.fetch(path, { ...init, headers });
}

interface AuditRow {
  action: string;
  operator: string;
  role: string;
  address: string;
  subject: string;
}

async function auditActions(): Promise<AuditRow[]> {
  const response = await call('/api/audit-log', undefined, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { entries: AuditRow[] }).entries;
}

async function postLead(overrides: Record<string, unknown> = {}): Promise<string> {
  const body = qualifiedLead(overrides);
  expect((await postJson(server, body)).ok).toBe(true);
  return body.lead_id as string;
}

describe('console sign-in', () => {
  it('signs an operator in with e-mail, password and TOTP code: an HttpOnly, SameSite=Strict cookie, not Secure over plain http', async () => {
    const { setCookie } = await signedIn();
    expect(setCookie).toMatch(/^operator_session=[\w-]{40,};/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/Max-Age=28800/);
    expect(setCookie).not.toMatch(/Secure/i);
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const response = await signIn(server, credentialsOf(server, alice), { 'x-forwarded-proto': 'https' });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/; Secure/i);
  });

  it('refuses the right password without the code or with a wrong one, and ADMIN_TOKEN as a password', async () => {
    const from = { 'x-forwarded-for': '198.51.100.20' };
    expect((await signIn(server, { email: alice.email, password: alice.password }, from)).status).toBe(401);
    const wrongCode = { email: alice.email, password: alice.password, code: '000000' };
    expect((await signIn(server, wrongCode, from)).status).toBe(401);
    for (const email of ['admin', 'token']) {
      expect((await signIn(server, { email, password: ADMIN_TOKEN }, from)).status).toBe(401);
    }
  });

  it('takes a TOTP code once: the same code again within its window is refused, and the stored step refuses it to every process', async () => {
    const from = { 'x-forwarded-for': '198.51.100.23' };
    const credentials = credentialsOf(server, bob);
    expect((await signIn(server, credentials, from)).status).toBe(200);
    expect((await signIn(server, credentials, from)).status).toBe(401);
    // Every process takes the step through this one conditional update of the account's row.
    const other = createOperatorAccountStore(server.database);
    const { totp_last_step } = await server.database
      .selectFrom('operator_accounts')
      .select('totp_last_step')
      .where('id', '=', bob.id)
      .executeTakeFirstOrThrow();
    expect(await other.takeTotpStep(bob.id, totp_last_step)).toBe(false);
    expect(await other.takeTotpStep(bob.id, totp_last_step - 1)).toBe(false);
    expect(
      (await auditActions()).filter((entry) => entry.action === 'sign-in-failed').length,
    ).toBeGreaterThan(0);
  });

  it('signs in once with a recovery code, which is then used up', async () => {
    const from = { 'x-forwarded-for': '198.51.100.21' };
    const withCode = { email: bob.email, password: bob.password, code: bob.recoveryCode.toUpperCase() };
    expect((await signIn(server, withCode, from)).status).toBe(200);
    expect((await signIn(server, withCode, from)).status).toBe(401);
    expect((await auditActions()).map((entry) => entry.action)).toContain('recovery-code-used');
  });

  it('takes an OPERATORS entry in as an account that sets up its second factor at the first sign-in', async () => {
    const from = { 'x-forwarded-for': '198.51.100.22' };
    const first = await signIn(server, { email: 'carol', password: CAROL_PASSWORD }, from);
    expect(first.status).toBe(200);
    const setUp = (await first.json()) as { status: string; totp_secret: string; totp_uri: string };
    expect(setUp).toMatchObject({ status: 'set-up-second-factor', csrf_token: null });
    expect(setUp.totp_uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(first.headers.get('set-cookie')).toBeNull();
    const code = totpCode(setUp.totp_secret, server.clock());
    const second = await signIn(server, { email: 'carol', password: CAROL_PASSWORD, code }, from);
    expect(second.status).toBe(200);
    const signedInCarol = (await second.json()) as { status: string; role: string; recovery_codes: string[] };
    expect(signedInCarol).toMatchObject({ status: 'signed-in', role: 'admin' });
    expect(signedInCarol.recovery_codes).toHaveLength(10);
    // Set up now: the password alone no longer answers the secret.
    const again = await signIn(server, { email: 'carol', password: CAROL_PASSWORD }, from);
    expect(again.status).toBe(401);
    const stored = await server.database.selectFrom('operator_accounts').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(signedInCarol.recovery_codes[0]);
  });

  it('lets the cookie read the operators API, and refuses without it', async () => {
    const session = await signedIn();
    expect((await call('/api/leads', session)).status).toBe(200);
    expect((await call('/api/leads', undefined)).status).toBe(401);
    expect((await call('/api/leads', { ...session, cookie: 'operator_session=forged' })).status).toBe(401);
    const me = await call('/api/console/session', session);
    expect(await me.json()).toMatchObject({ operator: alice.email, role: 'admin', csrf_token: session.csrf });
  });

  it('refuses a change from the console without its CSRF token, or with another session’s', async () => {
    const session = await signedIn();
    const other = await signedIn();
    const without = await call('/api/console/sign-out', session, { method: 'POST' });
    expect(without.status).toBe(403);
    const wrong = await call('/api/console/sign-out', session, {
      method: 'POST',
      headers: { 'x-csrf-token': other.csrf },
    });
    expect(wrong.status).toBe(403);
    const right = await call('/api/console/sign-out', session, {
      method: 'POST',
      headers: { 'x-csrf-token': session.csrf },
    });
    expect(right.status).toBe(204);
    expect(right.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    // The session is gone on the server, not only in the browser.
    expect((await call('/api/leads', session)).status).toBe(401);
  });

  it('slows an account and address down after five wrong tries, only that pair, across its names', async () => {
    const dan = await addOperator(server.database, 'member', 'dan@example.com');
    const from = { 'x-forwarded-for': '198.51.100.30' };
    const wrong = { email: dan.email, password: 'wrong' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      // The same account written another way is the same account.
      const email = attempt % 2 ? dan.email.toUpperCase() : dan.email;
      statuses.push((await signIn(server, { ...wrong, email }, from)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const sixth = await signIn(server, wrong, from);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    const right = credentialsOf(server, dan);
    // Even the right password waits from that address: the guesser cannot tell it from a wrong one.
    expect((await signIn(server, right, from)).status).toBe(429);
    // From another address the right password still signs in: no one can lock an operator out from elsewhere.
    expect((await signIn(server, right, { 'x-forwarded-for': '203.0.113.30' })).status).toBe(200);
    // Another account from the same address is not held up by dan's.
    const aliceRight = credentialsOf(server, alice);
    expect((await signIn(server, aliceRight, from)).status).toBe(200);
    const entries = await auditActions();
    const failures = entries.filter(
      (entry) => entry.action === 'sign-in-failed' && entry.operator === dan.email,
    );
    expect(failures).toHaveLength(5);
    expect(failures[0]).toMatchObject({ address: '198.51.100.30', role: '' });
    expect(entries.find((entry) => entry.action === 'lock' && entry.operator === dan.email)).toBeDefined();
  });

  it('records sign-ins in the audit log with role and address, without passwords', async () => {
    const entries = await auditActions();
    expect(
      entries.find((entry) => entry.action === 'sign-in' && entry.operator === alice.email),
    ).toMatchObject({
      role: 'admin',
      address: expect.any(String),
    });
    expect(JSON.stringify(entries)).not.toContain(alice.password);
  });
});

describe('leads for the console', () => {
  const email = `paging-${randomUUID().slice(0, 8)}@example.com`;
  const ids: string[] = [];

  beforeAll(async () => {
    for (let index = 0; index < 5; index += 1) {
      // One person's five leads, each its own payload (the same one within 60 s would be a repeat).
      ids.push(
        await postLead({
          email,
          phone: '(713) 555-0199',
          // A formula for the CSV export, yet a name the gibberish check passes (junk would be withheld, not dead).
          firstName: index === 0 ? '=Anna' : 'Ann',
          // The sub id is tracking, so it comes from the landing URL as the funnel reads it.
          landing_page_url: `https://accidentclaims.example/survey/v4nv?sub_id=${index}`,
        }),
      );
    }
  });

  it('pages through a search by e-mail with a cursor, newest first, no lead twice', async () => {
    const session = await signedIn();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query = new URLSearchParams({ search: email.toUpperCase(), limit: '2' });
      if (cursor) query.set('before', cursor);
      const page = (await (await call(`/api/leads?${query}`, session)).json()) as LeadList;
      expect(page.leads.length).toBeLessThanOrEqual(2);
      seen.push(...page.leads.map((lead) => lead.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
  });

  it('finds the same leads by phone written another way, and none for a stranger', async () => {
    const session = await signedIn();
    const byPhone = (await (await call('/api/leads?search=713-555-0199', session)).json()) as LeadList;
    expect(byPhone.leads.map((lead) => lead.id).sort()).toEqual([...ids].sort());
    const none = (await (await call('/api/leads?search=nobody@example.com', session)).json()) as LeadList;
    expect(none.leads).toEqual([]);
  });

  it('filters by delivery status: these leads end dead at the closed destination', async () => {
    const session = await signedIn();
    await vi.waitFor(
      async () => {
        const query = new URLSearchParams({ search: email, delivery: 'dead' });
        const page = (await (await call(`/api/leads?${query}`, session)).json()) as LeadList;
        expect(page.leads).toHaveLength(ids.length);
      },
      { timeout: 10_000, interval: 100 },
    );
  });

  it('exports the filtered leads as CSV with every field under its own name, and audits the export', async () => {
    const session = await signedIn();
    const response = await call(`/api/leads.csv?search=${encodeURIComponent(email)}`, session);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = (await response.text()).trimEnd().split('\r\n');
    const header = lines[0]!.split(',');
    expect(header.slice(0, 5)).toEqual(['id', 'source', 'received_at', 'review', 'validation_issues']);
    expect(header).toEqual(
      expect.arrayContaining(['email', 'phone', 'firstName', 'lead_is_qualified', 'at_Fault']),
    );
    expect(lines).toHaveLength(ids.length + 1);
    const oldest = lines.at(-1)!.split(',');
    expect(oldest[0]).toBe(ids[0]);
    expect(oldest[header.indexOf('email')]).toBe(email);
    // A formula typed by a visitor is quoted so a spreadsheet shows it rather than runs it.
    expect(oldest[header.indexOf('firstName')]).toBe("'=Anna");
    const exports = (await auditActions()).filter((entry) => entry.action === 'export');
    // The search is an e-mail: the audit log keeps a keyed hash of it, never the address.
    expect(exports[0]).toMatchObject({
      operator: alice.email,
      subject: expect.stringMatching(/^search=hash%3A[0-9a-f]{16}$/),
    });
    expect(JSON.stringify(await auditActions())).not.toContain(email.split('@')[0]);
  });

  it('retries a dead delivery from the console with the CSRF token, and audits the retry', async () => {
    const session = await signedIn();
    const deliveryId = `${ids[0]}:closed`;
    await vi.waitFor(
      async () => {
        const lead = (await (await call(`/api/leads/${ids[0]}`, session)).json()) as {
          deliveries: { status: string }[];
        };
        expect(lead.deliveries[0]?.status).toBe('dead');
      },
      { timeout: 10_000, interval: 100 },
    );
    const path = `/api/deliveries/${encodeURIComponent(deliveryId)}/retry`;
    expect((await call(path, session, { method: 'POST' })).status).toBe(403);
    const retried = await call(path, session, { method: 'POST', headers: { 'x-csrf-token': session.csrf } });
    expect(retried.status).toBe(202);
    expect((await auditActions()).find((entry) => entry.action === 'retry')).toMatchObject({
      operator: alice.email,
      subject: deliveryId,
    });
  });

  it('retries several dead deliveries in one request with the CSRF token, audits each, and says how many', async () => {
    const session = await signedIn();
    const deliveryIds = ids.slice(1).map((id) => `${id}:closed`);
    await vi.waitFor(
      async () => {
        const page = (await (await call('/api/deliveries?status=dead&limit=200', session)).json()) as {
          deliveries: { id: string }[];
        };
        expect(page.deliveries.map((delivery) => delivery.id)).toEqual(expect.arrayContaining(deliveryIds));
      },
      { timeout: 10_000, interval: 100 },
    );
    const retry = (body: unknown, headers: Record<string, string> = { 'x-csrf-token': session.csrf }) =>
      call('/api/deliveries/retry', session, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    expect((await retry({ ids: deliveryIds }, {})).status).toBe(403);
    for (const bad of [{ ids: [] }, { ids: 'all' }, { ids: [...deliveryIds, deliveryIds[0]] }, {}]) {
      const refused = await retry(bad);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        error: 'Invalid bulk retry',
        issues: [expect.objectContaining({ path: 'ids' })],
      });
    }
    const tooMany = Array.from({ length: MAX_BULK_RETRY + 1 }, (_, index) => `lead-${index}:closed`);
    expect((await retry({ ids: tooMany })).status).toBe(400);

    const answer = await retry({ ids: [...deliveryIds, 'no-such-lead:closed'] });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      requeued: deliveryIds.length,
      requeued_ids: deliveryIds,
      refused: [],
      missing: ['no-such-lead:closed'],
    });
    const retries = (await auditActions()).filter((entry) => entry.action === 'retry');
    expect(retries.map((entry) => entry.subject)).toEqual(expect.arrayContaining(deliveryIds));
    expect(retries.map((entry) => entry.subject)).not.toContain('no-such-lead:closed');
    expect(retries.find((entry) => entry.subject === deliveryIds[0])?.operator).toBe(alice.email);
  });
});

describe('daily lead counts for the trends chart', () => {
  const daily = async (query: string) => {
    const response = await call(`/api/leads/daily${query}`, await signedIn());
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('counts every day of the range, leads and qualified leads on the day they came, zero on the others', async () => {
    await postLead();
    const stored = await server.database.selectFrom('leads').select('lead_is_qualified').execute();
    const { status, body } = await daily('?from=2026-11-20&to=2026-11-24');
    expect(status).toBe(200);
    expect(body).toEqual({
      from: '2026-11-20',
      to: '2026-11-24',
      days: [
        { day: '2026-11-20', leads: 0, qualified: 0, delivered: 0 },
        { day: '2026-11-21', leads: 0, qualified: 0, delivered: 0 },
        {
          day: TODAY,
          leads: stored.length,
          qualified: stored.filter((row) => row.lead_is_qualified === 'yes').length,
          // The only destination refuses every connection.
          delivered: 0,
        },
        { day: '2026-11-23', leads: 0, qualified: 0, delivered: 0 },
      ],
    });
  });

  it('counts the last 30 days up to today by default, and 30 days from one side given alone', async () => {
    const { body } = await daily('');
    expect(body).toMatchObject({ from: '2026-10-24', to: '2026-11-23' });
    expect(body.days).toHaveLength(30);
    expect((body.days as { day: string }[]).at(-1)?.day).toBe(TODAY);
    expect((await daily('?from=2026-11-01')).body).toMatchObject({ from: '2026-11-01', to: '2026-12-01' });
  });

  it('answers 400 naming the field for a date that is not one, an empty range or one over a year', async () => {
    for (const [query, field] of [
      ['?from=yesterday', 'from'],
      ['?to=2026-11-31', 'to'],
      ['?from=2026-11-22&to=2026-11-22', 'to'],
      ['?from=2025-01-01&to=2026-11-22', 'to'],
    ] as const) {
      const { status, body } = await daily(query);
      expect(status, query).toBe(400);
      expect(body, query).toMatchObject({ issues: [expect.objectContaining({ path: field })] });
    }
  });

  it('is for operators only', async () => {
    expect((await call('/api/leads/daily', undefined)).status).toBe(401);
  });
});

describe('privacy requests in the console', () => {
  it('honours a request after confirmation: the person’s leads and sessions are deleted, others kept', async () => {
    const session = await signedIn();
    const email = `erase-${randomUUID().slice(0, 8)}@example.com`;
    const erased = await postLead({ email, phone: '(713) 555-0142' });
    const byPhoneOnly = await postLead({ email: 'someone.else@example.com', phone: '7135550142' });
    const kept = await postLead({ email: 'keep.me@example.com', phone: '(713) 555-0111' });
    const saved = await server.fetch('/api/save-data', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        session: { id: randomUUID(), variant: 'v4nv', path: '/survey/v4nv' },
        data: { step: 'Phone', steps: [{ step: 'Email', seconds: 3 }], answers: { email }, submitted: false },
      }),
    });
    expect(saved.status).toBe(200);
    const request = await server.fetch('/api/privacy-requests', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Maria',
        last_name: 'Lopez',
        email: email.toUpperCase(),
        phone: '7135550142',
        state: 'TX',
        details: '',
      }),
    });
    expect(request.status).toBe(202);
    const { id } = (await request.json()) as { id: string };
    const honour = (confirm: string) =>
      call(`/api/privacy-requests/${id}/honour`, session, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrf },
        body: JSON.stringify({ confirm }),
      });

    expect((await honour('someone@example.com')).status).toBe(422);
    expect((await call(`/api/leads/${erased}`, session)).status).toBe(200);

    const done = await honour(email);
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ done: true, leads: 2, sessions: 1 });
    expect((await call(`/api/leads/${erased}`, session)).status).toBe(404);
    expect((await call(`/api/leads/${byPhoneOnly}`, session)).status).toBe(404);
    expect((await call(`/api/leads/${kept}`, session)).status).toBe(200);
    const sessions = await server.database.selectFrom('sessions').select('answers_json').execute();
    expect(sessions.some((row) => row.answers_json.includes(email))).toBe(false);
    const listed = (await (await call('/api/privacy-requests', session)).json()) as {
      requests: { id: string; done_at: string | null }[];
    };
    expect(listed.requests.find((entry) => entry.id === id)?.done_at).toEqual(expect.any(String));
    const audit = (await auditActions()).find((entry) => entry.action === 'privacy-honour');
    expect(audit).toMatchObject({
      operator: alice.email,
      subject: `${id}: deleted 2 leads, 1 sessions, 2 deliveries, 0 sms outbox, 0 phone verifications`,
    });
    expect(audit?.subject).not.toContain(email);
  });
});

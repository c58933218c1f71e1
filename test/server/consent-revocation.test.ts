import { afterEach, describe, expect, it, vi } from 'vitest';
import { honourBy } from '../../server/consent-revocation/honour-by';
import { isStopReply, STOP_WORDS } from '../../server/consent-revocation/stop-words';
import { isTwilioSignature, twilioSignature } from '../../server/consent-revocation/twilio-signature';
import { createConsentRevocationStore, REVOKED_REASON } from '../../server/storage/consent-revocation-store';
import type { ConsentRevocationList } from '../../services/api/consent-revocation/consent-revocation-contract';
import { leadDeliveries, testDeliverySettings, WEBHOOK_SECRET } from './support/deliveries';
import { postJson, qualifiedLead } from './support/leads';
import { startStandIn, type RecordedRequest, type StandIn } from './support/stand-in-server';
import { ENGINES } from './support/test-databases';
import { ADMIN_TOKEN, startInjectedServer, type InjectedServer } from './support/test-server';

/** Outcomes are polled for, never timed: a loaded machine only makes the wait longer. */
const OUTCOME_WAIT = { timeout: 20_000, interval: 50 };
const HOUR_MS = 3_600_000;

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

function operator(server: InjectedServer, path: string, body?: unknown): Promise<Response> {
  return server.fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${ADMIN_TOKEN}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function revocations(server: InjectedServer): Promise<ConsentRevocationList['revocations']> {
  const response = await operator(server, '/api/consent-revocations');
  expect(response.status).toBe(200);
  return ((await response.json()) as ConsentRevocationList).revocations;
}

function reply(server: InjectedServer, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return server.fetch('/sms/inbound', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

async function postLead(server: InjectedServer, contact: { email: string; phone: string }): Promise<string> {
  const body = qualifiedLead(contact);
  expect((await postJson(server, body)).status).toBe(202);
  return body.lead_id as string;
}

async function statuses(server: InjectedServer, leadId: string, count: number) {
  return vi.waitFor(async () => {
    const deliveries = await leadDeliveries(server, leadId);
    expect(deliveries).toHaveLength(count);
    for (const delivery of deliveries) expect(delivery.status).not.toBe('queued');
    return Object.fromEntries(deliveries.map((delivery) => [delivery.destination, delivery]));
  }, OUTCOME_WAIT);
}

const MARIA = { email: 'maria.revokes@example.com', phone: '(713) 555-0190' };
const ANA = { email: 'ana.stays@example.com', phone: '(832) 555-0191' };

describe('the words that revoke consent by text', () => {
  it.each<[string, boolean]>([
    ...STOP_WORDS.map((word): [string, boolean] => [word, true]),
    ['stop', true],
    ['  Stop  ', true],
    ['STOP.', true],
    ['opt  out', true],
    ['Baja', true],
    ['cancelar', true],
    ['stop texting me about the lawsuit', false],
    ['START', false],
    ['123456', false],
    ['', false],
  ])('%j revokes: %s', (body, revokes) => {
    expect(isStopReply(body)).toBe(revokes);
  });
});

describe('the deadline: 10 business days, weekends and federal holidays skipped', () => {
  it.each([
    // A Monday: two weeks on, the Monday after.
    ['2026-03-02T15:00:00Z', '2026-03-16'],
    // A Sunday before Thanksgiving: the Thursday is skipped.
    ['2026-11-22T10:00:00Z', '2026-12-07'],
    // A Friday: the weekends on both sides skipped.
    ['2026-11-27T23:59:59Z', '2026-12-11'],
    // Across Christmas and New Year's Day.
    ['2026-12-21T09:00:00Z', '2027-01-06'],
    // On a holiday itself (Independence Day observed on Friday 3 July 2026).
    ['2026-07-03T12:00:00Z', '2026-07-17'],
    // Across Juneteenth and Memorial Day 2027.
    ['2027-05-28T12:00:00Z', '2027-06-14'],
  ])('received %s: honoured by %s', (receivedAt, deadline) => {
    expect(honourBy(new Date(receivedAt))).toBe(deadline);
  });
});

describe("Twilio's request signature", () => {
  const token = 'a-twilio-auth-token';
  const url = 'https://leads.example/sms/inbound';
  const params = { From: '+17135550190', Body: 'STOP', To: '+18005550100', MessageSid: 'SM1' };

  it('is the HMAC-SHA1 of the URL and the sorted parameters, and any change breaks it', () => {
    const signature = twilioSignature(token, url, params);
    expect(signature).toMatch(/^[A-Za-z0-9+/]{27}=$/);
    expect(isTwilioSignature(token, url, params, signature)).toBe(true);
    expect(isTwilioSignature(token, url, { ...params, From: '+18325550191' }, signature)).toBe(false);
    expect(isTwilioSignature(token, `${url}?x=1`, params, signature)).toBe(false);
    expect(isTwilioSignature('another-token', url, params, signature)).toBe(false);
    expect(isTwilioSignature(token, url, params, '')).toBe(false);
  });
});

describe.each(ENGINES)('revoking consent on $name', { timeout: 120_000 }, (engine) => {
  async function serverWithBuyers(
    buyers: StandIn[],
    options: { retryMs?: number; token?: string; contactStandIn?: StandIn } = {},
  ): Promise<InjectedServer> {
    const database = await engine.create();
    closers.push(() => database.drop());
    const server = await startInjectedServer({
      databaseUrl: database.url,
      smsInboundToken: options.token,
      delivery: testDeliverySettings(
        {
          destinations: [
            ...buyers.map((buyer, index) => ({
              name: `buyer-${index + 1}`,
              kind: 'json-webhook' as const,
              url: `${buyer.baseUrl}/leads`,
              send: 'all' as const,
              secret: 'env:S',
            })),
            ...(options.contactStandIn
              ? [
                  {
                    name: 'mailed-buyer',
                    kind: 'form-webhook' as const,
                    url: `${options.contactStandIn.baseUrl}/form`,
                    send: 'all' as const,
                    contact_email: 'compliance@buyer.example',
                  },
                ]
              : []),
          ],
          ...(options.retryMs ? { retry: { delaysMs: [options.retryMs] } } : {}),
        },
        { S: WEBHOOK_SECRET },
      ),
    });
    closers.push(() => server.close());
    return server;
  }

  async function twoBuyers(): Promise<[StandIn, StandIn, StandIn]> {
    const buyers = await Promise.all([
      startStandIn(() => ({ status: 200 })),
      startStandIn(() => ({ status: 204 })),
      startStandIn(() => ({ status: 200 })),
    ]);
    for (const buyer of buyers) closers.push(() => buyer.close());
    return buyers;
  }

  const revocationsSent = (buyer: StandIn): RecordedRequest[] =>
    buyer.requests.filter((request) => request.body.includes('"consent.revoked"'));

  it('a STOP reply stops texts and deliveries and reaches every buyer that had the lead, each acknowledging within the hour', async () => {
    const [first, second, mailed] = await twoBuyers();
    const server = await serverWithBuyers([first, second], { contactStandIn: mailed });
    const maria = await postLead(server, MARIA);
    const ana = await postLead(server, ANA);
    for (const leadId of [maria, ana]) {
      const delivered = await statuses(server, leadId, 3);
      for (const delivery of Object.values(delivered)) expect(delivery.status).toBe('delivered');
    }

    // Twilio's form post, her phone as Twilio writes it; the answer is empty TwiML.
    const stoppedAt = Date.now();
    const answer = await reply(server, { From: '+17135550190', Body: ' Stop ', To: '+18005550100' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/xml/);
    expect(await answer.text()).toContain('<Response></Response>');

    // Both webhook buyers get a signed consent.revoked naming her lead (and not Ana's); the third is e-mailed.
    for (const buyer of [first, second]) {
      const [notice] = await vi.waitFor(() => {
        const sent = revocationsSent(buyer);
        expect(sent).toHaveLength(1);
        return sent;
      }, OUTCOME_WAIT);
      expect(notice!.headers['webhook-signature']).toMatch(/^v1,/);
      const event = JSON.parse(notice!.body) as { type: string; data: Record<string, unknown> };
      expect(event.type).toBe('consent.revoked');
      expect(event.data).toMatchObject({ lead_ids: [maria], channel: 'sms', honour_by: '2026-12-07' });
      // It names her leads, never her.
      expect(notice!.body).not.toMatch(/713\D?555\D?0190|maria\.revokes/);
    }
    const [revocation] = await vi.waitFor(async () => {
      const listed = await revocations(server);
      expect(listed).toHaveLength(1);
      expect(listed[0]!.notices.map((notice) => notice.status)).toEqual([
        'delivered',
        'delivered',
        'delivered',
      ]);
      return listed;
    }, OUTCOME_WAIT);
    expect(revocation).toMatchObject({
      channel: 'sms',
      honour_by: '2026-12-07',
      phone: '•••0190',
      email: '',
    });
    expect(revocation!.notices.map((notice) => notice.destination)).toEqual([
      'buyer-1',
      'buyer-2',
      'mailed-buyer',
    ]);
    for (const notice of revocation!.notices) {
      // The worker's times are the real clock's (the test's clock fixes only the lead rules' date).
      const acknowledgedMs = Date.parse(notice.acknowledged_at!) - stoppedAt;
      expect(acknowledgedMs).toBeGreaterThanOrEqual(0);
      expect(acknowledgedMs).toBeLessThan(HOUR_MS);
    }
    expect(revocation!.notices[2]!.outcome).toBe('e-mail accepted (embedded)');
    const mail = await server.database
      .selectFrom('notifications')
      .select('text')
      .where('kind', '=', 'buyer-mail')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('To compliance@buyer.example');
    expect(mail[0]!.text).toContain(maria);
    expect(mail[0]!.text).not.toContain(ana);

    // No more texts to her phone; Ana still gets hers.
    const code = await server.fetch('/two-step-verification/send', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '713-555-0190', lead_id: maria }),
    });
    expect(await code.json()).toEqual({ sent: false, error: 'This number asked us to stop texting it' });
    const anaCode = await server.fetch('/two-step-verification/send', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: ANA.phone, lead_id: ana }),
    });
    expect(await anaCode.json()).toEqual({ sent: true });
    // Nothing the server logged names her.
    expect(server.logs()).not.toMatch(/555.?0190|maria\.revokes/);
  });

  it('the form (JSON and posted natively) and an operator’s note each revoke and reach the buyers', async () => {
    const [first, second] = await twoBuyers();
    const server = await serverWithBuyers([first, second]);
    const people = [
      { email: 'by.form@example.com', phone: '(713) 555-0181' },
      { email: 'by.page@example.com', phone: '(713) 555-0182' },
      { email: 'by.call@example.com', phone: '(713) 555-0183' },
    ];
    const leads: string[] = [];
    for (const person of people) leads.push(await postLead(server, person));
    for (const leadId of leads) await statuses(server, leadId, 2);

    const byForm = await server.fetch('/api/consent-revocations', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ' BY.FORM@example.com', phone: '' }),
    });
    expect(byForm.status).toBe(202);
    expect(await byForm.json()).toMatchObject({ honour_by: '2026-12-07' });

    const byPage = await server.fetch('/es/revoke-consent/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: '', phone: '713 555 0182' }).toString(),
    });
    expect(byPage.status).toBe(200);
    const page = await byPage.text();
    expect(page).toContain('<html lang="es">');
    expect(page).toContain('Revocación recibida');
    expect(page).toContain('2026-12-07');

    const byCall = await operator(server, '/api/consent-revocations/note', {
      channel: 'call',
      contact: '+1 713-555-0183',
    });
    expect(byCall.status).toBe(202);

    const listed = await vi.waitFor(async () => {
      const all = await revocations(server);
      expect(all).toHaveLength(3);
      for (const revocation of all) {
        expect(revocation.notices.map((notice) => notice.status)).toEqual(['delivered', 'delivered']);
      }
      return all;
    }, OUTCOME_WAIT);
    expect(listed.map((revocation) => revocation.channel).sort()).toEqual(['call', 'web', 'web']);
    expect(listed.find((revocation) => revocation.channel === 'call')).toMatchObject({ operator: 'token' });
    for (const buyer of [first, second]) {
      const named = revocationsSent(buyer).map(
        (request) => (JSON.parse(request.body) as { data: { lead_ids: string[] } }).data.lead_ids,
      );
      expect(named.flat().sort()).toEqual([...leads].sort());
    }
    const audit = await operator(server, '/api/audit-log');
    expect(await audit.text()).toContain('consent-revocation');
  });

  it('withholds a delivery waiting for its retry, with the reason, and tells no buyer that never had the lead', async () => {
    const refusing = await startStandIn(() => ({ status: 503 }));
    closers.push(() => refusing.close());
    const server = await serverWithBuyers([refusing], { retryMs: HOUR_MS });
    const leadId = await postLead(server, MARIA);
    await vi.waitFor(async () => {
      const [delivery] = await leadDeliveries(server, leadId);
      expect(delivery).toMatchObject({ status: 'queued', attempts: 1 });
    }, OUTCOME_WAIT);

    const note = await operator(server, '/api/consent-revocations/note', {
      channel: 'email',
      contact: MARIA.email,
    });
    expect(note.status).toBe(202);
    const [delivery] = await leadDeliveries(server, leadId);
    expect(delivery).toMatchObject({ status: 'withheld', outcome: REVOKED_REASON });
    const [revocation] = await revocations(server);
    expect(revocation).toMatchObject({ channel: 'email', deliveries_withheld: 1, notices: [] });
  });

  it('a new consent after the revocation is a new consent: the lead made after it is sent, the one before is not', async () => {
    const [buyer] = await twoBuyers();
    const server = await serverWithBuyers([buyer]);
    const person = { email: 'comes.back@example.com', phone: '(713) 555-0184' };
    const before = await postLead(server, person);
    await statuses(server, before, 1);
    expect(
      (await operator(server, '/api/consent-revocations/note', { channel: 'email', contact: person.email }))
        .status,
    ).toBe(202);

    // Months later, the person walks the funnel again and consents again, on the same e-mail and phone.
    const again = qualifiedLead({
      ...person,
      case_description: 'I am writing again about the crash on I-45.',
    });
    expect((await postJson(server, again)).status).toBe(202);
    const after = again.lead_id as string;
    const { 'buyer-1': sent } = await statuses(server, after, 1);
    expect(sent).toMatchObject({ status: 'delivered' });
    // A delivery of the earlier lead asked for now (an operator's retry, a destination added) is still withheld.
    const store = createConsentRevocationStore(server.database);
    const receivedAt = async (leadId: string) =>
      (
        await server.database
          .selectFrom('leads')
          .select('received_at')
          .where('id', '=', leadId)
          .executeTakeFirstOrThrow()
      ).received_at;
    expect(await store.isRevoked(person.email, person.phone, await receivedAt(before))).toBe(true);
    expect(await store.isRevoked(person.email, person.phone, await receivedAt(after))).toBe(false);
    expect(await store.isRevoked(person.email, person.phone)).toBe(true);
  });
});

describe('the inbound webhook, its signature and its bad input', () => {
  async function server(token?: string): Promise<InjectedServer> {
    const started = await startInjectedServer({ smsInboundToken: token });
    closers.push(() => started.close());
    return started;
  }

  it('with TWILIO_AUTH_TOKEN set: a signed STOP revokes, an unsigned or mis-signed one is refused 403', async () => {
    const token = 'a-twilio-auth-token';
    const app = await server(token);
    const fields = { From: '+17135550170', Body: 'ALTO', To: '+18005550100' };
    const url = 'http://leads.example/sms/inbound';
    expect((await reply(app, fields, { host: 'leads.example' })).status).toBe(403);
    const wrong = twilioSignature(token, url, { ...fields, Body: 'hello' });
    expect((await reply(app, fields, { host: 'leads.example', 'x-twilio-signature': wrong })).status).toBe(
      403,
    );
    expect(await revocations(app)).toHaveLength(0);
    const signed = twilioSignature(token, url, fields);
    const answer = await reply(app, fields, { host: 'leads.example', 'x-twilio-signature': signed });
    expect(answer.status).toBe(200);
    expect(await revocations(app)).toMatchObject([{ channel: 'sms', phone: '•••0170' }]);
  });

  it('without a token: a STOP is taken unsigned, any other reply is not a revocation, a missing From is a 400', async () => {
    const app = await server();
    expect((await reply(app, { From: '+17135550171', Body: 'What is this about?' })).status).toBe(200);
    expect(await revocations(app)).toHaveLength(0);
    const missing = await reply(app, { Body: 'STOP' });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('From');
    expect((await reply(app, { From: '+17135550171', Body: 'unsubscribe' })).status).toBe(200);
    expect(await revocations(app)).toHaveLength(1);
  });

  it("the console's SMS outbox reply: STOP revokes, other words do not", async () => {
    const app = await server();
    const hello = await operator(app, '/api/sms-outbox/reply', { phone: '+17135550172', body: 'hello' });
    expect(await hello.json()).toEqual({ revoked: false });
    const stop = await operator(app, '/api/sms-outbox/reply', { phone: '+17135550172', body: 'STOP' });
    expect(await stop.json()).toEqual({ revoked: true });
    expect(await revocations(app)).toMatchObject([{ channel: 'sms', operator: '' }]);
  });

  it('the form refuses what names no one, naming the field, in JSON and on the page', async () => {
    const app = await server();
    const json = await app.fetch('/api/consent-revocations', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'not-an-address', phone: '' }),
    });
    expect(json.status).toBe(400);
    expect(await json.text()).toContain('email');
    const page = await app.fetch('/revoke-consent/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: '', phone: '12' }).toString(),
    });
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain('data-field="phone"');
    expect(html).toContain('href="/revoke-consent/"');
    expect(await revocations(app)).toHaveLength(0);
  });
});

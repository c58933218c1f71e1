import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_WRONG_TRIES, SENDS_PER_IP, SENDS_PER_PHONE } from '../../guards/phone-verification';
import { postJson, qualifiedLead } from './support/leads';
import { startStandIn, type StandIn } from './support/stand-in-server';
import {
  ADMIN_TOKEN,
  readStoredLead,
  startInjectedServer,
  type Asker,
  type InjectedServer,
} from './support/test-server';

let server: InjectedServer;

beforeAll(async () => {
  server = await startInjectedServer();
});

afterAll(async () => {
  await server.close();
});

async function call(asked: Asker, path: string, body: unknown, ip?: string) {
  const response = await asked.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(ip ? { 'x-forwarded-for': ip } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const send = (phone: string, leadId: string) =>
  call(server, '/two-step-verification/send', { phone, lead_id: leadId });
const check = (phone: string, leadId: string, code: string) =>
  call(server, '/two-step-verification/code', { phone, lead_id: leadId, code });

async function lastCode(phone: string): Promise<string> {
  const response = await server.fetch('/api/sms-outbox', {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(response.status).toBe(200);
  const { messages } = (await response.json()) as { messages: { phone: string; body: string }[] };
  const message = messages.find((entry) => entry.phone === phone);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

/** A code that is not the one sent. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('phone verification with the embedded sender', () => {
  it('sends a code to the outbox, approves it once, and the lead of that phone gets sms_verified yes', async () => {
    const leadId = randomUUID();
    expect(await send('(713) 555-0101', leadId)).toEqual({ status: 200, body: { sent: true } });
    const code = await lastCode('+17135550101');
    expect(await check('7135550101', leadId, wrong(code))).toEqual({
      status: 200,
      body: { status: 'pending' },
    });
    expect(await check('7135550101', leadId, code)).toEqual({ status: 200, body: { status: 'approved' } });
    // Used once: the same code again finds no live code.
    expect((await check('7135550101', leadId, code)).body).toEqual({ status: 'expired' });

    const verified = qualifiedLead({ lead_id: leadId, phone: '7135550101', sms_verified: 'no' });
    expect((await postJson(server, verified)).status).toBe(202);
    expect((await readStoredLead(server, leadId)).lead.sms_verified).toBe('yes');

    // Another lead claiming the same phone, or claiming yes, is not verified.
    const other = qualifiedLead({ phone: '7135550101', sms_verified: 'yes' });
    expect((await postJson(server, other)).status).toBe(202);
    const stored = await readStoredLead(server, String(other.lead_id));
    expect(stored.lead.sms_verified).toBe('no');
    expect(stored.claimed).toMatchObject({ sms_verified: 'yes' });
  });

  it('refuses the check after five wrong codes, even with the right one', async () => {
    const leadId = randomUUID();
    await send('7135550102', leadId);
    const code = await lastCode('+17135550102');
    for (let attempt = 1; attempt <= MAX_WRONG_TRIES; attempt++) {
      expect((await check('7135550102', leadId, wrong(code))).body).toEqual({ status: 'pending' });
    }
    expect(await check('7135550102', leadId, code)).toEqual({ status: 429, body: { status: 'refused' } });
  });

  it('refuses a seventh send to one phone within the hour', async () => {
    for (let sent = 1; sent <= SENDS_PER_PHONE; sent++) {
      expect((await send('7135550103', randomUUID())).body).toEqual({ sent: true });
    }
    const refused = await send('7135550103', randomUUID());
    expect(refused.status).toBe(429);
    expect(refused.body.sent).toBe(false);
  });

  it('limits the sends from one client IP across phones', async () => {
    const trusting = await startInjectedServer({ trustProxy: true });
    try {
      for (let sent = 0; sent < SENDS_PER_IP; sent++) {
        const phone = `71355502${String(sent).padStart(2, '0')}`;
        const answer = await call(
          trusting,
          '/two-step-verification/send',
          { phone, lead_id: 'x' },
          '203.0.113.9',
        );
        expect(answer.body).toEqual({ sent: true });
      }
      const over = await call(
        trusting,
        '/two-step-verification/send',
        { phone: '7135550299', lead_id: 'x' },
        '203.0.113.9',
      );
      expect(over.status).toBe(429);
      const elsewhere = await call(
        trusting,
        '/two-step-verification/send',
        { phone: '7135550299', lead_id: 'x' },
        '203.0.113.10',
      );
      expect(elsewhere.body).toEqual({ sent: true });
    } finally {
      await trusting.close();
    }
  });

  it('does not send to a number that is not a US phone, and keeps the outbox for operators only', async () => {
    expect((await send('12345678901234', randomUUID())).body).toMatchObject({ sent: false });
    expect((await server.fetch('/api/sms-outbox')).status).toBe(401);
  });
});

describe('phone verification with Twilio Verify', () => {
  let twilio: StandIn;
  let viaTwilio: InjectedServer;

  beforeAll(async () => {
    twilio = await startStandIn((request) => {
      const form = new URLSearchParams(request.body);
      if (request.url === '/v2/Services/VA0123/Verifications')
        return { status: 201, json: { status: 'pending' } };
      if (request.url === '/v2/Services/VA0123/VerificationCheck') {
        return { json: { status: form.get('Code') === '424242' ? 'approved' : 'pending' } };
      }
      return { status: 404, json: {} };
    });
    viaTwilio = await startInjectedServer({
      twilioVerify: {
        accountSid: 'AC0123',
        authToken: 'secret',
        serviceSid: 'VA0123',
        baseUrl: twilio.baseUrl,
      },
    });
  });

  afterAll(async () => {
    await viaTwilio.close();
    await twilio.close();
  });

  it('sends and checks through Twilio Verify, as its API documents, and keeps nothing in the outbox', async () => {
    const leadId = randomUUID();
    const sent = await call(viaTwilio, '/two-step-verification/send', {
      phone: '7135550111',
      lead_id: leadId,
    });
    expect(sent.body).toEqual({ sent: true });
    const [verification] = twilio.requests;
    expect(verification?.headers.authorization).toBe(
      `Basic ${Buffer.from('AC0123:secret').toString('base64')}`,
    );
    expect(Object.fromEntries(new URLSearchParams(verification?.body))).toEqual({
      To: '+17135550111',
      Channel: 'sms',
    });

    const body = { phone: '7135550111', lead_id: leadId };
    expect((await call(viaTwilio, '/two-step-verification/code', { ...body, code: '111111' })).body).toEqual({
      status: 'pending',
    });
    expect((await call(viaTwilio, '/two-step-verification/code', { ...body, code: '424242' })).body).toEqual({
      status: 'approved',
    });
    expect(Object.fromEntries(new URLSearchParams(twilio.requests.at(-1)?.body))).toEqual({
      To: '+17135550111',
      Code: '424242',
    });
    const outbox = await viaTwilio.fetch('/api/sms-outbox', {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(await outbox.json()).toEqual({ messages: [] });
  });
});

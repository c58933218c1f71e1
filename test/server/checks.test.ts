import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_PHONE_MESSAGE } from '../../guards/phone-rules';
import type { StoredNotification } from '../../server/storage/notification-store';
import { ADMIN_TOKEN, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function notifications(): Promise<StoredNotification[]> {
  const response = await fetch(`${server.baseUrl}/api/notifications`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { notifications: StoredNotification[] }).notifications;
}

describe('POST /api/validate/phone (embedded: libphonenumber-js)', () => {
  it.each([
    ['7135550182', { success: true, valid: true, active: true, fraud_score: 0 }],
    ['(713) 555-0182', { success: true, valid: true }],
    ['8005550123', { success: true, valid: false, line_type: 'Toll Free' }],
    ['9005550123', { success: true, valid: false, line_type: 'Premium Rate' }],
    ['1234567890', { success: true, valid: false, message: INVALID_PHONE_MESSAGE }],
  ])('%s → %j', async (phone, expected) => {
    const response = await post('/api/validate/phone', { phone });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject(expected);
  });

  it('answers 400 naming the field when the phone is missing or not a number', async () => {
    for (const body of [{}, { phone: 'call me' }]) {
      const response = await post('/api/validate/phone', body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { issues: { path: string }[] }).issues[0]?.path).toBe('phone');
    }
  });
});

describe('POST /api/validate/email (embedded: syntax, disposable list)', () => {
  it('passes an ordinary address and refuses a disposable one', async () => {
    expect(await (await post('/api/validate/email', { email: 'maria.lopez@gmail.com' })).json()).toEqual({
      success: true,
      valid: true,
      disposable: false,
      fraud_score: 0,
      dns_valid: null,
      blocked: false,
    });
    expect(
      await (await post('/api/validate/email', { email: 'someone@mailinator.com' })).json(),
    ).toMatchObject({
      valid: true,
      disposable: true,
      blocked: false,
    });
  });

  it('blocks the second failure for the same address and reports it, masked', async () => {
    const first = await (await post('/api/validate/email', { email: 'Repeat@Yopmail.com' })).json();
    expect(first).toMatchObject({ disposable: true, blocked: false });
    const second = await (await post('/api/validate/email', { email: ' repeat@yopmail.com' })).json();
    expect(second).toMatchObject({ disposable: true, blocked: true });

    const reported = (await notifications()).filter((note) => note.kind === 'blocked-email');
    expect(reported).toHaveLength(1);
    expect(reported[0]?.text).toContain('r***@yopmail.com');
    expect(reported[0]?.text).not.toContain('repeat@');
    expect(reported[0]?.delivered_to).toBe('stored');
  });

  it('never records a passing address as a failure', async () => {
    for (let i = 0; i < 3; i++) {
      expect(await (await post('/api/validate/email', { email: 'ok@gmail.com' })).json()).toMatchObject({
        blocked: false,
      });
    }
  });

  it('answers 400 naming the field when the e-mail is missing', async () => {
    const response = await post('/api/validate/email', {});
    expect(response.status).toBe(400);
    expect(((await response.json()) as { issues: { path: string }[] }).issues[0]?.path).toBe('email');
  });

  it('keeps e-mail addresses out of the logs', () => {
    expect(server.logs()).not.toMatch(/yopmail|mailinator|maria\.lopez/i);
  });
});

describe('POST /api/gibberish (form data text)', () => {
  async function judge(text: string): Promise<unknown> {
    const response = await fetch(`${server.baseUrl}/api/gibberish`, {
      method: 'POST',
      body: new URLSearchParams({ text }),
    });
    expect(response.status).toBe(200);
    return response.json();
  }

  it.each([
    ['The other driver ran a red light and hit my door.', 'no'],
    ['Me chocaron por detrás en la autopista.', 'no'],
    ['asdf asdf jkjkjk qwerty', 'yes'],
  ])('"%s" → %s', async (text, verdict) => {
    expect(await judge(text)).toEqual({ is_gibberish: verdict });
  });

  it('takes multipart form data as a browser FormData sends it', async () => {
    const form = new FormData();
    form.set('text', 'qwrtzp xkcdvb mnbvcx');
    const response = await fetch(`${server.baseUrl}/api/gibberish`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ is_gibberish: 'yes' });
  });

  it('refuses malformed multipart form data with a 400', async () => {
    const response = await fetch(`${server.baseUrl}/api/gibberish`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body: 'not a multipart body',
    });
    expect(response.status).toBe(400);
  });

  it('takes JSON too, and refuses a body without text', async () => {
    expect(await (await post('/api/gibberish', { text: 'sdkjfh skdjfh ksjdhf' })).json()).toEqual({
      is_gibberish: 'yes',
    });
    const response = await post('/api/gibberish', {});
    expect(response.status).toBe(400);
  });
});

describe('POST /send-slack-message without a webhook', () => {
  it('stores the message for operators', async () => {
    const response = await post('/send-slack-message', { text: 'Blocked e-mail j***@example.com' });
    expect(response.status).toBe(202);
    const { id, delivered_to } = (await response.json()) as { id: string; delivered_to: string };
    expect(delivered_to).toBe('stored');
    expect((await notifications()).find((note) => note.id === id)).toMatchObject({
      kind: 'funnel',
      text: 'Blocked e-mail j***@example.com',
    });
  });

  it('refuses an empty message and lists notifications only to operators', async () => {
    expect((await post('/send-slack-message', { text: ' ' })).status).toBe(400);
    expect((await fetch(`${server.baseUrl}/api/notifications`)).status).toBe(401);
  });
});

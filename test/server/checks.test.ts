import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INVALID_PHONE_MESSAGE } from '../../guards/phone-rules';
import type { StoredNotification } from '../../server/storage/notification-store';
import { ADMIN_TOKEN, startInjectedServer, type InjectedServer } from './support/test-server';

let server: InjectedServer;

beforeAll(async () => {
  server = await startInjectedServer();
});

afterAll(async () => {
  await server.close();
});

async function post(path: string, body: unknown): Promise<Response> {
  return server.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function notifications(): Promise<StoredNotification[]> {
  const response = await server.fetch('/api/notifications', {
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

    const reported = await vi.waitFor(async () => {
      const found = (await notifications()).filter((note) => note.kind === 'blocked-email');
      expect(found).toHaveLength(1);
      return found;
    });
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
    const response = await server.fetch('/api/gibberish', {
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
    const response = await server.fetch('/api/gibberish', { method: 'POST', body: form });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ is_gibberish: 'yes' });
  });

  it('refuses malformed multipart form data with a 400', async () => {
    const response = await server.fetch('/api/gibberish', {
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

describe('POST /send-slack-message (the blocked-e-mail report) without a webhook', () => {
  it('reports an address the server blocked, once, and stores the report for operators', async () => {
    await post('/api/validate/email', { email: 'twice@mailinator.com' });
    await post('/api/validate/email', { email: 'twice@mailinator.com' });
    await vi.waitFor(async () =>
      expect(
        (await notifications()).filter((note) => note.text.includes('t***@mailinator.com')),
      ).toHaveLength(1),
    );

    const again = await post('/send-slack-message', { email: 'twice@mailinator.com' });
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({ reported: false });
    expect((await notifications()).filter((note) => note.text.includes('t***@mailinator.com'))).toHaveLength(
      1,
    );
  });

  it('reports nothing for an address that never failed', async () => {
    const before = (await notifications()).length;
    const response = await post('/send-slack-message', { email: 'fine@gmail.com' });
    expect(await response.json()).toEqual({ reported: false });
    expect(await notifications()).toHaveLength(before);
  });

  it('refuses free text, naming the field, and lists notifications only to operators', async () => {
    const response = await post('/send-slack-message', { text: '<!channel> hello' });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).not.toContain('channel');
    expect((await server.fetch('/api/notifications')).status).toBe(401);
  });

  it('takes at most a handful of reports a minute from one client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await post('/send-slack-message', { email: `n${i}@gmail.com` })).status);
    expect(statuses).toContain(429);
  });
});

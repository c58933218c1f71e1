import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseCallNumberRules } from '../../server/call-number-rules';
import { readConfig, type ProviderConfig } from '../../server/config';
import type { StoredNotification } from '../../server/storage/notification-store';
import { postJson, qualifiedLead } from './support/leads';
import { startStandIn, type StandIn, type StandInHandler } from './support/stand-in-server';
import { ADMIN_TOKEN, startInjectedServer, type InjectedServer } from './support/test-server';

/**
 * With a provider's variables set, the server asks the third party, over HTTP, in that party's protocol; when the
 * party fails, the embedded default answers. Each third party is a local server speaking its protocol.
 */
let standIn: StandIn;
let handler: StandInHandler = () => ({ status: 500 });
let server: InjectedServer;

beforeAll(async () => {
  standIn = await startStandIn((request) => handler(request));
  const providers: ProviderConfig = {
    ...readConfig({}).providers,
    zipServiceUrl: `${standIn.baseUrl}/zip`,
    ipqsApiKey: 'k3y/with space',
    ipqsBaseUrl: `${standIn.baseUrl}/ipqs`,
    gibberishServiceUrl: `${standIn.baseUrl}/gibberish/check`,
    slackWebhookUrl: `${standIn.baseUrl}/slack/T000/B000/XXX`,
    emailDnsCheck: false,
    // Long enough for a loaded machine (two test workers beside the server) to answer in time; the timeout
    // cases answer after 4 s.
    timeoutMs: 3000,
    deadlineMs: 3000,
    callNumberRules: parseCallNumberRules('affid=1000350:8005550123'),
    retreaverCampaignKey: 'c4mpaign key',
    retreaverBaseUrl: `${standIn.baseUrl}/retreaver`,
  };
  server = await startInjectedServer({ providers });
});

afterEach(() => {
  standIn.requests.length = 0;
});

afterAll(async () => {
  await server.close();
  await standIn.close();
});

async function post(path: string, body: unknown): Promise<unknown> {
  const response = await server.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBeLessThan(300);
  return response.json();
}

describe('IPQualityScore phone check', () => {
  const answer = {
    success: true,
    message: 'Phone is valid.',
    formatted: '+17135550182',
    valid: true,
    fraud_score: 90,
    recent_abuse: false,
    VOIP: false,
    active: true,
    line_type: 'Wireless',
    carrier: 'Example Wireless',
    country: 'US',
  };

  it('is asked with the key and the digits, and its answer is passed on', async () => {
    handler = () => ({ json: answer });
    expect(await post('/api/validate/phone', { phone: '(713) 555-0182' })).toEqual({
      success: true,
      valid: true,
      fraud_score: 90,
      line_type: 'Wireless',
      active: true,
      message: 'Phone is valid.',
    });
    expect(standIn.requests).toHaveLength(1);
    expect(standIn.requests[0]?.url).toBe('/ipqs/phone/k3y%2Fwith%20space/7135550182?country[]=US');
  });

  it('passes on success false (the funnel then lets the visitor through)', async () => {
    handler = () => ({ json: { success: false, message: 'Insufficient credits.' } });
    expect(await post('/api/validate/phone', { phone: '7135550182' })).toMatchObject({
      success: false,
      valid: false,
    });
  });

  it.each([
    ['a server error', () => ({ status: 503 })],
    ['a timeout', () => ({ json: answer, delayMs: 4000 })],
    ['an answer that is not JSON', () => ({ text: '<html>maintenance</html>' })],
  ] as const)('falls back to the embedded check on %s', async (_label, failing) => {
    handler = failing;
    expect(await post('/api/validate/phone', { phone: '8005550123' })).toMatchObject({
      success: true,
      valid: false,
      line_type: 'Toll Free',
    });
    expect(server.logs()).toMatch(/"provider":"phone".*provider failed/);
  });
});

describe('IPQualityScore e-mail check', () => {
  it('is asked with the key and the address, and a disposable answer counts toward the block', async () => {
    handler = () => ({
      json: {
        success: true,
        valid: true,
        disposable: true,
        fraud_score: 75,
        dns_valid: true,
        deliverability: 'high',
        smtp_score: 3,
      },
    });
    expect(await post('/api/validate/email', { email: 'third.party@example.org' })).toEqual({
      success: true,
      valid: true,
      disposable: true,
      fraud_score: 75,
      dns_valid: true,
      blocked: false,
    });
    expect(standIn.requests[0]?.url).toBe('/ipqs/email/k3y%2Fwith%20space/third.party%40example.org');
    expect(await post('/api/validate/email', { email: 'third.party@example.org' })).toMatchObject({
      blocked: true,
    });
  });

  it('falls back to the embedded check when unreachable', async () => {
    handler = () => ({ status: 502 });
    expect(await post('/api/validate/email', { email: 'x@mailinator.com' })).toMatchObject({
      success: true,
      disposable: true,
    });
  });
});

describe('zip service', () => {
  it('is asked GET /us/{zip} and its place is used', async () => {
    handler = () => ({
      json: { zip: '73301', city: 'Austin', state: 'TX', state_long: 'Texas', county: 'Travis' },
    });
    const response = await server.fetch('/us/73301');
    expect(await response.json()).toEqual({
      zip: '73301',
      city: 'Austin',
      state: 'TX',
      state_long: 'Texas',
      county: 'Travis',
    });
    expect(standIn.requests[0]?.url).toBe('/zip/us/73301');
  });

  it('falls back to the embedded data when it fails', async () => {
    handler = () => ({ status: 500 });
    const response = await server.fetch('/us/77002');
    expect(await response.json()).toMatchObject({ city: 'Houston', state: 'TX', county: 'Harris' });
  });
});

describe('gibberish service', () => {
  it('is sent form data text and its yes/no or boolean answer is read', async () => {
    handler = () => ({ json: { is_gibberish: true } });
    expect(await post('/api/gibberish', { text: 'A perfectly fine sentence about my crash.' })).toEqual({
      is_gibberish: 'yes',
    });
    expect(standIn.requests[0]).toMatchObject({
      method: 'POST',
      url: '/gibberish/check',
      contentType: expect.stringContaining('application/x-www-form-urlencoded'),
      body: 'text=A+perfectly+fine+sentence+about+my+crash.',
    });
    handler = () => ({ json: { is_gibberish: 'no' } });
    expect(await post('/api/gibberish', { text: 'asdf asdf' })).toEqual({ is_gibberish: 'no' });
  });

  it('falls back to the embedded check on an unreadable answer', async () => {
    handler = () => ({ json: { verdict: 'maybe' } });
    expect(await post('/api/gibberish', { text: 'asdf asdf qwerty' })).toEqual({ is_gibberish: 'yes' });
  });

  it('decides is_gibberish on /post-lead too', async () => {
    handler = (request) =>
      request.url.startsWith('/gibberish') ? { json: { is_gibberish: 'yes' } } : { status: 500 };
    const body = qualifiedLead({ is_gibberish: 'no' });
    expect(await (await postJson(server, body)).json()).toMatchObject({
      lead_is_qualified: 'no',
      dq_reason: 'is_gibberish|yes',
    });
  });
});

describe('Slack incoming webhook', () => {
  async function notifications(): Promise<StoredNotification[]> {
    const response = await server.fetch('/api/notifications', {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    return ((await response.json()) as { notifications: StoredNotification[] }).notifications;
  }

  /** IPQualityScore calls every address invalid; Slack answers as given. */
  function slackAnswers(slack: ReturnType<StandInHandler>): void {
    handler = (request) =>
      request.url.startsWith('/ipqs/email')
        ? { json: { success: true, valid: false, disposable: false, fraud_score: 0, dns_valid: true } }
        : slack;
  }

  async function failTwice(email: string): Promise<void> {
    await post('/api/validate/email', { email });
    await post('/api/validate/email', { email });
  }

  const slackBodies = () =>
    standIn.requests.filter((request) => request.url.startsWith('/slack/')).map((request) => request.body);

  it("receives the server's own blocked-e-mail report as JSON text, a domain not in a domain's shape named invalid", async () => {
    slackAnswers({ text: 'ok' });
    await failTwice('someone@<!channel>.example');

    await vi.waitFor(() => expect(slackBodies()).toHaveLength(1));
    expect(slackBodies()).toEqual([
      JSON.stringify({
        text: 'Blocked e-mail s***@invalid domain after 2 failed checks (invalid).',
      }),
    ]);
    await vi.waitFor(async () => {
      const stored = (await notifications()).find((note) => note.text.includes('s***@invalid domain'));
      expect(stored).toMatchObject({ kind: 'blocked-email', delivered_to: 'slack' });
      expect(stored?.text).not.toContain('channel');
    });
  });

  it('keeps the report when Slack fails, so nothing is lost', async () => {
    slackAnswers({ status: 500 });
    await failTwice('kept.anyway@example.org');

    await vi.waitFor(async () => {
      const stored = (await notifications()).find((note) => note.text.includes('k***@example.org'));
      expect(stored).toMatchObject({ kind: 'blocked-email', delivered_to: 'stored' });
    });
  });

  it('carries no text of a request to Slack: the funnel reports an address, once, only if it is blocked', async () => {
    slackAnswers({ text: 'ok' });
    const arbitrary = await server.fetch('/send-slack-message', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: '<!channel> free money at <https://example.com|here>' }),
    });
    expect(arbitrary.status).toBe(400);
    expect(await post('/send-slack-message', { email: 'never.failed@example.org' })).toEqual({
      reported: false,
    });
    // Blocked above and already reported by the check: not again.
    expect(await post('/send-slack-message', { email: 'someone@<!channel>.example' })).toEqual({
      reported: false,
    });
    expect(slackBodies()).toEqual([]);
  });

  it('never logs the webhook URL', () => {
    expect(server.logs()).not.toContain('T000/B000');
  });
});

describe('Retreaver call numbers', () => {
  const retreaverNumber = {
    number: {
      id: 42,
      campaign_key: 'c4mpaign key',
      number: '+18665550142',
      formatted_number: '(866) 555-0142',
      tag_values: {},
    },
  };

  async function callNumber(page: string): Promise<Response> {
    return server.fetch(`/api/call-number?page=${encodeURIComponent(page)}`);
  }

  function decoded(base64: unknown): string {
    return Buffer.from(String(base64), 'base64').toString('utf8');
  }

  it('is asked as retreaver.js asks, and its number is shown', async () => {
    handler = () => ({ json: retreaverNumber });
    const response = await callNumber('https://claims.example/survey/v4nv?affid=1000350&utm_source=tv');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      retreaverNumber: '+18665550142',
      retreaverNumberFormatted: '(866) 555-0142',
    });
    expect(standIn.requests).toHaveLength(1);
    const asked = standIn.requests[0]!;
    expect(asked.method).toBe('POST');
    expect(asked.url).toBe('/retreaver/api/v1/numbers?campaign_key=c4mpaign%20key');
    expect(asked.contentType).toBe('application/json');
    const body = JSON.parse(asked.body) as Record<string, unknown>;
    expect(decoded(body.u)).toBe('https://claims.example/survey/v4nv?affid=1000350&utm_source=tv');
    expect(decoded(body.st)).toBe('&affid=1000350&utm_source=tv');
  });

  it('is never sent the personal fields of a thank-you URL', async () => {
    handler = () => ({ json: retreaverNumber });
    await callNumber(
      'https://claims.example/survey-thank-you/?email=maria%40example.com&phone=7135550182&zip_code=77002&city=Houston&affid=20',
    );
    const body = JSON.parse(standIn.requests[0]!.body) as Record<string, unknown>;
    expect(decoded(body.u)).toBe('https://claims.example/survey-thank-you/?affid=20');
    expect(decoded(body.st)).toBe('&affid=20');
  });

  it.each([
    ['no number', () => ({ json: {} })],
    ['an empty number', () => ({ json: { number: '' } })],
    ['a number that is not a US number', () => ({ json: { number: { number: '+442079460000' } } })],
  ] as const)(
    'falls back to the CALL_NUMBERS rules on %s, without reporting a failure',
    async (_label, answer) => {
      handler = answer;
      const logsBefore = server.logs().length;
      expect(await (await callNumber('https://claims.example/?affid=1000350')).json()).toEqual({
        retreaverNumber: '+18005550123',
        retreaverNumberFormatted: '(800) 555-0123',
      });
      expect((await callNumber('https://claims.example/?affid=1')).status).toBe(204);
      expect(server.logs().slice(logsBefore)).not.toContain('provider failed');
    },
  );

  it.each([
    ['a server error', () => ({ status: 500 })],
    ['a timeout', () => ({ json: retreaverNumber, delayMs: 4000 })],
    ['an answer that is not JSON', () => ({ text: 'Bad Gateway' })],
  ] as const)('falls back to the CALL_NUMBERS rules on %s and reports it', async (_label, failing) => {
    handler = failing;
    expect(await (await callNumber('https://claims.example/?affid=1000350')).json()).toEqual({
      retreaverNumber: '+18005550123',
      retreaverNumberFormatted: '(800) 555-0123',
    });
    expect((await callNumber('https://claims.example/')).status).toBe(204);
    expect(server.logs()).toMatch(/"provider":"call-number".*provider failed/);
  });

  it('never logs the campaign key or the page', () => {
    expect(server.logs()).not.toMatch(/c4mpaign|claims\.example|maria/);
  });
});

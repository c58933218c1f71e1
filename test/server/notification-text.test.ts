import { afterEach, describe, expect, it } from 'vitest';
import { readConfig, type ServerConfig } from '../../server/config';
import { maskedEmail } from '../../server/blocked-email-reports';
import { domainForOperators, trackingForOperators } from '../../server/operator-text';
import { postJson, qualifiedLead } from './support/leads';
import { startStandIn, type StandIn } from './support/stand-in-server';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Operators' messages carry server-made text only (docs/rules.md): a tracking value appears in a notification
 * only in its field's shape (`oid` and `affid` are digits), otherwise the message names it "invalid".
 */
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

const EVIL = '<!channel> <https://evil.example|x>';

async function serverTellingSlack(slack: StandIn): Promise<TestServer> {
  const defaults = readConfig({});
  const overrides: Partial<ServerConfig> = {
    providers: { ...defaults.providers, slackWebhookUrl: slack.baseUrl },
  };
  const server = await startTestServer(overrides);
  closers.push(() => server.close());
  return server;
}

describe('the shape a tracking value needs to appear in an operator’s message', () => {
  it.each([
    ['oid', '81', '81'],
    ['affid', '252', '252'],
    ['oid', EVIL, 'invalid'],
    ['affid', '<@U024BE7LH>', 'invalid'],
    ['oid', '81\nNew qualified lead', 'invalid'],
    ['affid', '12a', 'invalid'],
    ['oid', ' 81', 'invalid'],
    ['affid', '9'.repeat(40), 'invalid'],
  ] as const)('%s %j is shown as %j', (field, value, shown) => {
    expect(trackingForOperators(field, value)).toBe(shown);
  });

  it.each([
    ['example.com', 'example.com'],
    ['mail.example.co.uk', 'mail.example.co.uk'],
    ['<https://evil.example|x>', 'invalid domain'],
    ['example .com', 'invalid domain'],
  ])('a blocked address’s domain %j is shown as %j', (domain, shown) => {
    expect(domainForOperators(domain)).toBe(shown);
  });

  it('masks a blocked address whose parts are not an address’s', () => {
    expect(maskedEmail(`x@${EVIL}`)).toBe('x***@invalid domain');
    expect(maskedEmail('<!here>@example.com')).toBe('***@example.com');
    expect(maskedEmail('dana@example.com')).toBe('d***@example.com');
  });
});

describe('the new-qualified-lead notification', () => {
  it('names an oid or affid not in its shape "invalid", and never carries its text', async () => {
    const slack = await startStandIn(() => ({ text: 'ok' }));
    closers.push(() => slack.close());
    const server = await serverTellingSlack(slack);
    const landing = (query: Record<string, string>) =>
      `https://example.com/survey/v4nv?${new URLSearchParams(query).toString()}`;
    // Tracking comes from the landing URL only, through its allow-list: an oid not in its shape is not an offer,
    // so the route's (81 for v4nv) stands, and the notification shows only digits (docs/rules.md).
    const forged = qualifiedLead({ landing_page_url: landing({ oid: EVIL, affid: '252' }) });
    const honest = qualifiedLead({ landing_page_url: landing({ oid: '81', affid: '1' }) });
    for (const lead of [forged, honest]) expect((await postJson(server, lead)).status).toBe(202);

    await slack.receivedRequests(2);
    const texts = slack.requests.map((request) => (JSON.parse(request.body) as { text: string }).text);
    expect(texts.sort()).toEqual(
      [
        `New qualified lead ${String(forged.lead_id)} from post-lead (oid 81, affid 252).`,
        `New qualified lead ${String(honest.lead_id)} from post-lead (oid 81, affid 1).`,
      ].sort(),
    );
    for (const text of texts) {
      expect(text).not.toContain('evil.example');
      expect(text).not.toContain('channel');
    }
  });
});

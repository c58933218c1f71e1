import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { startInjectedServer, type InjectedServer } from './support/test-server';

let plain: InjectedServer;
let configured: InjectedServer;

beforeAll(async () => {
  const { leadProof } = readConfig({
    TRUSTEDFORM_SCRIPT_URL: 'https://api.trustedform.com/trustedform.js',
    JORNAYA_CAMPAIGN_ID: 'C0FFEE',
    JORNAYA_SCRIPT_URL: 'https://create.lidstatic.com/campaign/C0FFEE.js',
    EVERFLOW_SDK_URL: 'https://www.track.example/scripts/sdk/everflow.js',
    AD_PIXEL_URL: 'https://ads.example/pixel.js',
    IDENTITY_PIXEL_URL: 'https://id.example/pixel.js?account=7',
    INJURY_PIXEL_URL: 'https://ads.example/injury.js',
    TICKET_PIXEL_URL: 'https://ticket.example/pixel.js',
    MEDIA_LOADER_URL: 'https://media.example/loader.js',
  });
  [plain, configured] = await Promise.all([startInjectedServer(), startInjectedServer({ leadProof })]);
});

afterAll(async () => {
  await Promise.all([plain.close(), configured.close()]);
});

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

/** The policy the site's pages are sent with (a page's, its 404's): the lead-proof answer itself is data. */
async function pagePolicy(server: InjectedServer): Promise<string> {
  const page = await server.fetch('/no-such-page');
  expect(page.headers.get('content-type')).toContain('text/html');
  return page.headers.get('content-security-policy') ?? '';
}

describe('GET /api/lead-proof and the pages’ policy', () => {
  it('unconfigured: names no vendor, and the policy allows none', async () => {
    const response = await plain.fetch('/api/lead-proof');
    expect(await response.json()).toEqual({
      trustedForm: null,
      jornaya: null,
      everflow: null,
      pageScripts: {
        adPixel: null,
        identityPixel: null,
        injuryPixel: null,
        ticketPixel: null,
        mediaLoader: null,
      },
    });
    const policy = await pagePolicy(plain);
    expect(directive(policy, 'script-src')).not.toMatch(/https?:/);
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
  });

  it('configured: names each script, the pixels and the media loader, and the policy names exactly their origins', async () => {
    const response = await configured.fetch('/api/lead-proof');
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({
      trustedForm: { scriptUrl: 'https://api.trustedform.com/trustedform.js' },
      jornaya: { scriptUrl: 'https://create.lidstatic.com/campaign/C0FFEE.js', campaignId: 'C0FFEE' },
      everflow: { sdkUrl: 'https://www.track.example/scripts/sdk/everflow.js' },
      pageScripts: {
        adPixel: 'https://ads.example/pixel.js',
        identityPixel: 'https://id.example/pixel.js?account=7',
        injuryPixel: 'https://ads.example/injury.js',
        ticketPixel: 'https://ticket.example/pixel.js',
        mediaLoader: 'https://media.example/loader.js',
      },
    });
    const policy = await pagePolicy(configured);
    const origins = [
      'https://api.trustedform.com',
      'https://create.lidstatic.com',
      'https://www.track.example',
      'https://ads.example',
      'https://id.example',
      'https://ticket.example',
      'https://media.example',
    ];
    for (const name of ['script-src', 'connect-src', 'img-src']) {
      const sources = directive(policy, name)
        .split(' ')
        .filter((source) => /^https?:/.test(source));
      expect(sources, name).toEqual(origins);
    }
  });

  it('refuses Jornaya half configured', () => {
    expect(() => readConfig({ JORNAYA_CAMPAIGN_ID: 'C0FFEE' })).toThrow(/JORNAYA_SCRIPT_URL/);
  });
});

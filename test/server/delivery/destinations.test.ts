import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config';
import {
  campaignFor,
  DEFAULT_RETRY_DELAYS_MS,
  DEFAULT_WORKER_SETTINGS,
  destinationsFor,
  parseDeliverySettings,
} from '../../../server/delivery/destinations';
import { WEBHOOK_SECRET } from '../support/deliveries';

const platform = {
  name: 'platform',
  kind: 'leadprosper',
  url: 'https://api.leadprosper.io/direct_post',
  send: 'qualified',
  campaigns: { default: { lp_campaign_id: 1, lp_supplier_id: '2', lp_key: 'env:LP_KEY' } },
};
const hook = {
  name: 'hook',
  kind: 'json-webhook',
  url: 'https://hooks.example/leads',
  send: 'all',
  secret: 'env:HOOK',
};
const ENV = { LP_KEY: 'key-from-env', HOOK: WEBHOOK_SECRET };

describe('DELIVERY_CONFIG', () => {
  it('reads destinations, their secrets from the environment, and the default schedule', () => {
    const settings = parseDeliverySettings({ destinations: [platform, hook] }, ENV);
    expect(settings.destinations).toEqual([
      {
        name: 'platform',
        kind: 'leadprosper',
        url: 'https://api.leadprosper.io/direct_post',
        send: 'qualified',
        sources: ['post-lead', 'ingest', 'ticket'],
        duplicates: 'flag',
        unreplayed: false,
        includeSources: false,
        sale: true,
        secret: undefined,
        campaigns: { default: { lp_campaign_id: '1', lp_supplier_id: '2', lp_key: 'key-from-env' } },
      },
      {
        name: 'hook',
        kind: 'json-webhook',
        url: 'https://hooks.example/leads',
        send: 'all',
        sources: ['post-lead', 'ingest', 'ticket'],
        duplicates: 'flag',
        unreplayed: false,
        includeSources: false,
        sale: true,
        secret: WEBHOOK_SECRET,
        campaigns: {},
      },
    ]);
    expect(settings.retryDelaysMs).toEqual(DEFAULT_RETRY_DELAYS_MS);
    expect(settings.worker).toEqual(DEFAULT_WORKER_SETTINGS);
    expect(settings.worker.timeoutMs).toBe(10_000);
  });

  it('counts every destination a sale unless it says "sale": false', () => {
    const settings = parseDeliverySettings({ destinations: [platform, { ...hook, sale: false }] }, ENV);
    expect(settings.destinations.map(({ name, sale }) => ({ name, sale }))).toEqual([
      { name: 'platform', sale: true },
      { name: 'hook', sale: false },
    ]);
  });

  it.each([
    [{ destinations: [{ ...hook, kind: 'carrier-pigeon' }] }, 'destinations[0].kind'],
    [{ destinations: [{ ...hook, duplicates: 'sometimes' }] }, 'destinations[0].duplicates'],
    [{ destinations: [{ ...hook, url: 'ftp://hooks.example' }] }, 'destinations[0].url'],
    [{ destinations: [{ ...hook, send: 'some' }] }, 'destinations[0].send'],
    [{ destinations: [{ ...hook, sale: 'no' }] }, 'destinations[0].sale'],
    [{ destinations: [{ ...hook, sources: ['fax'] }] }, 'destinations[0].sources[0]'],
    [{ destinations: [{ ...hook, secret: 'plain-text-secret' }] }, 'destinations[0].secret'],
    [{ destinations: [{ ...hook, secret: undefined }] }, 'destinations[0].secret'],
    [
      { destinations: [{ ...hook, secret: 'env:MISSING' }] },
      'destinations[0].secret: environment variable MISSING',
    ],
    [{ destinations: [{ ...hook, secret: 'env:NOT_BASE64' }] }, 'destinations[0].secret'],
    [{ destinations: [platform, { ...hook, name: 'platform' }] }, 'destinations[1].name'],
    [
      { destinations: [{ ...platform, campaigns: { 'oid-81': platform.campaigns.default } }] },
      'destinations[0].campaigns.oid-81',
    ],
    [{ destinations: [{ ...hook, colour: 'blue' }] }, 'destinations[0]'],
    [{ destinations: [hook], retry: { delaysMs: [] } }, 'retry.delaysMs'],
    [{ destinations: [hook], worker: { timeoutMs: -1 } }, 'worker.timeoutMs'],
    [{ destinations: [hook], worker: { timeoutMs: 5000, claimMs: 5000 } }, 'worker.claimMs'],
    [{ sinks: [] }, 'destinations'],
  ])('refuses %j, naming %s', (file, field) => {
    expect(() => parseDeliverySettings(file, { ...ENV, NOT_BASE64: 'not base64 at all!' })).toThrow(
      `DELIVERY_CONFIG ${field}`,
    );
  });

  describe('as a file named by the environment', () => {
    let folder: string;
    beforeAll(async () => {
      folder = await mkdtemp(join(tmpdir(), 'delivery-config-'));
    });
    afterAll(() => rm(folder, { recursive: true, force: true }));

    it('is read at start, and a bad one stops the start naming the field', async () => {
      const good = join(folder, 'good.json');
      await writeFile(good, JSON.stringify({ destinations: [hook] }));
      expect(readConfig({ DELIVERY_CONFIG: good, HOOK: WEBHOOK_SECRET }).delivery?.destinations).toHaveLength(
        1,
      );

      const bad = join(folder, 'bad.json');
      await writeFile(bad, JSON.stringify({ destinations: [{ ...hook, url: 'nowhere' }] }));
      expect(() => readConfig({ DELIVERY_CONFIG: bad, HOOK: WEBHOOK_SECRET })).toThrow(
        'DELIVERY_CONFIG destinations[0].url',
      );
      const notJson = join(folder, 'not.json');
      await writeFile(notJson, '{ destinations: ');
      expect(() => readConfig({ DELIVERY_CONFIG: notJson })).toThrow('is not JSON');
      expect(() => readConfig({ DELIVERY_CONFIG: join(folder, 'missing.json') })).toThrow('cannot be read');
    });

    it('never puts a secret in its message', async () => {
      const file = join(folder, 'secret.json');
      await writeFile(file, JSON.stringify({ destinations: [{ ...hook, secret: 'env:HOOK' }], retry: 'x' }));
      let message = '';
      try {
        readConfig({ DELIVERY_CONFIG: file, HOOK: WEBHOOK_SECRET });
      } catch (error) {
        message = String(error);
      }
      expect(message).toContain('DELIVERY_CONFIG retry');
      expect(message).not.toContain(WEBHOOK_SECRET);
    });
  });
});

describe('destinationsFor', () => {
  const settings = parseDeliverySettings(
    {
      destinations: [
        { ...platform, sources: ['post-lead'] },
        { ...hook, name: 'all-leads' },
        { ...hook, name: 'disqualified', send: 'disqualified', sources: ['post-lead', 'ticket'] },
        { ...hook, name: 'unreplayed', send: 'disqualified', unreplayed: true },
      ],
    },
    ENV,
  );
  it.each([
    ['post-lead', 'qualified', false, ['platform', 'all-leads']],
    ['post-lead', 'disqualified', false, ['all-leads', 'disqualified', 'unreplayed']],
    ['ingest', 'qualified', false, ['all-leads']],
    ['ingest', 'disqualified', false, ['all-leads', 'unreplayed']],
    ['ticket', 'disqualified', false, ['all-leads', 'disqualified', 'unreplayed']],
    // A lead with no verdict (a contact-form lead) is neither: only a destination that takes all gets it.
    ['ticket', 'none', false, ['all-leads']],
    ['post-lead', 'none', false, ['all-leads']],
    // A lead whose trail did not replay (trail|…) goes only where a destination asks for such leads.
    ['post-lead', 'disqualified', true, ['unreplayed']],
    ['ingest', 'disqualified', true, ['unreplayed']],
  ] as const)('a %s lead, %s, unreplayed %s, goes to %j', (source, verdict, unreplayed, names) => {
    expect(
      destinationsFor(settings.destinations, { source, verdict, unreplayed }).map((d) => d.name),
    ).toEqual(names);
  });
});

describe('campaignFor', () => {
  const campaigns = {
    default: { lp_campaign_id: 'd', lp_supplier_id: 'd', lp_key: 'd' },
    '81': { lp_campaign_id: 'o', lp_supplier_id: 'o', lp_key: 'o' },
    '252/81': { lp_campaign_id: 'a', lp_supplier_id: 'a', lp_key: 'a' },
  };
  it.each([
    ['252', '81', 'a'],
    ['1', '81', 'o'],
    [undefined, '81', 'o'],
    ['252', '7', 'd'],
    [undefined, undefined, 'd'],
  ])('affid %s and oid %s map to %s', (affid, oid, expected) => {
    expect(campaignFor(campaigns, affid, oid)?.lp_campaign_id).toBe(expected);
  });
  it('maps nothing without a default', () => {
    expect(campaignFor({ '81': campaigns['81'] }, '1', '7')).toBeUndefined();
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseLeadCosts, parseSellingBuyers, SellingConfigError } from '../../../server/selling/buyers-file';

const EXAMPLE_FILE = 'docs/examples/selling.json';
const ENV = {
  LONE_STAR_TOKEN: 'lone-star',
  LONE_STAR_RETURNS: 'lone-star-returns',
  COAST_TOKEN: 'coast',
  LP_WEST_KEY: 'lp-west',
};

function example(): { buyers: Record<string, unknown>[]; lead_costs?: unknown } {
  return JSON.parse(readFileSync(EXAMPLE_FILE, 'utf8')) as {
    buyers: Record<string, unknown>[];
    lead_costs?: unknown;
  };
}

describe('the buyers file', () => {
  it('reads the documented example: each kind, its secrets from the environment, its schedule in minutes', () => {
    const buyers = parseSellingBuyers(example(), ENV);
    expect(buyers.map((buyer) => [buyer.id, buyer.kind])).toEqual([
      ['lone-star-injury', 'post'],
      ['coast-to-coast', 'ping-post'],
      ['west-exchange', 'leadprosper-ping-post'],
    ]);
    const [post, ping, leadProsper] = buyers;
    expect(post).toMatchObject({
      priceCents: 3000,
      token: 'lone-star',
      returnToken: 'lone-star-returns',
      caps: { day: { count: 100, cents: 50000 }, month: { count: 1500 } },
      timeZone: 'America/Chicago',
      returnWindowDays: 7,
      filters: { states: ['TX'], verdict: 'qualified', proofs: ['trustedform', 'verified-phone'] },
    });
    expect(post?.schedule?.fri).toEqual({ from: 8 * 60, to: 18 * 60 });
    expect(post?.schedule?.sun).toBeUndefined();
    expect(ping).toMatchObject({
      minBidCents: 2500,
      exclusivity: { mode: 'shared', maxSharers: 3 },
      filters: { states: undefined, verdict: 'any', fields: [], proofs: [] },
      schedule: undefined,
      timeoutMs: 1500,
    });
    expect(leadProsper).toMatchObject({
      kind: 'leadprosper-ping-post',
      campaign: { lpCampaignId: '4321', lpSupplierId: '8765', lpKey: 'lp-west' },
      filters: { verdict: 'qualified' },
      timeoutMs: 2000,
      schedule: { mon: { from: 0, to: 24 * 60 } },
    });
  });

  it.each<[string, (buyers: Record<string, unknown>[]) => void, RegExp]>([
    [
      'a cap of neither count nor money',
      (buyers) => (buyers[0]!.caps = { day: {} }),
      /^SELLING_CONFIG buyers\[0\] \(lone-star-injury\)\.caps\.day: Give count, cents or both$/,
    ],
    [
      'an unknown time zone',
      (buyers) => (buyers[1]!.time_zone = 'Mars/Olympus_Mons'),
      /^SELLING_CONFIG buyers\[1\] \(coast-to-coast\)\.time_zone: Must be an IANA time zone/,
    ],
    [
      'hours that end before they start',
      (buyers) => (buyers[0]!.schedule = { mon: '18:00-08:00' }),
      /buyers\[0\] \(lone-star-injury\)\.schedule\.mon: Must end after it starts/,
    ],
    [
      'a state that is not one',
      (buyers) => (buyers[2]!.filters = { states: ['CA', 'XX'] }),
      /buyers\[2\] \(west-exchange\)\.filters\.states\[1\]: Must be a two-letter state code/,
    ],
    [
      'a post buyer without a price',
      (buyers) => delete buyers[0]!.price_cents,
      /buyers\[0\] \(lone-star-injury\)\.price_cents/,
    ],
    [
      'a price that is not whole cents',
      (buyers) => (buyers[0]!.price_cents = 29.5),
      /buyers\[0\] \(lone-star-injury\)\.price_cents: Must be a whole number of cents/,
    ],
    [
      'a shared buyer without its number of sharers',
      (buyers) => (buyers[1]!.exclusivity = { mode: 'shared' }),
      /buyers\[1\] \(coast-to-coast\)\.exclusivity\.max_sharers/,
    ],
    [
      'a proof the server does not know',
      (buyers) => (buyers[0]!.filters = { proofs: ['notarised'] }),
      /buyers\[0\] \(lone-star-injury\)\.filters\.proofs\[0\]/,
    ],
    [
      'two buyers with one id',
      (buyers) => (buyers[2]!.id = 'coast-to-coast'),
      /buyers\[2\] \(coast-to-coast\)\.id: Ids must be unique/,
    ],
    [
      'a secret written in the file',
      (buyers) => (buyers[2]!.lp_key = 'the-key-itself'),
      /buyers\[2\] \(west-exchange\)\.lp_key: Must be "env:NAME"/,
    ],
  ])('refuses %s, naming the buyer and the field', (_, spoil, message) => {
    const file = example();
    spoil(file.buyers);
    expect(() => parseSellingBuyers(file, ENV)).toThrow(message);
  });

  it("reads the example's lead costs, and none from a file that gives none", () => {
    expect(parseLeadCosts(example())).toEqual({
      byAffiliate: { '107': 1500, '252': 900 },
      otherAffiliates: 1000,
      paidFor: 'every-lead',
    });
    expect(parseLeadCosts({ buyers: example().buyers })).toBeUndefined();
  });

  it('refuses lead costs that are not whole cents, naming the field', () => {
    const file = { ...example(), lead_costs: { affiliates: { '107': 15.5 } } };
    expect(() => parseLeadCosts(file)).toThrow(
      /^SELLING_CONFIG lead_costs\.affiliates\.107: Must be a whole number of cents/,
    );
    expect(() => parseSellingBuyers(file, ENV)).toThrow(/lead_costs\.affiliates\.107/);
  });

  it('refuses a secret whose environment variable is not set', () => {
    expect(() => parseSellingBuyers(example(), { ...ENV, COAST_TOKEN: ' ' })).toThrow(
      new SellingConfigError(
        'SELLING_CONFIG buyers[1] (coast-to-coast).token: environment variable COAST_TOKEN is not set',
      ),
    );
  });
});

describe('the documented example', () => {
  it('is the file docs/selling.md shows and points to', () => {
    const page = readFileSync('docs/selling.md', 'utf8');
    const section = page.slice(page.indexOf('## The buyers file'));
    const shown = /```json\n([\s\S]*?)```/.exec(section)?.[1];
    expect(section).toContain('(examples/selling.json)');
    expect(JSON.parse(shown ?? 'null')).toEqual(example());
  });
});

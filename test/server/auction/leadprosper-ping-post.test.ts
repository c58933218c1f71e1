import { afterEach, describe, expect, it } from 'vitest';
import { PERSONAL_FIELDS } from '../../../guards/lead-fields';
import { leadProsperPingPost, type LeadProsperBuyer } from '../../../server/auction/leadprosper-ping-post';
import { startStandIn, type StandIn, type StandInHandler } from '../support/stand-in-server';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

/** Never answers: the buyer's own timeout is what ends the call. */
const never = new Promise<never>(() => {});

/** A LeadProsper campaign at its HTTP boundary: `/ping` and `/post` answer as the test says. */
async function campaign(answers: { ping: StandInHandler; post?: StandInHandler }): Promise<StandIn> {
  const started = await startStandIn((request) =>
    request.url === '/ping'
      ? answers.ping(request)
      : (answers.post ?? (() => ({ json: { status: 'ACCEPTED', lead_id: 'lp-1' } })))(request),
  );
  closers.push(() => started.close());
  return started;
}

function buyerAt(standIn: StandIn, timeoutMs = 2_000): LeadProsperBuyer {
  return {
    name: 'west-exchange',
    pricing: 'ping',
    timeoutMs,
    pingUrl: `${standIn.baseUrl}/ping`,
    postUrl: `${standIn.baseUrl}/post`,
    campaign: { lpCampaignId: '4321', lpSupplierId: '8765', lpKey: 'the-west-key' },
  };
}

/** A stored lead as the auction has it, carrying our own delivery campaign's platform fields too. */
const LEAD: Record<string, string> = {
  lead_id: 'lead-lp-1',
  state: 'CA',
  city: 'Fresno',
  zip_code: '93650',
  incident_date: '2026-08-14',
  first_name: 'Maria',
  last_name: 'Lopez',
  email: 'maria@example.com',
  phone: '5595550100',
  address: '1 Main St',
  case_description: 'A truck hit my car',
  lp_campaign_id: '111',
  lp_supplier_id: '222',
  lp_key: 'our-own-delivery-key',
};

const bodies = (standIn: StandIn, path: string) =>
  standIn.requests
    .filter((request) => request.url === path)
    .map((request) => JSON.parse(request.body) as Record<string, string>);

async function pingThenPost(standIn: StandIn, timeoutMs?: number) {
  const buyer = buyerAt(standIn, timeoutMs);
  const calls = leadProsperPingPost([buyer], LEAD);
  const [pinged] = await calls.ping([buyer]);
  const posted =
    pinged!.outcome === 'bid' ? await calls.post({ buyer: buyer.name, cents: pinged!.cents }) : null;
  return { pinged: pinged!, posted };
}

describe("LeadProsper's ping-post, spoken to a campaign at its HTTP boundary", () => {
  it('pings without personal fields, reads the bid in dollars, and posts the whole lead with the ping id and the credentials', async () => {
    const lp = await campaign({
      ping: () => ({
        json: { status: 'ACCEPTED', code: 0, ping_id: 'ping-77', bids: [{ bid_id: 'b-1', payout: 35.7 }] },
      }),
      post: () => ({ json: { status: 'ACCEPTED', code: 0, lead_id: 'lp-9', payout: 35.7 } }),
    });
    const { pinged, posted } = await pingThenPost(lp);
    expect(pinged).toEqual({ buyer: 'west-exchange', outcome: 'bid', cents: 3_570 });
    expect(posted).toEqual({ outcome: 'accepted' });

    const [ping] = bodies(lp, '/ping');
    expect(ping).toEqual({
      lead_id: 'lead-lp-1',
      state: 'CA',
      city: 'Fresno',
      incident_date: '2026-08-14',
      lp_campaign_id: '4321',
      lp_supplier_id: '8765',
      lp_key: 'the-west-key',
    });
    for (const field of PERSONAL_FIELDS) expect(ping).not.toHaveProperty(field);
    expect(lp.requests[0]!.contentType).toBe('application/json');

    const [post] = bodies(lp, '/post');
    expect(post).toEqual({
      ...LEAD,
      lp_campaign_id: '4321',
      lp_supplier_id: '8765',
      lp_key: 'the-west-key',
      lp_ping_id: 'ping-77',
    });
  });

  it('takes the highest of several bids, a top-level payout, and a payout written as a string', async () => {
    const answers = [
      { status: 'ACCEPTED', ping_id: 'p', bids: [{ payout: 20 }, { payout: 41.25 }] },
      { status: 'ACCEPTED', ping_id: 'p', payout: 25 },
      { status: 'accepted', ping_id: 7, payout: '30.10' },
    ];
    const seen = [];
    for (const json of answers) {
      const lp = await campaign({ ping: () => ({ json }) });
      seen.push((await pingThenPost(lp)).pinged);
    }
    expect(seen.map((answer) => (answer.outcome === 'bid' ? answer.cents : answer.outcome))).toEqual([
      4_125, 2_500, 3_010,
    ]);
  });

  it.each([
    ['a refusal', { status: 'REJECTED', message: 'outside our area' }, 'no-bid'],
    ['a duplicate', { status: 'DUPLICATED', code: 1002, message: 'Duplicate lead' }, 'no-bid'],
    ['a bid of nothing', { status: 'ACCEPTED', ping_id: 'p', payout: 0 }, 'no-bid'],
    ['an error', { status: 'ERROR', code: 1001, message: 'Invalid lp_key' }, 'error'],
    ['a bid without a ping id', { status: 'ACCEPTED', payout: 30 }, 'error'],
    ['a bid that is not money', { status: 'ACCEPTED', ping_id: 'p', payout: 'lots' }, 'error'],
    ['ACCEPTED beside an error code', { status: 'ACCEPTED', code: 1001, ping_id: 'p', payout: 30 }, 'error'],
    ['an answer with no status', { ping_id: 'p', payout: 30 }, 'error'],
  ])('reads %s at the ping as %s, and posts nothing', async (_name, json, outcome) => {
    const lp = await campaign({ ping: () => ({ json }) });
    const { pinged, posted } = await pingThenPost(lp);
    expect(pinged).toEqual({ buyer: 'west-exchange', outcome });
    expect(posted).toBeNull();
    expect(bodies(lp, '/post')).toEqual([]);
  });

  it.each([
    ['a page that is not JSON', { text: '<html>Bad gateway</html>' }],
    ['a non-2xx answer', { status: 503, json: { status: 'ERROR', message: 'down' } }],
  ])('reads %s at the ping as an error', async (_name, answer) => {
    const lp = await campaign({ ping: () => answer });
    expect((await pingThenPost(lp)).pinged).toEqual({ buyer: 'west-exchange', outcome: 'error' });
  });

  it('reads no answer within the buyer timeout as a timeout', async () => {
    const lp = await campaign({ ping: () => ({ until: never }) });
    expect((await pingThenPost(lp, 200)).pinged).toEqual({ buyer: 'west-exchange', outcome: 'timeout' });
  });

  const bid = () => ({ json: { status: 'ACCEPTED', ping_id: 'ping-5', payout: 50 } });

  it.each([
    [
      'a duplicate',
      { json: { status: 'DUPLICATED', code: 1002, message: 'Lead already exists' } },
      { outcome: 'rejected', reason: 'duplicate: Lead already exists' },
    ],
    [
      'a refusal with its reason',
      { json: { status: 'REJECTED', message: 'cap reached' } },
      { outcome: 'rejected', reason: 'rejected: cap reached' },
    ],
    [
      'an error with its code',
      { json: { status: 'ERROR', code: 1001, message: 'Ping expired' } },
      { outcome: 'rejected', reason: 'error 1001: Ping expired' },
    ],
    ['a page that is not JSON', { text: 'OK' }, { outcome: 'error', reason: 'unreadable answer' }],
    [
      'an answer with no status',
      { json: { lead_id: 'x' } },
      { outcome: 'error', reason: 'unreadable answer' },
    ],
    ['a non-2xx answer', { status: 500, text: 'oops' }, { outcome: 'error', reason: 'HTTP 500' }],
  ])('reads %s at the post', async (_name, answer, expected) => {
    const lp = await campaign({ ping: bid, post: () => answer });
    expect((await pingThenPost(lp)).posted).toEqual(expected);
  });

  it('reads a post with no answer within the buyer timeout as a timeout', async () => {
    const lp = await campaign({ ping: bid, post: () => ({ until: never }) });
    expect((await pingThenPost(lp, 300)).posted).toEqual({
      outcome: 'timeout',
      reason: 'no answer within 300 ms',
    });
  });
});

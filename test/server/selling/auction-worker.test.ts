import { afterEach, describe, expect, it } from 'vitest';
import { PERSONAL_FIELDS } from '../../../guards/lead-fields';
import { parseSellingBuyers } from '../../../server/selling/buyers-file';
import type { LeadDetail } from '../../../services/api/leads/leads-contract';
import { auctionEnded, pingPostBuyersFile } from '../support/auction-buyers';
import { postJson, qualifiedLead } from '../support/leads';
import { startStandIn, type StandIn, type StandInHandler } from '../support/stand-in-server';
import { ENGINES } from '../support/test-databases';
import {
  ADMIN_TOKEN,
  startInjectedServer,
  startTestServer,
  type InjectedServer,
} from '../support/test-server';

const SLOW_MACHINE_TIMEOUT = 60_000;

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

/** A buyer at its HTTP boundary: `ping` and `post` answer the protocol's two calls (docs/selling.md). */
async function buyer(answers: { ping: StandInHandler; post: StandInHandler }): Promise<StandIn> {
  const started = await startStandIn((request) =>
    request.url.endsWith('/ping') ? answers.ping(request) : answers.post(request),
  );
  closers.push(() => started.close());
  return started;
}

/** Never answers: the server's own timeout for the buyer is what ends the call. */
const never = new Promise<never>(() => {});

const pingBodies = (standIn: StandIn) =>
  standIn.requests
    .filter((request) => request.url.endsWith('/ping'))
    .map((request) => JSON.parse(request.body));
const postBodies = (standIn: StandIn) =>
  standIn.requests
    .filter((request) => request.url.endsWith('/post'))
    .map((request) => JSON.parse(request.body) as { lead: Record<string, string>; bid_cents: number });

describe('selling a stored lead through the auction', () => {
  it(
    'pings every buyer without contact details, falls back from a refusal to the next bid past a timeout, and shows the sales',
    { timeout: SLOW_MACHINE_TIMEOUT },
    async () => {
      const refuser = await buyer({
        ping: () => ({ json: { bid: 7_000 } }),
        post: () => ({ json: { accepted: false, reason: 'already has this person' } }),
      });
      const taker = await buyer({
        ping: () => ({ json: { bid: 5_000 } }),
        post: () => ({ json: { accepted: true } }),
      });
      const slow = await buyer({
        ping: () => ({ until: never }),
        post: () => ({ json: { accepted: true } }),
      });
      const sellingBuyers = parseSellingBuyers(
        pingPostBuyersFile({
          refuser: { url: refuser.baseUrl },
          taker: { url: taker.baseUrl },
          slow: { url: slow.baseUrl, timeoutMs: 300 },
        }),
        {},
      );
      const server = await startTestServer({ sellingBuyers });
      closers.push(() => server.close());

      const body = qualifiedLead();
      expect((await postJson(server, body)).status).toBe(202);
      const leadId = body.lead_id as string;
      const record = await auctionEnded(server.database, leadId);

      expect(record.status).toBe('sold');
      expect(record.steps).toEqual([
        { step: 'ping', buyer: 'refuser', outcome: 'bid', cents: 7_000 },
        { step: 'ping', buyer: 'taker', outcome: 'bid', cents: 5_000 },
        { step: 'ping', buyer: 'slow', outcome: 'timeout' },
        {
          step: 'post',
          buyer: 'refuser',
          outcome: 'rejected',
          cents: 7_000,
          reason: 'already has this person',
        },
        { step: 'post', buyer: 'taker', outcome: 'accepted', cents: 5_000 },
      ]);
      // The ping carries what the buyer bids on, never who the person is.
      for (const standIn of [refuser, taker, slow]) {
        const [ping] = pingBodies(standIn);
        expect(ping).toMatchObject({ lead_id: leadId, state: 'TX' });
        for (const field of ['email', 'phone', 'first_name', 'last_name', 'firstName', 'case_description']) {
          expect(ping).not.toHaveProperty(field);
        }
      }
      const [posted] = postBodies(taker);
      expect(posted).toMatchObject({ bid_cents: 5_000, lead: { lead_id: leadId, email: body.email } });
      expect(posted!.lead.consent_receipt_digest).toMatch(/^[0-9a-f]{64}$/);
      expect(postBodies(slow)).toEqual([]);

      const response = await server.fetch(`/api/leads/${leadId}`, {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      expect(response.status).toBe(200);
      const detail = (await response.json()) as LeadDetail;
      expect(detail.sales).toEqual([
        { buyer: 'refuser', price_cents: 7_000, status: 'released' },
        { buyer: 'taker', price_cents: 5_000, status: 'sold' },
      ]);
      expect(detail.auction).toMatchObject({ status: 'sold', outcome: 'sold to taker', runs: 1 });
      expect(detail.auction!.steps).toEqual(record.steps);
    },
  );

  it('asks no buyer whose filters a lead fails, and records why it was passed over', async () => {
    const taker = await buyer({
      ping: () => ({ json: { bid: 5_000 } }),
      post: () => ({ json: { accepted: true } }),
    });
    const sellingBuyers = parseSellingBuyers(pingPostBuyersFile({ taker: { url: taker.baseUrl } }), {});
    const server = await startInjectedServer({ sellingBuyers });
    closers.push(() => server.close());
    const disqualified = qualifiedLead({ with_Lawyer: 'Yes' });
    expect((await postJson(server, disqualified)).status).toBe(202);
    const record = await auctionEnded(server.database, disqualified.lead_id as string);
    expect(record).toMatchObject({ status: 'unsold', outcome: 'no eligible buyer' });
    expect(record.steps).toEqual([
      expect.objectContaining({ step: 'eligibility', buyer: 'taker', outcome: 'ineligible' }),
    ]);
    expect(record.steps[0]).toMatchObject({ reason: expect.stringMatching(/takes only qualified leads/) });
    expect(taker.requests).toEqual([]);
  });
});

/** A buyer reached through LeadProsper: its campaign's `/ping` and `/post` speak LeadProsper's protocol. */
function leadProsperEntry(id: string, url: string) {
  return {
    id,
    name: id,
    kind: 'leadprosper-ping-post' as const,
    ping_url: `${url}/ping`,
    post_url: `${url}/post`,
    lp_campaign_id: 4321,
    lp_supplier_id: 8765,
    lp_key: 'env:LP_WEST_KEY',
    filters: { verdict: 'any' as const },
    time_zone: 'America/Los_Angeles',
    return_window_days: 14,
  };
}

describe('selling to a buyer through LeadProsper', () => {
  it(
    'pings it without personal fields, posts the winning lead with the ping id and the credentials, and shows the sale',
    { timeout: SLOW_MACHINE_TIMEOUT },
    async () => {
      const west = await buyer({
        ping: () => ({
          json: { status: 'ACCEPTED', code: 0, ping_id: 'lp-ping-1', bids: [{ payout: 62.5 }] },
        }),
        post: () => ({ json: { status: 'ACCEPTED', code: 0, lead_id: 'lp-lead-1', payout: 62.5 } }),
      });
      const taker = await buyer({
        ping: () => ({ json: { bid: 5_000 } }),
        post: () => ({ json: { accepted: true } }),
      });
      const file = pingPostBuyersFile({ taker: { url: taker.baseUrl } });
      const sellingBuyers = parseSellingBuyers(
        { buyers: [leadProsperEntry('west', west.baseUrl), ...file.buyers] },
        { LP_WEST_KEY: 'west-key-from-env' },
      );
      const server = await startInjectedServer({ sellingBuyers });
      closers.push(() => server.close());
      const body = qualifiedLead();
      const leadId = body.lead_id as string;
      expect((await postJson(server, body)).status).toBe(202);
      const record = await auctionEnded(server.database, leadId);

      expect(record).toMatchObject({ status: 'sold', outcome: 'sold to west' });
      expect(record.steps).toEqual([
        { step: 'ping', buyer: 'west', outcome: 'bid', cents: 6_250 },
        { step: 'ping', buyer: 'taker', outcome: 'bid', cents: 5_000 },
        { step: 'post', buyer: 'west', outcome: 'accepted', cents: 6_250 },
      ]);
      const [ping] = west.requests
        .filter((request) => request.url === '/ping')
        .map((r) => JSON.parse(r.body));
      expect(ping).toMatchObject({
        lead_id: leadId,
        state: 'TX',
        lp_campaign_id: '4321',
        lp_supplier_id: '8765',
        lp_key: 'west-key-from-env',
      });
      for (const field of PERSONAL_FIELDS) expect(ping).not.toHaveProperty(field);
      const [post] = west.requests
        .filter((request) => request.url === '/post')
        .map((r) => JSON.parse(r.body));
      expect(post).toMatchObject({
        lead_id: leadId,
        email: body.email,
        lp_ping_id: 'lp-ping-1',
        lp_campaign_id: '4321',
        lp_supplier_id: '8765',
        lp_key: 'west-key-from-env',
      });
      expect(postBodies(taker)).toEqual([]);
      const sales = await server.database.selectFrom('sales').select(['buyer_id', 'status']).execute();
      expect(sales).toEqual([{ buyer_id: 'west', status: 'sold' }]);
    },
  );

  it(
    'falls back to the next buyer when LeadProsper answers the post with a rejection',
    { timeout: SLOW_MACHINE_TIMEOUT },
    async () => {
      const west = await buyer({
        ping: () => ({ json: { status: 'ACCEPTED', ping_id: 'lp-ping-2', payout: 80 } }),
        post: () => ({ json: { status: 'REJECTED', code: 1003, message: 'Buyer cap reached' } }),
      });
      const taker = await buyer({
        ping: () => ({ json: { bid: 5_000 } }),
        post: () => ({ json: { accepted: true } }),
      });
      const file = pingPostBuyersFile({ taker: { url: taker.baseUrl } });
      const sellingBuyers = parseSellingBuyers(
        { buyers: [leadProsperEntry('west', west.baseUrl), ...file.buyers] },
        { LP_WEST_KEY: 'west-key-from-env' },
      );
      const server = await startInjectedServer({ sellingBuyers });
      closers.push(() => server.close());
      const body = qualifiedLead();
      expect((await postJson(server, body)).status).toBe(202);
      const record = await auctionEnded(server.database, body.lead_id as string);

      expect(record).toMatchObject({ status: 'sold', outcome: 'sold to taker' });
      expect(record.steps).toEqual([
        { step: 'ping', buyer: 'west', outcome: 'bid', cents: 8_000 },
        { step: 'ping', buyer: 'taker', outcome: 'bid', cents: 5_000 },
        {
          step: 'post',
          buyer: 'west',
          outcome: 'rejected',
          cents: 8_000,
          reason: 'rejected: Buyer cap reached',
        },
        { step: 'post', buyer: 'taker', outcome: 'accepted', cents: 5_000 },
      ]);
      const sales = await server.database
        .selectFrom('sales')
        .select(['buyer_id', 'status'])
        .orderBy('buyer_id')
        .execute();
      expect(sales).toEqual([
        { buyer_id: 'taker', status: 'sold' },
        { buyer_id: 'west', status: 'released' },
      ]);
    },
  );
});

describe('the demo buyers (DEMO_BUYERS=true)', () => {
  it('auction a posted lead with no outside service: a refusal, a timeout and a sale', async () => {
    const server = await startInjectedServer({ demoBuyers: true });
    closers.push(() => server.close());
    const body = qualifiedLead();
    expect((await postJson(server, body)).status).toBe(202);
    const record = await auctionEnded(server.database, body.lead_id as string);
    expect(record).toMatchObject({ status: 'sold', outcome: 'sold to demo-bidder' });
    expect(record.steps).toEqual([
      { step: 'ping', buyer: 'demo-bidder', outcome: 'bid', cents: 4_500 },
      { step: 'ping', buyer: 'demo-refuser', outcome: 'bid', cents: 6_000 },
      { step: 'ping', buyer: 'demo-slow', outcome: 'timeout' },
      {
        step: 'post',
        buyer: 'demo-refuser',
        outcome: 'rejected',
        cents: 6_000,
        reason: 'over its budget for the week',
      },
      { step: 'post', buyer: 'demo-bidder', outcome: 'accepted', cents: 4_500 },
    ]);
  });
});

describe.each(ENGINES)('two server processes selling on one $name database', (engine) => {
  it(
    'sell each lead once: every buyer is pinged and posted at most once per lead',
    { timeout: SLOW_MACHINE_TIMEOUT },
    async () => {
      const taker = await buyer({
        ping: () => ({ json: { bid: 5_000 } }),
        post: () => ({ json: { accepted: true } }),
      });
      const sellingBuyers = parseSellingBuyers(pingPostBuyersFile({ taker: { url: taker.baseUrl } }), {});
      const database = await engine.create();
      closers.push(() => database.drop());
      const servers: InjectedServer[] = [];
      for (let index = 0; index < 2; index += 1) {
        const server = await startInjectedServer({ databaseUrl: database.url, sellingBuyers });
        closers.push(() => server.close());
        servers.push(server);
      }
      const leads = Array.from({ length: 12 }, () => qualifiedLead());
      // Each server is told of the leads it stores at once, and finds the other's at its next look: both claim.
      await Promise.all(
        leads.map(async (lead, index) =>
          expect((await postJson(servers[index % 2]!, lead)).status).toBe(202),
        ),
      );
      for (const lead of leads) {
        expect(await auctionEnded(servers[0]!.database, lead.lead_id as string)).toMatchObject({
          status: 'sold',
          runs: 1,
        });
      }
      const ids = leads.map((lead) => lead.lead_id as string).sort();
      expect(
        pingBodies(taker)
          .map((ping: { lead_id: string }) => ping.lead_id)
          .sort(),
      ).toEqual(ids);
      expect(
        postBodies(taker)
          .map((post) => post.lead.lead_id)
          .sort(),
      ).toEqual(ids);
      const sales = await servers[0]!.database.selectFrom('sales').select(['lead_id', 'status']).execute();
      expect(sales.map((sale) => sale.lead_id).sort()).toEqual(ids);
      expect(new Set(sales.map((sale) => sale.status))).toEqual(new Set(['sold']));
    },
  );
});

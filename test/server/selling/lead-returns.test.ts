import { leadCostsOf, leadCostsSchema, type LeadCosts } from '../../../server/selling/lead-costs';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Clock } from '../../../server/clock';
import { armCookieName } from '../../../server/experiments';
import { parseSellingBuyers } from '../../../server/selling/buyers-file';
import { createAuctionQueue } from '../../../server/storage/auction-queue';
import { createConsentReceiptStore } from '../../../server/storage/consent-receipt-store';
import type { LeadDatabase } from '../../../server/storage/database';
import type { Experiments } from '../../../services/api/analytics/analytics-contract';
import type { LeadDetail } from '../../../services/api/leads/leads-contract';
import type { Money } from '../../../services/api/money/money-contract';
import type { FiledReturn, LeadReturn } from '../../../services/api/returns/returns-contract';
import { postJson, qualifiedLead } from '../support/leads';
import { startStandIn, type StandIn } from '../support/stand-in-server';
import { EXPERIMENTS } from '../../../variants/routes/experiment-table';
import { ADMIN_TOKEN, startTestServer, tickingClock, type TestServer } from '../support/test-server';

const OUTCOME_WAIT = { timeout: 30_000, interval: 50 };
const SLOW_MACHINE_TIMEOUT = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

const TAKER_TOKEN = 'taker-returns-0123456789';
const OTHER_TOKEN = 'other-returns-0123456789';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

/** A clock the test can move on by whole days, ticking a second per reading as the servers' test clock does. */
function movableClock(): Clock & { moveOn(days: number): void } {
  const ticking = tickingClock();
  let offsetMs = 0;
  const clock = () => new Date(ticking().getTime() + offsetMs);
  return Object.assign(clock, { moveOn: (days: number) => (offsetMs += days * DAY_MS) });
}

/**
 * Two fixed-price buyers: `taker` buys every lead alone at $30 with a 7-day window, `other` would pay less and so
 * never gets one. Both may return leads with tokens of their own.
 */
async function sellingServer(
  clock: Clock,
  leadCosts?: LeadCosts,
): Promise<{ server: TestServer; buyer: StandIn }> {
  const buyer = await startStandIn(() => ({ json: { accepted: true } }));
  closers.push(() => buyer.close());
  const sellingBuyers = parseSellingBuyers(
    {
      buyers: [
        { id: 'taker', price_cents: 3_000, return_token: 'env:TAKER_RETURNS' },
        { id: 'other', price_cents: 1_000, return_token: 'env:OTHER_RETURNS' },
      ].map((entry) => ({
        ...entry,
        name: entry.id,
        kind: 'post' as const,
        post_url: `${buyer.baseUrl}/${entry.id}`,
        filters: { verdict: 'any' as const },
        time_zone: 'America/Chicago',
        return_window_days: 7,
      })),
    },
    { TAKER_RETURNS: TAKER_TOKEN, OTHER_RETURNS: OTHER_TOKEN },
  );
  const server = await startTestServer({ sellingBuyers, leadCosts }, {}, clock);
  closers.push(() => server.close());
  return { server, buyer };
}

async function soldLead(
  server: TestServer,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<string> {
  const body = qualifiedLead(overrides);
  expect((await postJson(server, body, { headers })).status).toBe(202);
  const leadId = body.lead_id as string;
  await waitForSale(server.database, leadId);
  return leadId;
}

async function waitForSale(database: LeadDatabase, leadId: string) {
  const auctions = createAuctionQueue(database);
  await vi.waitFor(async () => {
    expect((await auctions.recordOf(leadId))?.status).toBe('sold');
  }, OUTCOME_WAIT);
}

const asBuyer = (server: TestServer, token: string, body: unknown) =>
  server.fetch('/api/buyer-returns', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const asOperator = (server: TestServer, path: string, body?: unknown) =>
  server.fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${ADMIN_TOKEN}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("buyers' returns", () => {
  it(
    'a buyer returns a lead it bought with its evidence pack; an operator approves it and the money is reversed',
    { timeout: SLOW_MACHINE_TIMEOUT },
    async () => {
      const { server } = await sellingServer(movableClock());
      const leadId = await soldLead(server);

      expect((await asBuyer(server, 'not-a-token', { lead_id: leadId, reason: 'other' })).status).toBe(401);
      // The other buyer never bought it: to it the lead does not exist.
      expect((await asBuyer(server, OTHER_TOKEN, { lead_id: leadId, reason: 'other' })).status).toBe(404);
      const bad = await asBuyer(server, TAKER_TOKEN, { lead_id: leadId, reason: 'did-not-like-it' });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(await bad.json())).toContain('reason');

      const answer = await asBuyer(server, TAKER_TOKEN, {
        lead_id: leadId,
        reason: 'not_injured',
        note: 'Says the accident was a fender bender with no injury.',
      });
      expect(answer.status).toBe(201);
      const filed = (await answer.json()) as FiledReturn;
      expect(filed).toMatchObject({
        lead_id: leadId,
        buyer: 'taker',
        reason: 'not_injured',
        filed_by: 'buyer',
        status: 'pending',
        refund_cents: 0,
        price_cents: 3_000,
      });

      // The evidence pack is what the server holds: the stored receipt and its digest, the replayed trail, the sale.
      const receipt = await createConsentReceiptStore(server.database).receiptOf(leadId);
      expect(filed.evidence.consent_receipt?.digest).toBe(receipt!.digest);
      const lead = (await (await asOperator(server, `/api/leads/${leadId}`)).json()) as LeadDetail;
      expect(filed.evidence.path.trail).toEqual(lead.trail);
      expect(filed.evidence.path.trail.length).toBeGreaterThan(3);
      expect(filed.evidence.phone).toEqual({ sms_verified: 'no', source: lead.sources.sms_verified ?? null });
      expect(filed.evidence.sale).toMatchObject({ buyer: 'taker', price_cents: 3_000 });
      expect(filed.evidence.sale_log).toEqual([
        { step: 'post', buyer: 'taker', outcome: 'accepted', cents: 3_000 },
      ]);

      // Filed twice, it is the same return; the buyer reads its state, no one else can.
      const again = await asBuyer(server, TAKER_TOKEN, { lead_id: leadId, reason: 'fraud' });
      expect(again.status).toBe(200);
      expect(((await again.json()) as FiledReturn).id).toBe(filed.id);
      const state = await server.fetch(`/api/buyer-returns/${filed.id}`, {
        headers: { authorization: `Bearer ${TAKER_TOKEN}` },
      });
      expect(state.status).toBe(200);
      const foreign = await server.fetch(`/api/buyer-returns/${filed.id}`, {
        headers: { authorization: `Bearer ${OTHER_TOKEN}` },
      });
      expect(foreign.status).toBe(404);

      const pending = await asOperator(server, '/api/returns?status=pending');
      expect(((await pending.json()) as { returns: LeadReturn[] }).returns.map((entry) => entry.id)).toEqual([
        filed.id,
      ]);
      const decided = await asOperator(server, `/api/returns/${filed.id}/decision`, {
        decision: 'approve',
        note: 'The intake call confirms no injury.',
      });
      expect(decided.status).toBe(200);
      expect(await decided.json()).toMatchObject({
        status: 'approved',
        refund_cents: 3_000,
        decided_by: 'operator:token',
        decision_note: 'The intake call confirms no injury.',
      });
      const twice = await asOperator(server, `/api/returns/${filed.id}/decision`, { decision: 'reject' });
      expect(twice.status).toBe(409);

      const after = (await (await asOperator(server, `/api/leads/${leadId}`)).json()) as LeadDetail;
      expect(after.sales).toEqual([{ buyer: 'taker', price_cents: 3_000, status: 'returned' }]);
      expect(after.returns.map((entry) => [entry.status, entry.refund_cents])).toEqual([['approved', 3_000]]);
      const bought = await server.fetch(`/api/buyer-returns/${filed.id}`, {
        headers: { authorization: `Bearer ${TAKER_TOKEN}` },
      });
      expect(await bought.json()).toMatchObject({ status: 'approved', refund_cents: 3_000 });
    },
  );

  it(
    'a disconnected number no code was checked on is approved by its rule at once; a rejected return keeps the sale',
    { timeout: SLOW_MACHINE_TIMEOUT },
    async () => {
      const { server } = await sellingServer(movableClock());
      const first = await soldLead(server);
      const answer = await asBuyer(server, TAKER_TOKEN, { lead_id: first, reason: 'disconnected_number' });
      expect(answer.status).toBe(201);
      expect(await answer.json()).toMatchObject({
        status: 'approved',
        decided_by: 'rule:unverified-disconnected-number',
        refund_cents: 3_000,
      });
      const lead = (await (await asOperator(server, `/api/leads/${first}`)).json()) as LeadDetail;
      expect(lead.sales.map((sale) => sale.status)).toEqual(['returned']);

      const second = await soldLead(server);
      const filed = (await (
        await asBuyer(server, TAKER_TOKEN, { lead_id: second, reason: 'already_represented' })
      ).json()) as FiledReturn;
      expect(filed.status).toBe('pending');
      const rejected = await asOperator(server, `/api/returns/${filed.id}/decision`, {
        decision: 'reject',
        note: 'Signed no retainer before the sale.',
      });
      expect(await rejected.json()).toMatchObject({ status: 'rejected', refund_cents: 0 });
      const kept = (await (await asOperator(server, `/api/leads/${second}`)).json()) as LeadDetail;
      expect(kept.sales.map((sale) => sale.status)).toEqual(['sold']);
    },
  );

  it(
    'closes at the end of the window the buyer had; an operator files a return for a buyer inside it',
    { timeout: SLOW_MACHINE_TIMEOUT },
    async () => {
      const clock = movableClock();
      const { server } = await sellingServer(clock);
      const late = await soldLead(server);
      const early = await soldLead(server);
      clock.moveOn(6);
      const filed = await asOperator(server, `/api/leads/${early}/returns`, {
        buyer: 'taker',
        reason: 'wrong_person',
        note: 'Called our line: the person never filled in a form.',
      });
      expect(filed.status).toBe(201);
      expect(await filed.json()).toMatchObject({ filed_by: 'operator:token', status: 'pending' });
      const noSale = await asOperator(server, `/api/leads/${early}/returns`, {
        buyer: 'other',
        reason: 'other',
      });
      expect(noSale.status).toBe(404);

      clock.moveOn(2);
      const closed = await asBuyer(server, TAKER_TOKEN, { lead_id: late, reason: 'not_injured' });
      expect(closed.status).toBe(409);
      expect(((await closed.json()) as { error: string }).error).toMatch(
        /^The return window closed at \d{4}-/,
      );
    },
  );

  it(
    "adds the money up by buyer, source and variant, net of returns, and gives each experiment arm's revenue per visitor",
    { timeout: SLOW_MACHINE_TIMEOUT },
    async () => {
      // $15 for a visitor of affiliate 1234, $2 for anyone else's.
      const costs = leadCostsOf(
        leadCostsSchema.parse({ affiliates: { '1234': 1_500 }, other_affiliates: 200 }),
      );
      const { server } = await sellingServer(movableClock(), costs);
      const split = EXPERIMENTS[0]!;
      const armCookie = (arm: string) => ({ cookie: `${armCookieName(split)}=${arm}` });
      for (const arm of ['v4nv', 'v7']) {
        const saved = await server.fetch('/api/save-data', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...armCookie(arm) },
          body: JSON.stringify({
            session: { id: randomUUID(), variant: arm, path: `/survey/${arm}` },
            data: { step: 'AtFault', steps: [], answers: {}, submitted: false },
          }),
        });
        expect(saved.ok).toBe(true);
      }
      const routed = await soldLead(
        server,
        { landing_page_url: 'http://localhost/survey/v7?affid=1234&utm_source=tv' },
        armCookie('v7'),
      );
      await soldLead(
        server,
        { landing_page_url: 'http://localhost/survey/v4nv?affid=1234' },
        armCookie('v4nv'),
      );
      const returned = await soldLead(server, {}, armCookie('v4nv'));
      const refunded = await asBuyer(server, TAKER_TOKEN, {
        lead_id: returned,
        reason: 'disconnected_number',
      });
      expect(await refunded.json()).toMatchObject({ status: 'approved', refund_cents: 3_000 });

      const answer = await asOperator(server, '/api/money');
      expect(answer.status).toBe(200);
      const totals = (await answer.json()) as Money;
      const row = (key: string, leads: number, refundedCents: number) => ({
        key,
        leads,
        sales: leads,
        sold_cents: leads * 3_000,
        refunded_cents: refundedCents,
        net_cents: leads * 3_000 - refundedCents,
      });
      expect(totals.total).toEqual(row('all', 3, 3_000));
      expect(totals.by_buyer).toEqual([row('taker', 3, 3_000)]);
      // The affiliate is the route's own where the URL names none; v7 routes a Texas lead to the state partner's offer.
      expect(totals.by_affid).toEqual([row('1000350', 1, 0), row('1234', 1, 0), row('1', 1, 3_000)]);
      expect(totals.by_utm_source).toEqual([row('(none)', 2, 3_000), row('tv', 1, 0)]);
      expect(totals.by_variant).toEqual([row('v4nv', 2, 3_000), row('v7', 1, 0)]);

      // What the leads cost against what their sales kept: the routed lead is paid to the affiliate that sent it
      // (1234), not the partner's offer it went to; the returned lead kept nothing and cost $2.
      const margin = (key: string, leads: number, boughtCents: number, netCents: number) => ({
        key,
        leads,
        bought_cents: boughtCents,
        net_cents: netCents,
        margin_cents: netCents - boughtCents,
      });
      expect(totals.bought).toEqual({
        total: margin('all', 3, 3_200, 6_000),
        by_affid: [margin('1234', 2, 3_000, 6_000), margin('1', 1, 200, 0)],
        by_utm_source: [margin('tv', 1, 1_500, 3_000), margin('(none)', 2, 1_700, 3_000)],
        by_variant: [margin('v7', 1, 1_500, 3_000), margin('v4nv', 2, 1_700, 3_000)],
      });
      const routedLead = (await (await asOperator(server, `/api/leads/${routed}`)).json()) as LeadDetail;
      expect(routedLead.bought_cents).toBe(1_500);
      expect(routedLead.lead).toMatchObject({ affid: '1000350', original_affid: '1234' });

      const experiments = (await (
        await asOperator(server, '/api/analytics/experiments')
      ).json()) as Experiments;
      const arms = experiments.experiments.find((entry) => entry.experiment === split.name)!.arms;
      expect(
        arms.map(({ arm, visitors, leads, revenue_cents, revenue_per_visitor_cents }) => ({
          arm,
          visitors,
          leads,
          revenue_cents,
          revenue_per_visitor_cents,
        })),
      ).toEqual([
        { arm: 'v4nv', visitors: 1, leads: 2, revenue_cents: 3_000, revenue_per_visitor_cents: 3_000 },
        { arm: 'v7', visitors: 1, leads: 1, revenue_cents: 3_000, revenue_per_visitor_cents: 3_000 },
      ]);
    },
  );
});

import { afterEach, describe, expect, it } from 'vitest';
import { parseSellingBuyers } from '../../../server/selling/buyers-file';
import type { AuctionCounts } from '../../../services/api/auction/auction-contract';
import { auctionEnded, pingPostBuyersFile } from '../support/auction-buyers';
import { postJson, qualifiedLead } from '../support/leads';
import { startStandIn, type StandIn } from '../support/stand-in-server';
import { ADMIN_TOKEN, startTestServer, type TestServer } from '../support/test-server';

/**
 * The auction's drawing counts what the machine did: three real leads sold through the real server to stand-in
 * buyers at their HTTP boundary (one sold on the first post, one refused by the best bidder then sold to the next,
 * one refused by both), then `GET /api/auction/counts` answers each transition of the machine with how often it
 * was taken and by how many auctions.
 */

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

/** Which buyers accept each lead's post, by lead id; every other post is refused. */
const takers = new Map<string, readonly string[]>();

async function buyer(id: string, bidCents: number): Promise<StandIn> {
  const started = await startStandIn((request) => {
    if (request.url.endsWith('/ping')) return { json: { bid: bidCents } };
    const { lead } = JSON.parse(request.body) as { lead: { lead_id: string } };
    return takers.get(lead.lead_id)?.includes(id)
      ? { json: { accepted: true } }
      : { json: { accepted: false, reason: 'not in our area this week' } };
  });
  closers.push(() => started.close());
  return started;
}

async function counts(server: TestServer, query = ''): Promise<AuctionCounts> {
  const response = await server.fetch(`/api/auction/counts${query}`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as AuctionCounts;
}

const byTransition = (answer: AuctionCounts) =>
  Object.fromEntries(
    answer.transitions.map((transition) => [
      `${transition.from} -> ${transition.to} (${transition.id})`,
      [transition.taken, transition.auctions],
    ]),
  );

describe("the auction's counts per transition", () => {
  it(
    'count each transition each auction took, from what the machine recorded',
    { timeout: 60_000 },
    async () => {
      const best = await buyer('best', 7_000);
      const next = await buyer('next', 5_000);
      const sellingBuyers = parseSellingBuyers(
        pingPostBuyersFile({
          best: { url: best.baseUrl, anyVerdict: true },
          next: { url: next.baseUrl, anyVerdict: true },
        }),
        {},
      );
      const server = await startTestServer({ sellingBuyers });
      closers.push(() => server.close());

      const soldFirst = qualifiedLead();
      const soldSecond = qualifiedLead();
      const unsold = qualifiedLead();
      takers.set(soldFirst.lead_id as string, ['best']);
      takers.set(soldSecond.lead_id as string, ['next']);
      takers.set(unsold.lead_id as string, []);
      for (const lead of [soldFirst, soldSecond, unsold]) {
        expect((await postJson(server, lead)).status).toBe(202);
      }
      const records = await Promise.all(
        [soldFirst, soldSecond, unsold].map((lead) => auctionEnded(server.database, lead.lead_id as string)),
      );
      expect(records.map((record) => record.outcome)).toEqual([
        'sold to best',
        'sold to next',
        'no buyer took it',
      ]);

      const answer = await counts(server);
      expect(answer).toMatchObject({
        ended: 3,
        counted: 3,
        not_run: 0,
        unrecorded: 0,
        unknown_transitions: 0,
      });
      // [times taken, auctions that took it]
      expect(byTransition(answer)).toEqual({
        'pinging -> choosing (pinging.onDone.0)': [3, 3],
        'choosing -> posting (choosing.always.0)': [5, 3],
        'choosing -> sold (choosing.always.1)': [2, 2],
        'choosing -> unsold (choosing.always.2)': [1, 1],
        'posting -> choosing (posting.onDone.0)': [2, 2],
        'posting -> choosing (posting.onDone.1)': [3, 2],
        'posting -> choosing (posting.onError.0)': [0, 0],
      });
      const states = Object.fromEntries(
        answer.states.map((state) => [state.id, [state.entered, state.ended]]),
      );
      expect(states).toEqual({
        pinging: [3, 0],
        choosing: [8, 0],
        posting: [5, 0],
        sold: [2, 2],
        unsold: [1, 1],
      });
      // Each transition carries its rule in words from the machine's config.
      expect(answer.transitions.find((transition) => transition.id === 'posting.onDone.0')).toMatchObject({
        guard: 'postAccepted',
        rule: 'The buyer accepted the posted lead: a sale.',
      });

      // A range the auctions did not end in counts none of them.
      const later = await counts(server, '?from=2999-01-01');
      expect(later).toMatchObject({ ended: 0, counted: 0 });
      expect(later.transitions.every((transition) => transition.taken === 0)).toBe(true);

      // An auction that ended before paths were recorded is reported, not guessed at.
      await server.database
        .updateTable('auctions')
        .set({ path_json: null })
        .where('lead_id', '=', unsold.lead_id as string)
        .execute();
      const without = await counts(server);
      expect(without).toMatchObject({ ended: 3, counted: 2, unrecorded: 1 });
      expect(without.states.find((state) => state.id === 'unsold')?.ended).toBe(0);
    },
  );

  it('answers 400 naming a bad date', async () => {
    const server = await startTestServer({});
    closers.push(() => server.close());
    const response = await server.fetch('/api/auction/counts?from=yesterday', {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('from');
  });
});

import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { armCookieName } from '../../server/experiments';
import { createSaleStore } from '../../server/storage/sale-store';
import type { Experiments } from '../../services/api/analytics/analytics-contract';
import { findExperiment } from '../../variants/routes/experiment-table';
import { postJson, qualifiedLead } from './support/leads';
import { seededRandom } from './support/seeded-random';
import { ADMIN_TOKEN, startInjectedServer, tickingClock, type InjectedServer } from './support/test-server';

// The table's own experiment splits by revenue per visitor with a floor of 10 %.
const split = findExperiment('/survey/split')!;

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

async function seededServer(): Promise<InjectedServer> {
  const server = await startInjectedServer({}, {}, tickingClock(), {
    experimentRandom: { assignment: seededRandom(1), allocation: seededRandom(2) },
  });
  closers.push(() => server.close());
  return server;
}

const armCookie = (arm: string) => `${armCookieName(split)}=${arm}`;

/** A visitor of the arm whose session the funnel saved: the experiments page counts it. */
async function visitor(server: InjectedServer, arm: string) {
  const saved = await server.fetch('/api/save-data', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: armCookie(arm) },
    body: JSON.stringify({
      session: { id: randomUUID(), variant: arm, path: `/survey/${arm}` },
      data: { step: 'AtFault', steps: [], answers: {}, submitted: false },
    }),
  });
  expect(saved.ok).toBe(true);
}

/** A lead of the arm, sold to a buyer for `cents` through the sales store the auction writes to. */
async function soldLead(server: InjectedServer, arm: string, cents: number) {
  const lead = qualifiedLead({ landing_page_url: `http://localhost/survey/${arm}` });
  expect((await postJson(server, lead, { headers: { cookie: armCookie(arm) } })).status).toBe(202);
  const sales = createSaleStore(server.database);
  const buyer = { id: 'taker', caps: {}, timeZone: 'America/Chicago' };
  const reservation = await sales.reserveSale(buyer, lead.lead_id as string, cents, server.clock());
  expect(reservation.sold).toBe(true);
  if (reservation.sold) await sales.confirmSale(reservation.saleId, server.clock());
}

async function newVisitors(server: InjectedServer, count: number): Promise<Map<string, number>> {
  const sentTo = new Map<string, number>();
  // One after another: with the seeded chance, the same visitors go to the same arms on every run.
  for (let each = 0; each < count; each += 1) {
    const answer = await server.fetch('/survey/split', { redirect: 'manual' });
    expect(answer.status).toBe(302);
    const location = answer.headers.get('location')!;
    sentTo.set(location, (sentTo.get(location) ?? 0) + 1);
  }
  return sentTo;
}

async function experimentAnswer(server: InjectedServer) {
  const answer = await server.fetch('/api/analytics/experiments', {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as Experiments).experiments.find((entry) => entry.experiment === split.name)!;
}

describe('an experiment allocated by revenue per visitor', () => {
  it(
    'sends most new visitors to the arm whose leads sell for more, the other at least its floor; a returning visitor keeps their arm',
    { timeout: 60_000 },
    async () => {
      const server = await seededServer();
      // The same visitors and the same sales rate on both arms; v7's leads sell for six times as much.
      for (let each = 0; each < 20; each += 1) {
        await visitor(server, 'v4nv');
        await visitor(server, 'v7');
      }
      for (let each = 0; each < 4; each += 1) {
        await soldLead(server, 'v4nv', 1_000);
        await soldLead(server, 'v7', 6_000);
      }

      const experiment = await experimentAnswer(server);
      expect(experiment.allocation).toEqual({ by: 'revenue-per-visitor', floor_share: 0.1 });
      const share = Object.fromEntries(experiment.arms.map((arm) => [arm.arm, arm.share]));
      expect(share.v4nv! + share.v7!).toBeCloseTo(1, 10);
      expect(share.v7).toBeGreaterThan(0.8);
      expect(share.v4nv).toBeGreaterThanOrEqual(0.1);
      expect(experiment.arms.map((arm) => [arm.arm, arm.revenue_cents])).toEqual([
        ['v4nv', 4_000],
        ['v7', 24_000],
      ]);

      const sentTo = await newVisitors(server, 400);
      expect([...sentTo.keys()].sort()).toEqual(['/survey/v4nv', '/survey/v7']);
      // About 360 and 40 are expected; the bounds are wide, and the seeded chance makes the counts the same on every run.
      expect(sentTo.get('/survey/v7')).toBeGreaterThan(300);
      expect(sentTo.get('/survey/v4nv')).toBeGreaterThanOrEqual(25);

      for (let again = 0; again < 20; again += 1) {
        const returning = await server.fetch('/survey/split', {
          redirect: 'manual',
          headers: { cookie: armCookie('v4nv') },
        });
        expect(returning.headers.get('location')).toBe('/survey/v4nv');
      }
    },
  );

  it('splits by the weights when the figures cannot be read, and still sends every visitor on', async () => {
    const server = await seededServer();
    await sql`drop table sessions`.execute(server.database);
    const sentTo = await newVisitors(server, 40);
    await vi.waitFor(() =>
      expect(server.logs()).toContain('experiment figures not read; arms split by weight'),
    );
    const more = await newVisitors(server, 60);
    // 100 visitors at 50/50 with the seeded chance: both arms, neither far from half.
    for (const location of ['/survey/v4nv', '/survey/v7']) {
      const count = (sentTo.get(location) ?? 0) + (more.get(location) ?? 0);
      expect(count, location).toBeGreaterThan(30);
      expect(count, location).toBeLessThan(70);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuctionInput } from '../../../server/auction/auction-machine';
import type { Candidate, PostAnswer } from '../../../server/auction/auction-types';
import { runAuction } from '../../../server/auction/run-auction';
import { createDatabase, type LeadDatabase } from '../../../server/storage/database';
import { migrateToLatest } from '../../../server/storage/migrator';
import { createSaleStore, type CappedBuyer } from '../../../server/storage/sale-store';
import { ENGINES, type TestDatabase } from '../support/test-databases';

const INPUT: AuctionInput = {
  buyers: [
    { name: 'ridge', pricing: 'ping', timeoutMs: 200 },
    { name: 'summit', pricing: 'fixed', priceCents: 2_000, timeoutMs: 200 },
  ],
  policy: { mode: 'exclusive', slots: 1, floorCents: 1_000 },
};
const CAPS = new Map<string, CappedBuyer>([
  ['ridge', { id: 'ridge', caps: { day: { count: 1 } }, timeZone: 'America/Denver' }],
]);
const MONDAY = new Date('2026-06-08T18:00:00Z');
const TUESDAY = new Date('2026-06-09T18:00:00Z');

describe.each(ENGINES)('the auction under caps on $name', (engine) => {
  let testDatabase: TestDatabase;
  let db: LeadDatabase;

  beforeAll(async () => {
    testDatabase = await engine.create();
    db = createDatabase(testDatabase.url);
    await migrateToLatest(db);
  });

  afterAll(async () => {
    await db.destroy();
    await testDatabase.drop();
  });

  /** One auction: ridge bids $50, and the buyers answer posts as `answers` says; records who was posted to. */
  async function auction(leadId: string, now: Date, answers: Record<string, PostAnswer>) {
    const posted: string[] = [];
    const output = await runAuction(
      INPUT,
      {
        ping: () => Promise.resolve([{ buyer: 'ridge', outcome: 'bid', cents: 5_000 }]),
        post: (offer: Candidate) => {
          posted.push(offer.buyer);
          return Promise.resolve(answers[offer.buyer] ?? { outcome: 'accepted' });
        },
      },
      { sales: createSaleStore(db), buyers: CAPS, leadId, clock: () => now },
    );
    return { posted, sold: output.sales.map((sale) => sale.buyer), steps: output.steps };
  }

  it('never posts to a buyer past its cap: the next in line gets the lead', async () => {
    expect(await auction('lead-1', MONDAY, {})).toMatchObject({ posted: ['ridge'], sold: ['ridge'] });
    const second = await auction('lead-2', MONDAY, {});
    expect(second).toMatchObject({ posted: ['summit'], sold: ['summit'] });
    expect(second.steps).toContainEqual({
      step: 'post',
      buyer: 'ridge',
      outcome: 'rejected',
      cents: 5_000,
      reason: 'day cap reached',
    });
    const rows = await db.selectFrom('sales').select(['lead_id', 'status']).orderBy('lead_id').execute();
    expect(rows).toEqual([{ lead_id: 'lead-1', status: 'sold' }]);
  });

  it('gives the slot back when the buyer refuses the lead', async () => {
    const refused = await auction('lead-3', TUESDAY, {
      ridge: { outcome: 'rejected', reason: 'duplicate' },
    });
    expect(refused).toMatchObject({ posted: ['ridge', 'summit'], sold: ['summit'] });
    expect(await auction('lead-4', TUESDAY, {})).toMatchObject({ posted: ['ridge'], sold: ['ridge'] });
  });
});

import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuctionWorker } from '../../../server/selling/auction-worker';
import { parseSellingBuyers } from '../../../server/selling/buyers-file';
import { createAuctionQueue } from '../../../server/storage/auction-queue';
import { createDatabase } from '../../../server/storage/database';
import { createLeadStore } from '../../../server/storage/lead-store';
import { migrateToLatest } from '../../../server/storage/migrator';
import { createPrivacyRequestStore } from '../../../server/storage/privacy-request-store';
import { createIdentityHasher } from '../../../server/storage/identity-hash';
import { createSaleStore } from '../../../server/storage/sale-store';
import { startStandIn, type StandIn } from '../support/stand-in-server';
import { ENGINES } from '../support/test-databases';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

async function buyer(bid: number): Promise<StandIn> {
  const started = await startStandIn((request) =>
    request.url.endsWith('/ping') ? { json: { bid } } : { json: { accepted: true } },
  );
  closers.push(() => started.close());
  return started;
}

describe.each(ENGINES)('an auction whose process died, on $name', (engine) => {
  it('is run again by another process, which never offers the lead to a second buyer', async () => {
    const first = await buyer(5_000);
    const second = await buyer(9_000);
    const buyers = parseSellingBuyers(
      {
        buyers: [first, second].map((standIn, index) => ({
          id: `buyer-${index + 1}`,
          name: `Buyer ${index + 1}`,
          kind: 'ping-post',
          ping_url: `${standIn.baseUrl}/ping`,
          post_url: `${standIn.baseUrl}/post`,
          time_zone: 'America/Chicago',
          return_window_days: 7,
        })),
      },
      {},
    );
    const testDatabase = await engine.create();
    closers.push(() => testDatabase.drop());
    const db = createDatabase(testDatabase.url);
    closers.push(() => db.destroy());
    await migrateToLatest(db);
    const leadId = randomUUID();
    const receivedAt = new Date('2026-11-22T15:00:00Z');
    await createLeadStore(db, { sells: true }).saveLead({
      id: leadId,
      source: 'post-lead',
      receivedAt,
      lead: {
        lead_id: leadId,
        lead_is_qualified: 'yes',
        state: 'TX',
        email: 'ana@example.com',
        phone: '7135550101',
      },
      claimed: {},
    });
    const queue = createAuctionQueue(db);
    const sales = createSaleStore(db);

    // The first process claims the auction, reserves buyer-1 and posts to it, and is killed before the answer is
    // recorded: its claim runs out at once, and the reservation stands (the buyer may have the lead).
    const [claimed] = await queue.claimDue({ now: receivedAt, limit: 1, claimMs: 1, workerId: 'killed' });
    expect(claimed?.leadId).toBe(leadId);
    expect(
      await sales.reserveSale(
        { id: 'buyer-1', caps: {}, timeZone: 'America/Chicago' },
        leadId,
        5_000,
        receivedAt,
      ),
    ).toMatchObject({ sold: true });

    const worker = createAuctionWorker({
      queue,
      buyers,
      sales,
      privacyRequests: createPrivacyRequestStore(db, createIdentityHasher(db, 'test-secret')),
      clock: () => receivedAt,
      settings: { claimMs: 60_000, pollMs: 20, concurrency: 2 },
      log: pino({ level: 'silent' }),
    });
    worker.start();
    closers.push(() => worker.stop());
    const record = await vi.waitFor(
      async () => {
        const ended = await queue.recordOf(leadId);
        expect(ended?.status).not.toBe('queued');
        return ended!;
      },
      { timeout: 20_000, interval: 50 },
    );

    expect(record).toMatchObject({ status: 'sold', runs: 2 });
    expect(record.outcome).toMatch(/^held by buyer-1 from an earlier run/);
    expect(record.steps).toEqual([
      expect.objectContaining({ step: 'eligibility', buyer: 'buyer-1', outcome: 'ineligible' }),
      expect.objectContaining({
        step: 'eligibility',
        buyer: 'buyer-2',
        reason: expect.stringMatching(/^buys only leads sold to no one else/),
      }),
    ]);
    // buyer-2 would have bid more, but the lead is buyer-1's alone: it is not even asked.
    expect(second.requests).toEqual([]);
    expect(await sales.salesOf(leadId)).toEqual([
      { buyer: 'buyer-1', price_cents: 5_000, status: 'reserved' },
    ]);
  });
});

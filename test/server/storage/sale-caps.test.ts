import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodStart } from '../../../server/selling/local-time';
import { createDatabase, type LeadDatabase } from '../../../server/storage/database';
import { migrateToLatest } from '../../../server/storage/migrator';
import { createSaleStore, type CappedBuyer, type SaleStore } from '../../../server/storage/sale-store';
import { ENGINES, type TestDatabase } from '../support/test-databases';

const NEW_YORK = 'America/New_York';
const NOON = new Date('2026-06-10T16:00:00Z');

/** Runs the reserving process (support/sale-reserver.ts) until it says it is connected. */
function startReserver(databaseUrl: string, job: object) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/server/storage/support/sale-reserver.ts', databaseUrl, JSON.stringify(job)],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let output = '';
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the reserver exited ${code}:\n${errors}`)),
    ),
  );
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.startsWith('ready\n')) resolve();
    });
    exited.catch(reject);
  });
  return {
    ready,
    go: () => child.stdin.write('go\n'),
    result: async () => {
      await exited;
      return JSON.parse(output.slice('ready\n'.length)) as { sold: number; capped: number };
    },
  };
}

describe.each(ENGINES)('caps on $name', (engine) => {
  let testDatabase: TestDatabase;
  let db: LeadDatabase;
  let sales: SaleStore;

  beforeAll(async () => {
    testDatabase = await engine.create();
    db = createDatabase(testDatabase.url);
    await migrateToLatest(db);
    sales = createSaleStore(db);
  });

  afterAll(async () => {
    await db.destroy();
    await testDatabase.drop();
  });

  async function soldTo(buyerId: string) {
    return db
      .selectFrom('sales')
      .select(['day_key', 'price_cents'])
      .where('buyer_id', '=', buyerId)
      .where('status', '=', 'reserved')
      .execute();
  }

  it('sells exactly 100 of 1,000 leads reserved at once by two processes against 100 a day', async () => {
    const buyer: CappedBuyer = { id: 'busy-firm', caps: { day: { count: 100 } }, timeZone: NEW_YORK };
    const leadIds = Array.from({ length: 1_000 }, (_, index) => `lead-${index}`);
    const reservers = [0, 1].map((half) =>
      startReserver(testDatabase.url, {
        buyer,
        leadIds: leadIds.filter((_, index) => index % 2 === half),
        priceCents: 3_000,
        now: NOON.toISOString(),
      }),
    );
    await Promise.all(reservers.map((reserver) => reserver.ready));
    reservers.forEach((reserver) => reserver.go());
    const results = await Promise.all(reservers.map((reserver) => reserver.result()));
    expect(results.reduce((sum, result) => sum + result.sold, 0)).toBe(100);
    expect(results.reduce((sum, result) => sum + result.capped, 0)).toBe(900);
    expect(await soldTo(buyer.id)).toHaveLength(100);
    const counter = await db
      .selectFrom('sale_counters')
      .select(['sales', 'cents'])
      .where('buyer_id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    expect(counter).toEqual({ sales: 100, cents: 300_000 });
  }, 120_000);

  it('sells 16 leads of $30 under a $500 daily cap', async () => {
    const buyer: CappedBuyer = { id: 'money-firm', caps: { day: { cents: 50_000 } }, timeZone: NEW_YORK };
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, index) => sales.reserveSale(buyer, `money-${index}`, 3_000, NOON)),
    );
    expect(outcomes.filter((outcome) => outcome.sold)).toHaveLength(16);
    expect(outcomes.find((outcome) => !outcome.sold)).toEqual({ sold: false, reason: 'cap', period: 'day' });
    // A cheaper lead still fits the $20 left.
    expect(await sales.reserveSale(buyer, 'money-cheap', 2_000, NOON)).toMatchObject({ sold: true });
  });

  it('counts every capped period: a weekly cap stops a buyer whose day is not full', async () => {
    const buyer: CappedBuyer = {
      id: 'weekly-firm',
      caps: { day: { count: 3 }, week: { count: 5 } },
      timeZone: NEW_YORK,
    };
    const days = ['2026-06-08T16:00:00Z', '2026-06-09T16:00:00Z'];
    const outcomes = [];
    for (const [day, at] of days.entries()) {
      for (let index = 0; index < 4; index += 1) {
        outcomes.push(await sales.reserveSale(buyer, `weekly-${day}-${index}`, 1_000, new Date(at)));
      }
    }
    expect(
      outcomes.map((outcome) => (outcome.sold ? 'sold' : outcome.reason === 'cap' && outcome.period)),
    ).toEqual(['sold', 'sold', 'sold', 'day', 'sold', 'sold', 'week', 'week']);
  });

  it('answers the first sale again for the same lead and buyer, and frees the slot of a refused one', async () => {
    const buyer: CappedBuyer = { id: 'one-slot', caps: { day: { count: 1 } }, timeZone: NEW_YORK };
    const first = await sales.reserveSale(buyer, 'again-1', 1_000, NOON);
    expect(first).toMatchObject({ sold: true });
    expect(await sales.reserveSale(buyer, 'again-1', 1_000, NOON)).toEqual(first);
    expect(await sales.reserveSale(buyer, 'again-2', 1_000, NOON)).toMatchObject({
      sold: false,
      reason: 'cap',
    });
    await sales.releaseSale(first.sold ? first.saleId : '', NOON);
    expect(await sales.reserveSale(buyer, 'again-1', 1_000, NOON)).toEqual({
      sold: false,
      reason: 'released',
    });
    const second = await sales.reserveSale(buyer, 'again-2', 1_000, NOON);
    expect(second).toMatchObject({ sold: true });
    await sales.confirmSale(second.sold ? second.saleId : '', NOON);
    const statuses = await db
      .selectFrom('sales')
      .select(['lead_id', 'status'])
      .where('buyer_id', '=', buyer.id)
      .orderBy('lead_id')
      .execute();
    expect(statuses).toEqual([
      { lead_id: 'again-1', status: 'released' },
      { lead_id: 'again-2', status: 'sold' },
    ]);
  });

  it.each([
    // Clocks go forward at 02:00: the day of 8 March is 23 hours long, and 9 March starts at 04:00 UTC.
    { change: 'spring forward', lastMinute: '2026-03-09T03:59:00Z', midnight: '2026-03-09T04:00:00Z' },
    // Clocks go back at 02:00: the day of 1 November is 25 hours long, and 2 November starts at 05:00 UTC.
    { change: 'fall back', lastMinute: '2026-11-02T04:59:00Z', midnight: '2026-11-02T05:00:00Z' },
  ])(
    'opens a daily cap again at New York midnight after the $change',
    async ({ change, lastMinute, midnight }) => {
      const buyer: CappedBuyer = { id: `dst-${change}`, caps: { day: { count: 2 } }, timeZone: NEW_YORK };
      const before = new Date(lastMinute);
      const after = new Date(midnight);
      expect(periodStart('day', after, NEW_YORK)).toEqual(after);
      const dayStart = periodStart('day', before, NEW_YORK);
      expect(await sales.reserveSale(buyer, 'dst-1', 1_000, dayStart)).toMatchObject({ sold: true });
      expect(await sales.reserveSale(buyer, 'dst-2', 1_000, before)).toMatchObject({ sold: true });
      expect(await sales.reserveSale(buyer, 'dst-3', 1_000, before)).toMatchObject({
        sold: false,
        reason: 'cap',
      });
      expect(await sales.reserveSale(buyer, 'dst-3', 1_000, after)).toMatchObject({ sold: true });
      expect((await soldTo(buyer.id)).map((sale) => sale.day_key)).toEqual(
        change === 'spring forward'
          ? ['2026-03-08', '2026-03-08', '2026-03-09']
          : ['2026-11-01', '2026-11-01', '2026-11-02'],
      );
    },
  );
});

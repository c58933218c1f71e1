import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type LeadDatabase } from '../../../server/storage/database';
import { createDeliveryQueue, type DeliveryQueue } from '../../../server/storage/delivery-queue';
import { deliveryId } from '../../../server/storage/new-deliveries';
import { createLeadConsoleQueries } from '../../../server/storage/lead-console-queries';
import { createLeadStore, type LeadStore } from '../../../server/storage/lead-store';
import { migrateToLatest } from '../../../server/storage/migrator';
import { ENGINES, type TestDatabase } from '../support/test-databases';
import { targets } from '../support/delivery-targets';

/** The console's trends chart and its retries: one grouping and one conditional update, the same on both engines. */
describe.each(ENGINES)('daily lead counts and delivery retries on $name', (engine) => {
  let testDatabase: TestDatabase;
  let db: LeadDatabase;
  let leads: LeadStore;
  let deliveries: DeliveryQueue;

  const lead = (id: string, at: string, qualified: 'yes' | 'no') =>
    leads.saveLead({
      id,
      source: 'post-lead',
      receivedAt: new Date(at),
      lead: { lead_id: id, lead_is_qualified: qualified },
      claimed: {},
    });

  const setStatus = (leadId: string, destination: string, status: string) =>
    db.updateTable('deliveries').set({ status }).where('id', '=', deliveryId(leadId, destination)).execute();

  beforeAll(async () => {
    testDatabase = await engine.create();
    db = createDatabase(testDatabase.url);
    await migrateToLatest(db);
    leads = createLeadStore(db, { deliveriesFor: () => targets('firm', 'exchange') });
    deliveries = createDeliveryQueue(db);
    // The first and last instants of 2026-11-20 (UTC), two leads the next day, one outside the range.
    await lead('d1', '2026-11-20T00:00:00.000Z', 'yes');
    await lead('d2', '2026-11-20T23:59:59.999Z', 'no');
    await lead('d3', '2026-11-21T08:00:00.000Z', 'yes');
    await lead('d4', '2026-11-21T09:00:00.000Z', 'yes');
    await lead('d5', '2026-11-23T09:00:00.000Z', 'yes');
    // d1 reached both buyers (counted once), d3 one of them; d4's are dead, d2's rejected.
    await setStatus('d1', 'firm', 'delivered');
    await setStatus('d1', 'exchange', 'delivered');
    await setStatus('d3', 'exchange', 'delivered');
    await setStatus('d4', 'firm', 'dead');
    await setStatus('d4', 'exchange', 'dead');
    await setStatus('d2', 'firm', 'rejected');
  });

  afterAll(async () => {
    await db.destroy();
    await testDatabase.drop();
  });

  it('counts leads, qualified leads and delivered leads per UTC day, from inclusive and to exclusive', async () => {
    expect(
      await createLeadConsoleQueries(db).dailyCounts({
        from: '2026-11-19T00:00:00.000Z',
        to: '2026-11-23T00:00:00.000Z',
      }),
    ).toEqual([
      { day: '2026-11-20', leads: 2, qualified: 1, delivered: 1 },
      { day: '2026-11-21', leads: 2, qualified: 2, delivered: 1 },
    ]);
    expect(
      await createLeadConsoleQueries(db).dailyCounts({
        from: '2026-11-23T00:00:00.000Z',
        to: '2026-11-24T00:00:00.000Z',
      }),
    ).toEqual([{ day: '2026-11-23', leads: 1, qualified: 1, delivered: 0 }]);
    expect(
      await createLeadConsoleQueries(db).dailyCounts({
        from: '2026-11-24T00:00:00.000Z',
        to: '2026-12-01T00:00:00.000Z',
      }),
    ).toEqual([]);
  });

  it('queues a dead or rejected delivery again, leaves a delivered one alone, and knows no other id', async () => {
    const now = new Date('2026-11-24T10:00:00.000Z');
    const dead = await deliveries.retry(deliveryId('d4', 'firm'), now);
    expect(dead).toMatchObject({
      requeued: true,
      delivery: { status: 'queued', attempts: 0, next_attempt_at: now.toISOString() },
    });
    expect(await deliveries.retry(deliveryId('d2', 'firm'), now)).toMatchObject({ requeued: true });
    const delivered = await deliveries.retry(deliveryId('d1', 'firm'), now);
    expect(delivered).toMatchObject({ requeued: false, delivery: { status: 'delivered' } });
    expect(await deliveries.retry('no-such-delivery', now)).toBeUndefined();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type LeadDatabase } from '../../../server/storage/database';
import { deliveryId } from '../../../server/storage/new-deliveries';
import { createLeadConsoleQueries } from '../../../server/storage/lead-console-queries';
import { createLeadStore, type LeadStore } from '../../../server/storage/lead-store';
import { variantOfLanding, withListDetails } from '../../../server/storage/lead-list-details';
import { migrateToLatest } from '../../../server/storage/migrator';
import { targets } from '../support/delivery-targets';
import { ENGINES, type TestDatabase } from '../support/test-databases';

/** The console's leads list: each lead's variant and its deliveries by status, the same on both engines. */
describe.each(ENGINES)('the leads list details on $name', (engine) => {
  let testDatabase: TestDatabase;
  let db: LeadDatabase;
  let leads: LeadStore;

  const lead = (id: string, landing: string) =>
    leads.saveLead({
      id,
      source: 'post-lead',
      receivedAt: new Date('2026-11-20T10:00:00.000Z'),
      lead: { lead_id: id, landing_page_url: landing },
      claimed: {},
    });

  beforeAll(async () => {
    testDatabase = await engine.create();
    db = createDatabase(testDatabase.url);
    await migrateToLatest(db);
    leads = createLeadStore(db, { deliveriesFor: () => targets('firm', 'exchange', 'network') });
    await lead('l1', 'https://example.com/survey/v4nv?utm_source=google');
    await lead('l2', 'https://example.com/g');
    await lead('l3', 'not a url');
    await db
      .updateTable('deliveries')
      .set({ status: 'delivered' })
      .where('id', 'in', [deliveryId('l1', 'firm'), deliveryId('l1', 'exchange')])
      .execute();
    await db
      .updateTable('deliveries')
      .set({ status: 'dead' })
      .where('id', '=', deliveryId('l1', 'network'))
      .execute();
    await db.deleteFrom('deliveries').where('lead_id', '=', 'l3').execute();
  }, 60_000);

  afterAll(async () => {
    await db.destroy();
    await testDatabase.drop();
  });

  it("gives each lead of a page its landing route's variant and its deliveries counted by status", async () => {
    const page = await createLeadConsoleQueries(db).listLeads({ limit: 10 });
    const listed = await withListDetails(db, page.leads);
    const byId = Object.fromEntries(listed.map((entry) => [entry.id, entry]));
    expect(byId.l1).toMatchObject({ variant: 'v4nv', delivery_statuses: { delivered: 2, dead: 1 } });
    expect(byId.l2).toMatchObject({ variant: 'a', delivery_statuses: { queued: 3 } });
    expect(byId.l3).toMatchObject({ variant: null, delivery_statuses: {} });
    expect(await withListDetails(db, [])).toEqual([]);
  });
});

describe('variantOfLanding', () => {
  it.each([
    ['https://example.com/survey/v4nv', 'v4nv'],
    ['https://example.com/survey/fb?affid=252', 'b'],
    ['https://example.com/about', null],
    ['', null],
    [undefined, null],
  ])('%s is %s', (url, variant) => {
    expect(variantOfLanding(url)).toBe(variant);
  });
});

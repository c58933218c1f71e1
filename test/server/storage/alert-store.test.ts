import { afterEach, describe, expect, it } from 'vitest';
import { createAlertStore } from '../../../server/storage/alert-store';
import { createDatabase, type LeadDatabase } from '../../../server/storage/database';
import { migrateToLatest } from '../../../server/storage/migrator';
import { ENGINES, type TestDatabase } from '../support/test-databases';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

/** Several connections to one database, as several server processes hold. */
async function processesOn(engine: (typeof ENGINES)[number], count: number): Promise<LeadDatabase[]> {
  const database: TestDatabase = await engine.create();
  cleanups.push(() => database.drop());
  const connections = Array.from({ length: count }, () => createDatabase(database.url));
  for (const connection of connections) cleanups.push(() => connection.destroy());
  await migrateToLatest(connections[0]!);
  return connections;
}

describe.each(ENGINES)('the alert store on $name', (engine) => {
  it('lets exactly one of several processes turn an alert on, and one turn it off', async () => {
    const stores = (await processesOn(engine, 4)).map(createAlertStore);
    const at = new Date('2026-11-22T10:00:00Z');

    const raised = await Promise.all(stores.map((store) => store.raise('queued-age:platform', at)));
    expect(raised.filter(Boolean)).toHaveLength(1);
    // Still on: nobody turns it on again.
    expect(await Promise.all(stores.map((store) => store.raise('queued-age:platform', at)))).toEqual([
      false,
      false,
      false,
      false,
    ]);

    const cleared = await Promise.all(stores.map((store) => store.clear('queued-age:platform', at)));
    expect(cleared.filter(Boolean)).toHaveLength(1);
    expect(await stores[0]!.clear('queued-age:platform', at)).toBe(false);
    // A new episode is told again, and an alert never raised is not cleared.
    expect(await stores[1]!.raise('queued-age:platform', at)).toBe(true);
    expect(await stores[2]!.clear('dead:platform', at)).toBe(false);
  });
});

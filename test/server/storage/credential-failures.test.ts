import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCredentialFailureStore, waitAfter } from '../../../server/storage/credential-failure-store';
import { createDatabase, type LeadDatabase } from '../../../server/storage/database';
import { migrateToLatest } from '../../../server/storage/migrator';
import { ENGINES, type TestDatabase } from '../support/test-databases';

const POLICY = { freeFailures: 3, firstWaitMs: 30_000, longestWaitMs: 120_000 };
const NOW = new Date('2026-11-28T10:00:00.000Z');

describe('the wait after each wrong try', () => {
  it('is none while free, then doubles up to the longest', () => {
    expect([1, 2, 3, 4, 5, 6, 40].map((failures) => waitAfter(failures, POLICY))).toEqual([
      0, 0, 30_000, 60_000, 120_000, 120_000, 120_000,
    ]);
  });
});

describe.each(ENGINES)('wrong credentials counted on $name', (engine) => {
  let testDatabase: TestDatabase;
  let db: LeadDatabase;
  let other: LeadDatabase;

  beforeAll(async () => {
    testDatabase = await engine.create();
    db = createDatabase(testDatabase.url);
    await migrateToLatest(db);
    // A second connection pool on the same database, as a second server process has.
    other = createDatabase(testDatabase.url);
  });

  afterAll(async () => {
    await other.destroy();
    await db.destroy();
    await testDatabase.drop();
  });

  it('counts every one of many concurrent failures from two pools, and locks once past the free ones', async () => {
    const stores = [createCredentialFailureStore(db), createCredentialFailureStore(other)];
    const counts = await Promise.all(
      Array.from({ length: 40 }, (_, index) => stores[index % 2]!.failed('key|198.51.100.7', NOW, POLICY)),
    );
    expect(counts.map((count) => count.failures).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
    expect(await stores[1]!.waitMs('key|198.51.100.7', NOW)).toBe(120_000);
    expect(await stores[0]!.waitMs('key|198.51.100.8', NOW)).toBe(0);
  });

  it('stores no address, forgets a quiet key after an hour, and clears on success', async () => {
    const store = createCredentialFailureStore(db);
    await store.failed('sign-in|ann@example.com|192.0.2.1', NOW, POLICY);
    const rows = await db.selectFrom('credential_failures').selectAll().execute();
    expect(JSON.stringify(rows)).not.toMatch(/192\.0\.2\.1|ann@example/);
    const later = new Date(NOW.getTime() + 61 * 60_000);
    expect((await store.failed('sign-in|ann@example.com|192.0.2.1', later, POLICY)).failures).toBe(1);
    await store.succeeded('sign-in|ann@example.com|192.0.2.1');
    expect((await store.failed('sign-in|ann@example.com|192.0.2.1', later, POLICY)).failures).toBe(1);
  });
});

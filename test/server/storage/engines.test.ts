import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDatabase, type LeadDatabase } from '../../../server/storage/database';
import { createDeliveryConsoleQueries } from '../../../server/storage/delivery-console-queries';
import { createDeliveryQueue } from '../../../server/storage/delivery-queue';
import { createEmailFailureStore } from '../../../server/storage/email-failure-store';
import { createLeadConsoleQueries } from '../../../server/storage/lead-console-queries';
import { createLeadStore } from '../../../server/storage/lead-store';
import { migrateToLatest } from '../../../server/storage/migrator';
import { createNotificationStore } from '../../../server/storage/notification-store';
import { createSessionStore } from '../../../server/storage/session-store';
import { postJson, qualifiedLead } from '../support/leads';
import { ENGINES, POSTGRES_URL, type TestDatabase } from '../support/test-databases';
import { ADMIN_TOKEN, startInjectedServer } from '../support/test-server';
import { targets } from '../support/delivery-targets';

/** The same storage behaviour on every engine the product supports. */
describe.each(ENGINES)('storage on $name', (engine) => {
  let testDatabase: TestDatabase;
  let database: LeadDatabase;

  beforeAll(async () => {
    testDatabase = await engine.create();
    database = createDatabase(testDatabase.url);
    await migrateToLatest(database);
    // A second start finds nothing to do.
    await migrateToLatest(database);
  });

  afterAll(async () => {
    await database.destroy();
    await testDatabase.drop();
  });

  it('stores a lead once, however many retries race for it', async () => {
    const store = createLeadStore(database);
    const tries = Array.from({ length: 8 }, (_, i) =>
      store.saveLead({
        id: 'race',
        source: 'post-lead',
        receivedAt: new Date(Date.UTC(2026, 10, 22, 10, 0, i)),
        lead: { lead_id: 'race', lead_is_qualified: 'yes', dq_reason: '', try: String(i) },
        claimed: {},
      }),
    );
    const results = await Promise.all(tries);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.stored.lead.try)).size).toBe(1);
    expect((await createLeadConsoleQueries(database).listLeads({ limit: 10 })).leads).toHaveLength(1);
  });

  it("queues a lead's deliveries in its own transaction: both are stored, or neither", async () => {
    const store = createLeadStore(database, { deliveriesFor: () => targets('platform', 'hook') });
    const lead = (id: string) => ({
      id,
      source: 'post-lead' as const,
      receivedAt: new Date(Date.UTC(2026, 10, 22, 10)),
      lead: { lead_id: id, lead_is_qualified: 'yes', dq_reason: '' },
      claimed: {},
    });
    await Promise.all([
      store.saveLead(lead('outbox-a')),
      store.saveLead(lead('outbox-b')),
      store.saveLead(lead('outbox-a')),
    ]);
    const queued = await database.selectFrom('deliveries').select(['id', 'status']).orderBy('id').execute();
    expect(queued).toEqual([
      { id: 'outbox-a:hook', status: 'queued' },
      { id: 'outbox-a:platform', status: 'queued' },
      { id: 'outbox-b:hook', status: 'queued' },
      { id: 'outbox-b:platform', status: 'queued' },
    ]);
    // A delivery that cannot be written (a missing destination breaks its NOT NULL) takes its lead down with it.
    const broken = createLeadStore(database, { deliveriesFor: () => targets(null as unknown as string) });
    await expect(broken.saveLead(lead('outbox-broken'))).rejects.toThrow();
    expect(await store.getLead('outbox-broken')).toBeUndefined();
    expect(
      await database.selectFrom('deliveries').select('id').where('lead_id', '=', 'outbox-broken').execute(),
    ).toEqual([]);
  });

  it('lets each due delivery be claimed by one worker at a time, and again once its claim expires', async () => {
    const deliveries = createDeliveryQueue(database);
    const queries = createDeliveryConsoleQueries(database);
    const now = new Date();
    const claims = await Promise.all(
      ['w1', 'w2', 'w3'].map((workerId) =>
        deliveries.claimDue({ now, limit: 10, claimMs: 60_000, workerId }),
      ),
    );
    const ids = claims.flat().map((claim) => claim.id);
    expect(ids.sort()).toEqual(['outbox-a:hook', 'outbox-a:platform', 'outbox-b:hook', 'outbox-b:platform']);
    expect(claims.flat()[0]!.lead).toMatchObject({ lead_is_qualified: 'yes' });
    expect(await deliveries.claimDue({ now, limit: 10, claimMs: 60_000, workerId: 'w4' })).toEqual([]);
    const later = new Date(now.getTime() + 61_000);
    expect(
      await deliveries.claimDue({ now: later, limit: 10, claimMs: 60_000, workerId: 'w4' }),
    ).toHaveLength(4);
    // A renewal moves on only the claims its worker still holds: w1's were taken by w4 when they ran out.
    const renewed = new Date(later.getTime() + 120_000);
    expect(await deliveries.extendClaims({ ids, workerId: 'w1', until: renewed })).toEqual([]);
    expect((await deliveries.extendClaims({ ids, workerId: 'w4', until: renewed })).sort()).toEqual(ids);
    const inTwoMinutes = new Date(later.getTime() + 119_000);
    expect(
      await deliveries.claimDue({ now: inTwoMinutes, limit: 10, claimMs: 60_000, workerId: 'w5' }),
    ).toEqual([]);
    await deliveries.release(ids, 'w4');
    // What the metrics read: counts per destination and status, and when the oldest queued one was queued.
    const byDestination = (a: { destination: string }, b: { destination: string }) =>
      a.destination.localeCompare(b.destination);
    expect((await queries.counts()).sort(byDestination)).toEqual([
      { destination: 'hook', status: 'queued', count: 2 },
      { destination: 'platform', status: 'queued', count: 2 },
    ]);
    const oldest = (await queries.oldestQueued()).sort(byDestination);
    expect(oldest.map((row) => row.destination)).toEqual(['hook', 'platform']);
    for (const row of oldest) expect(Date.parse(row.createdAt)).toBeLessThanOrEqual(Date.now());
    await database.deleteFrom('deliveries').execute();
  });

  it('counts every failed e-mail check, even concurrent ones, by a hash of the address', async () => {
    const failures = createEmailFailureStore(database);
    const counts = await Promise.all(
      Array.from({ length: 5 }, () => failures.recordFailure('Same@Example.com', new Date())),
    );
    expect(counts.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(await failures.failures(' same@example.com ')).toBe(5);
    const rows = await database.selectFrom('email_check_failures').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain('example.com');
  });

  it('keeps notifications newest first', async () => {
    const notes = createNotificationStore(database);
    await notes.save({
      created_at: '2026-11-22T10:00:00.000Z',
      kind: 'a',
      text: 'older',
      delivered_to: 'stored',
    });
    await notes.save({
      created_at: '2026-11-22T11:00:00.000Z',
      kind: 'b',
      text: 'newer',
      delivered_to: 'slack',
    });
    expect((await notes.list({ limit: 10 })).map((note) => note.text)).toEqual(['newer', 'older']);
  });

  it("writes a new lead's notice in its transaction, once however many retries race, and records its channels later", async () => {
    const store = createLeadStore(database);
    const notes = createNotificationStore(database);
    const tries = Array.from({ length: 6 }, (_, i) =>
      store.saveLead(
        {
          id: 'race-notice',
          source: 'post-lead',
          receivedAt: new Date(Date.UTC(2026, 10, 22, 12, 0, i)),
          lead: { lead_id: 'race-notice', lead_is_qualified: 'yes', dq_reason: '' },
          claimed: {},
        },
        undefined,
        {
          id: `notice-${i}`,
          created_at: `2026-11-22T12:00:0${i}.000Z`,
          kind: 'qualified-lead',
          text: `try ${i}`,
          delivered_to: 'stored',
        },
      ),
    );
    const results = await Promise.all(tries);
    const created = results.findIndex((result) => result.created);
    const listed = (await notes.list({ limit: 10 })).filter((note) => note.kind === 'qualified-lead');
    expect(listed).toEqual([expect.objectContaining({ id: `notice-${created}`, delivered_to: 'stored' })]);
    await notes.markDelivered(`notice-${created}`, 'slack, email');
    expect((await notes.list({ limit: 10 })).find((note) => note.id === `notice-${created}`)).toMatchObject({
      delivered_to: 'slack, email',
    });
  });

  it('keeps the latest save of a session, counts it posted only once its lead is stored, reads paths by variant and date, and purges stale ones', async () => {
    const sessions = createSessionStore(database);
    const leads = createLeadStore(database);
    const storeLeadOf = (id: string) =>
      leads.saveLead({
        id,
        source: 'post-lead',
        receivedAt: new Date('2026-11-20T10:01:00Z'),
        lead: { lead_id: id, lead_is_qualified: 'yes' },
        claimed: {},
      });
    const save = (id: string, step: string, submitted: boolean, at: string) =>
      sessions.save(
        {
          session: { id, variant: 'v4nv', path: '/survey/v4nv' },
          data: {
            step,
            steps: [{ step: 'Start', seconds: 3 }],
            answers: { email: 'x@example.com' },
            submitted,
          },
        },
        new Date(at),
      );
    await save('session-kept', 'Start', false, '2026-11-20T10:00:00Z');
    await save('session-kept', 'Email', true, '2026-11-20T10:01:00Z');
    await save('session-kept', 'Email', false, '2026-11-20T10:02:00Z');
    await save('session-stale', 'Start', false, '2026-10-01T10:00:00Z');
    // The browser said it posted, but no lead arrived: not posted.
    expect((await sessions.paths({ variant: 'v4nv', from: '2026-11-01T00:00:00.000Z' }))[0]?.submitted).toBe(
      false,
    );
    await storeLeadOf('session-kept');

    expect(await sessions.paths({ variant: 'v4nv', from: '2026-11-01T00:00:00.000Z' })).toEqual([
      {
        currentStep: 'Email',
        steps: [{ step: 'Start', seconds: 3 }],
        submitted: true,
        unreplayed: false,
        experiment: '',
        arm: '',
      },
    ]);
    expect(await sessions.paths({ variant: 'v7' })).toEqual([]);
    const armSave = (id: string, submitted: boolean) =>
      sessions.save(
        {
          session: { id, variant: 'v7', path: '/survey/v7' },
          data: { step: 'AtFault', steps: [], answers: {}, submitted },
        },
        new Date('2026-11-21T10:00:00Z'),
        { experiment: 'split', arm: 'v7' },
      );
    await armSave('arm-session-1', false);
    await armSave('arm-session-2', true);
    await armSave('arm-session-3', true);
    // Of the two that said they posted, only one's lead is stored.
    await storeLeadOf('arm-session-2');
    expect(await sessions.arms('split', {})).toEqual([{ arm: 'v7', visitors: 3, submitted: 1 }]);
    expect(await sessions.arms('split', { from: '2026-11-22T00:00:00.000Z' })).toEqual([]);
    expect(await sessions.purge(new Date('2026-10-22T00:00:00Z'))).toBe(1);
    expect(await sessions.paths({ variant: 'v4nv' })).toHaveLength(1);
    expect(await sessions.paths({ variant: 'v7' })).toHaveLength(3);
  });

  it('serves the whole lead path, from the post to the operators’ API', async () => {
    const served = await engine.create();
    const server = await startInjectedServer({ databaseUrl: served.url });
    try {
      const body = qualifiedLead();
      expect((await postJson(server, body)).status).toBe(202);
      const response = await server.fetch(`/api/leads/${body.lead_id as string}`, {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      expect(await response.json()).toMatchObject({ lead: { lead_is_qualified: 'yes', city: 'Houston' } });
    } finally {
      await server.close();
      await served.drop();
    }
  });
});

describe('PostgreSQL in this run', () => {
  it.runIf(process.env.CI_REQUIRES_POSTGRES === '1')('is configured when CI requires it', () => {
    expect(POSTGRES_URL).toBeDefined();
  });
});

describe('SQLite durability', () => {
  it('commits with synchronous=FULL in WAL mode, so a power cut cannot undo an acknowledged lead', async () => {
    const sqlite = await ENGINES.find((engine) => engine.name === 'sqlite')!.create();
    const database = createDatabase(sqlite.url);
    try {
      const { rows: journal } = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(database);
      const { rows: synchronous } = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(database);
      expect(journal).toEqual([{ journal_mode: 'wal' }]);
      // 2 is FULL: each commit is fsynced to the WAL before it returns; NORMAL (1) left it to the checkpoint.
      expect(synchronous).toEqual([{ synchronous: 2 }]);
    } finally {
      await database.destroy();
      await sqlite.drop();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuditStore } from '../../../server/storage/audit-store';
import { createIdentityHasher } from '../../../server/storage/identity-hash';
import { createOperatorAccountStore } from '../../../server/storage/operator-account-store';
import { createDatabase, type LeadDatabase } from '../../../server/storage/database';
import {
  createLeadConsoleQueries,
  type LeadConsoleQueries,
} from '../../../server/storage/lead-console-queries';
import { createLeadStore, type LeadStore } from '../../../server/storage/lead-store';
import { migrateToLatest } from '../../../server/storage/migrator';
import { createOperatorSessionStore } from '../../../server/storage/operator-session-store';
import { erasePerson, NOTHING_ERASED } from '../../../server/storage/person-eraser';
import { ENGINES, type TestDatabase } from '../support/test-databases';
import { targets } from '../support/delivery-targets';

/** The console's queries read JSON as text with LIKE; both engines must read it the same way. */
describe.each(ENGINES)('console queries on $name', (engine) => {
  let testDatabase: TestDatabase;
  let db: LeadDatabase;
  let store: LeadStore;
  let queries: LeadConsoleQueries;

  const lead = (id: string, at: string, fields: Record<string, string>) =>
    store.saveLead({
      id,
      source: 'post-lead',
      receivedAt: new Date(at),
      lead: { lead_id: id, lead_is_qualified: 'yes', ...fields },
      claimed: {},
    });

  beforeAll(async () => {
    testDatabase = await engine.create();
    db = createDatabase(testDatabase.url);
    await migrateToLatest(db);
    store = createLeadStore(db, { deliveriesFor: () => targets('buyer') });
    queries = createLeadConsoleQueries(db);
    await lead('a1', '2026-11-20T10:00:00.000Z', {
      email: 'Ann_Smith@Example.com',
      phone: '(713) 555-0100',
      landing_page_url: 'https://site.example/survey/v4nv?utm_source=x',
    });
    await lead('a2', '2026-11-21T10:00:00.000Z', {
      email: 'annXsmith@example.com',
      phone: '7135550100',
      landing_page_url: 'https://site.example/survey/v4nv-d1',
    });
    await lead('a3', '2026-11-22T10:00:00.000Z', { email: 'bob@example.com', phone: '+17135550199' });
    await db
      .insertInto('sessions')
      .values({
        id: 's1',
        variant: 'v4nv',
        route_path: '/survey/v4nv',
        experiment: '',
        arm: '',
        created_at: '2026-11-20T10:00:00.000Z',
        updated_at: '2026-11-20T10:00:00.000Z',
        current_step: 'Phone',
        steps_json: '[]',
        answers_json: JSON.stringify({ email: 'ann_smith@example.com' }),
        submitted: 0,
        email_identity: 'ann_smith@example.com',
        phone_identity: '',
      })
      .execute();
  });

  afterAll(async () => {
    await db.destroy();
    await testDatabase.drop();
  });

  const ids = async (filter: Parameters<LeadConsoleQueries['listLeads']>[0]) =>
    (await queries.listLeads(filter)).leads.map((stored) => stored.id);

  it('finds an e-mail in any case, and an underscore only as itself', async () => {
    expect(await ids({ limit: 10, search: 'ann_smith@example.com' })).toEqual(['a1']);
  });

  it('finds a phone however it was written', async () => {
    expect(await ids({ limit: 10, search: '713.555.0100' })).toEqual(['a2', 'a1']);
    expect(await ids({ limit: 10, search: '(713) 555-0199' })).toEqual(['a3']);
    expect(await ids({ limit: 10, search: '555' })).toEqual([]);
  });

  it('filters by variant through the route table, without taking /survey/v4nv-d1 for /survey/v4nv, and by delivery status', async () => {
    expect(await ids({ limit: 10, variant: 'v4nv' })).toEqual(['a1']);
    expect(await ids({ limit: 10, variant: 'one-to-one' })).toEqual(['a2']);
    expect(await ids({ limit: 10, delivery: 'queued' })).toEqual(['a3', 'a2', 'a1']);
    expect(await ids({ limit: 10, delivery: 'dead' })).toEqual([]);
  });

  it('keeps sessions by a hash only, reads the role from the account, and ends them with it', async () => {
    const accounts = createOperatorAccountStore(db);
    const sessions = createOperatorSessionStore(db);
    const now = new Date('2026-11-22T10:00:00.000Z');
    const olivia = await accounts.create(
      {
        email: 'Olivia@Example.com',
        role: 'member',
        passwordHash: 'scrypt:x:y',
        totpSecret: 'S',
        totpEnabled: true,
        recoveryCodeHashes: [],
      },
      now,
    );
    expect(olivia).toBeDefined();
    const { id } = await sessions.open(olivia!, now, 60_000);
    const stored = await db.selectFrom('operator_sessions').select('id_hash').execute();
    expect(stored.map((row) => row.id_hash)).not.toContain(id);
    expect(await sessions.find(id, now)).toMatchObject({ operator: 'olivia@example.com', role: 'member' });
    await accounts.setRole(olivia!.id, 'viewer');
    expect(await sessions.find(id, now)).toMatchObject({ role: 'viewer' });
    expect(await sessions.find(id, new Date(now.getTime() + 60_000))).toBeUndefined();
    await sessions.close(id);
    expect(await sessions.find(id, now)).toBeUndefined();
    const again = await sessions.open(olivia!, now, 60_000);
    expect(await accounts.remove(olivia!.id)).toBe(true);
    expect(await sessions.find(again.id, now)).toBeUndefined();
  });

  it('records and lists the audit log, newest first, filtered, and hashes addresses after 30 days', async () => {
    const audit = createAuditStore(db, createIdentityHasher(db, 'test-key'));
    const olivia = { operator: 'olivia', role: 'member', address: '203.0.113.9' };
    await audit.record({ ...olivia, at: new Date('2026-10-01T10:00:00Z'), action: 'export', subject: 'a' });
    await audit.record({
      ...olivia,
      at: new Date('2026-11-22T11:00:00Z'),
      action: 'lead-view',
      subject: 'b1',
    });
    await audit.record({ ...olivia, at: new Date('2026-11-22T12:00:00Z'), action: 'retry', subject: 'c' });
    expect((await audit.list({ limit: 10 })).map((entry) => entry.action)).toEqual([
      'retry',
      'lead-view',
      'export',
    ]);
    expect((await audit.list({ limit: 10, action: 'lead-view' })).map((entry) => entry.subject)).toEqual([
      'b1',
    ]);
    expect(await audit.list({ limit: 10, operator: 'nobody' })).toEqual([]);
    expect(await audit.hashOldAddresses(new Date('2026-11-22T12:00:00Z'))).toBe(1);
    const addresses = (await audit.list({ limit: 10 })).map((entry) => entry.address);
    expect(addresses.slice(0, 2)).toEqual(['203.0.113.9', '203.0.113.9']);
    expect(addresses[2]).toMatch(/^hash:[0-9a-f]{64}$/);
  });

  it("erases one person's leads, their deliveries and sessions, and no one else's", async () => {
    const erased = await erasePerson(db, { email: 'ANN_SMITH@example.com', phone: '' });
    expect(erased).toMatchObject({ leads: 1, sessions: 1, deliveries: 1 });
    expect(await ids({ limit: 10 })).toEqual(['a3', 'a2']);
    const deliveries = await db.selectFrom('deliveries').select('lead_id').execute();
    expect(deliveries.map((row) => row.lead_id).sort()).toEqual(['a2', 'a3']);
    expect(await erasePerson(db, {})).toEqual(NOTHING_ERASED);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type LeadDatabase } from '../../../server/storage/database';
import { createLeadStore, type NewLead } from '../../../server/storage/lead-store';
import { migrateToLatest } from '../../../server/storage/migrator';
import { createNotificationStore } from '../../../server/storage/notification-store';

let folder: string;
let database: LeadDatabase;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'commit-rounds-test-'));
  database = createDatabase(`sqlite:${join(folder, 'leads.sqlite')}`);
  await migrateToLatest(database);
});

afterEach(async () => {
  await database.destroy();
  await rm(folder, { recursive: true, force: true });
});

/** The database, counting the transactions its stores open: each is one commit, one sync of the WAL on SQLite. */
function countingTransactions(db: LeadDatabase): { db: LeadDatabase; opened: () => number } {
  let opened = 0;
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'transaction') {
        return () => {
          opened += 1;
          return target.transaction();
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db: counted, opened: () => opened };
}

function newLead(id: string, email: string): NewLead {
  return {
    id,
    source: 'post-lead',
    receivedAt: new Date('2026-11-28T10:00:00.000Z'),
    lead: { lead_id: id, email, lead_is_qualified: 'yes', dq_reason: '' },
    claimed: {},
  };
}

describe('commit rounds on SQLite', () => {
  it('write the leads and the notifications of one round in one transaction, and every one of them', async () => {
    const { db, opened } = countingTransactions(database);
    const leads = createLeadStore(db);
    const notifications = createNotificationStore(db);

    const [first, note, second] = await Promise.all([
      leads.saveLead(newLead('a', 'ana@example.com')),
      notifications.save({
        created_at: '2026-11-28T10:00:00.000Z',
        kind: 'qualified-lead',
        text: 'New lead a.',
        delivered_to: 'stored',
      }),
      leads.saveLead(newLead('b', 'bea@example.com')),
    ]);

    expect(opened()).toBe(1);
    expect([first.created, second.created]).toEqual([true, true]);
    expect(await leads.getLead('b')).toEqual(second.stored);
    expect(await notifications.list({ limit: 10 })).toEqual([note]);
  });

  it('keep the rest of a round when one write in it fails, each then in a transaction of its own', async () => {
    const leads = createLeadStore(database);
    const notifications = createNotificationStore(database);

    const [stored, refused] = await Promise.allSettled([
      leads.saveLead(newLead('a', 'ana@example.com')),
      // The kind column refuses null: this write fails, in the round and alone.
      notifications.save({
        created_at: '2026-11-28T10:00:00.000Z',
        kind: null as unknown as string,
        text: 'x',
        delivered_to: 'stored',
      }),
    ]);

    expect(stored.status).toBe('fulfilled');
    expect(refused.status).toBe('rejected');
    expect((await leads.getLead('a'))?.id).toBe('a');
    expect(await notifications.list({ limit: 10 })).toEqual([]);
  });
});

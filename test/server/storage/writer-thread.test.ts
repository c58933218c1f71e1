import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type LeadDatabase } from '../../../server/storage/database';
import { createLeadStore, type NewLead, type SaveResult } from '../../../server/storage/lead-store';
import { migrateToLatest } from '../../../server/storage/migrator';
import { createNotificationStore } from '../../../server/storage/notification-store';
import { terminateWriterThread, writerThreadOf } from '../../../server/storage/threaded-lead-writes';

let folder: string;
let file: string;
let database: LeadDatabase;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'writer-thread-test-'));
  file = join(folder, 'leads.sqlite');
  database = createDatabase(`sqlite:${file}`);
  await migrateToLatest(database);
});

afterEach(async () => {
  await database.destroy();
  await rm(folder, { recursive: true, force: true });
});

function newLead(id: string, email: string, firstName = 'Ana'): NewLead {
  return {
    id,
    source: 'post-lead',
    receivedAt: new Date('2026-11-29T10:00:00.000Z'),
    lead: { lead_id: id, email, firstName, lead_is_qualified: 'yes', dq_reason: '' },
    claimed: {},
  };
}

async function storedIds(url: string): Promise<string[]> {
  const reader = createDatabase(url);
  try {
    const rows = await reader.selectFrom('leads').select('id').orderBy('id').execute();
    return rows.map((row) => row.id);
  } finally {
    await reader.destroy();
  }
}

describe('the SQLite writer thread', () => {
  it('writes the leads of a database on a file; one in memory writes on its own connection', async () => {
    const inMemory = createDatabase('sqlite::memory:');
    try {
      expect(writerThreadOf(database)).toBeDefined();
      expect(writerThreadOf(inMemory)).toBeUndefined();
    } finally {
      await inMemory.destroy();
    }
  });

  it('commits each lead and notification before answering, its duplicates and repeats found as on the event loop', async () => {
    const leads = createLeadStore(database);
    const notifications = createNotificationStore(database);
    const saves = await Promise.all([
      leads.saveLead(newLead('a', 'ana@example.com')),
      // The same person again, another lead: a duplicate of the first.
      leads.saveLead(newLead('b', 'ana@example.com', 'Ana María')),
      // The first lead posted again: the one stored is answered.
      leads.saveLead(newLead('a', 'ana@example.com')),
      notifications.save({
        created_at: '2026-11-29T10:00:00.000Z',
        kind: 'qualified-lead',
        text: 'New qualified lead a.',
        delivered_to: 'stored',
      }),
    ]);

    expect(saves.slice(0, 3).map((saved) => 'created' in saved && [saved.stored.id, saved.created])).toEqual([
      ['a', true],
      ['b', true],
      ['a', false],
    ]);
    expect((await leads.getLead('b'))?.duplicate_of).toBe('a');
    expect(await storedIds(`sqlite:${file}`)).toEqual(['a', 'b']);
    expect((await notifications.list({ limit: 5 })).map((note) => note.text)).toEqual([
      'New qualified lead a.',
    ]);
  });

  it("lets the server's own transactions read, then write, beside it: each takes the file's lock as it begins", async () => {
    // A transaction begun as a reader cannot become a writer once the other connection has committed past it: it
    // would fail with SQLITE_BUSY at once. Begun IMMEDIATE, it waits for the lock instead.
    const leads = createLeadStore(database);
    const saves = Array.from({ length: 40 }, (_, index) =>
      leads.saveLead(newLead(`lead-${String(index).padStart(2, '0')}`, `person${index}@example.com`)),
    );
    const readThenWrite = Array.from({ length: 8 }, (_, index) =>
      database.transaction().execute(async (transaction) => {
        const before = await transaction.selectFrom('leads').select('id').execute();
        await new Promise((resolve) => setTimeout(resolve, 3));
        await transaction
          .insertInto('notifications')
          .values({
            id: `note-${index}`,
            created_at: '2026-11-29T10:00:00.000Z',
            kind: 'test',
            text: `${before.length} leads before`,
            delivered_to: 'stored',
          })
          .execute();
      }),
    );

    await expect(Promise.all([...saves, ...readThenWrite])).resolves.toHaveLength(48);
    expect(await storedIds(`sqlite:${file}`)).toHaveLength(40);
  });

  it('fails the write of a file it cannot open, and goes on writing the others', async () => {
    const brokenFolder = await mkdtemp(join(tmpdir(), 'writer-thread-broken-'));
    const brokenFile = join(brokenFolder, 'leads.sqlite');
    const broken = createDatabase(`sqlite:${brokenFile}`);
    try {
      // The server's own connection has the file open; where the thread would open it there is now a folder.
      await rm(brokenFile);
      await mkdir(brokenFile);
      // Sent together: the file the thread cannot open must not cost the other file its write.
      const [lost, kept] = await Promise.allSettled([
        createLeadStore(broken).saveLead(newLead('lost', 'lost@example.com')),
        createLeadStore(database).saveLead(newLead('kept', 'kept@example.com')),
      ]);
      expect(lost.status).toBe('rejected');
      expect(kept).toMatchObject({ status: 'fulfilled', value: { created: true } });
      expect(await storedIds(`sqlite:${file}`)).toEqual(['kept']);
    } finally {
      await broken.destroy();
      await rm(brokenFolder, { recursive: true, force: true });
    }
  });

  it('answers the writes in hand before the database closes', async () => {
    const leads = createLeadStore(database);
    const saves = Array.from({ length: 20 }, (_, index) =>
      leads.saveLead(newLead(`lead-${String(index).padStart(2, '0')}`, `person${index}@example.com`)),
    );
    await database.destroy();
    const answered = await Promise.all(saves);
    database = createDatabase(`sqlite:${file}`);

    expect(answered.every((saved) => saved.created)).toBe(true);
    expect(await storedIds(`sqlite:${file}`)).toHaveLength(20);
  });

  it('fails what it had not answered when it stops mid-write; sent again, every lead is stored once, by a new thread', async () => {
    const leads = createLeadStore(database);
    const lead = (index: number) =>
      newLead(`lead-${String(index).padStart(4, '0')}`, `person${index}@example.com`);
    // The thread is running and has the file open: what follows stops it in the midst of its work, not at its start.
    await leads.saveLead(lead(0));
    const posted = [lead(0)];
    const firstTries: Promise<SaveResult>[] = [];
    const post = (count: number) => {
      for (let sent = 0; sent < count; sent += 1) {
        const next = lead(posted.length);
        posted.push(next);
        firstTries.push(leads.saveLead(next));
      }
    };
    let answered = false;
    post(10);
    void Promise.race(firstTries).finally(() => (answered = true));
    // Leads keep arriving, a few each round, as posts do, while the thread commits the first of them.
    while (!answered) {
      await new Promise((resolve) => setImmediate(resolve));
      post(10);
    }
    post(10);
    await terminateWriterThread();

    const outcomes = await Promise.allSettled(firstTries);
    const unanswered = posted.slice(1).filter((_, index) => outcomes[index]?.status === 'rejected');
    expect(unanswered.length).toBeGreaterThanOrEqual(10);
    for (const outcome of outcomes)
      if (outcome.status === 'rejected') expect(String(outcome.reason)).toMatch(/writer thread stopped/);
    // As the browser's outbox does: each post not answered is sent again. A lead the thread committed before it
    // stopped is found by its id; the others are written by a new thread, on the file the old one had open.
    const secondTries = await Promise.all(unanswered.map((again) => leads.saveLead(again)));
    expect(secondTries.map((saved) => saved.stored.id)).toEqual(unanswered.map((again) => again.id));
    expect(await storedIds(`sqlite:${file}`)).toEqual(posted.map((sent) => sent.id).sort());
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, describeDatabase, type LeadDatabase } from '../../../server/storage/database';
import {
  createLeadConsoleQueries,
  type LeadConsoleQueries,
} from '../../../server/storage/lead-console-queries';
import { createLeadStore, type LeadStore, type NewLead } from '../../../server/storage/lead-store';
import { PERSON_LEADS_READ } from '../../../server/storage/person-leads';
import { migrateToLatest } from '../../../server/storage/migrator';

let folder: string;
let database: LeadDatabase;
let store: LeadStore;
let queries: LeadConsoleQueries;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'lead-store-test-'));
  // A nested folder: createDatabase makes it.
  database = createDatabase(`sqlite:${join(folder, 'nested', 'leads.sqlite')}`);
  await migrateToLatest(database);
  store = createLeadStore(database);
  queries = createLeadConsoleQueries(database);
});

afterEach(async () => {
  await database.destroy();
  await rm(folder, { recursive: true, force: true });
});

function newLead(id: string, receivedAt: string, extra: Record<string, string> = {}): NewLead {
  return {
    id,
    source: 'post-lead',
    receivedAt: new Date(receivedAt),
    lead: { lead_id: id, lead_is_qualified: 'yes', dq_reason: '', ...extra },
    claimed: { lead_is_qualified: 'no' },
  };
}

describe('lead store', () => {
  it('stores a lead once and returns the first version on a retry', async () => {
    const first = await store.saveLead(newLead('a', '2026-11-22T10:00:00.000Z', { firstName: 'First' }));
    const retry = await store.saveLead(newLead('a', '2026-11-22T10:05:00.000Z', { firstName: 'Retry' }));

    expect(first.created).toBe(true);
    expect(retry.created).toBe(false);
    expect(retry.stored).toEqual(first.stored);
    expect(first.stored).toEqual({
      id: 'a',
      source: 'post-lead',
      received_at: '2026-11-22T10:00:00.000Z',
      lead: { lead_id: 'a', lead_is_qualified: 'yes', dq_reason: '', firstName: 'First' },
      claimed: { lead_is_qualified: 'no' },
      sources: {},
      trail: [],
      validation_issues: [],
      review: false,
      recovered_from: '',
      duplicate_of: null,
      bought_cents: null,
    });
  });

  it('keeps the validation issues a lead arrived with and marks it for review', async () => {
    const issues = [{ field: 'email', message: 'Not an e-mail address' }];
    const { stored } = await store.saveLead({
      ...newLead('b', '2026-11-22T10:00:00.000Z'),
      validationIssues: issues,
    });

    expect(stored).toMatchObject({ review: true, validation_issues: issues });
    expect(await store.getLead('b')).toMatchObject({ review: true, validation_issues: issues });
  });

  it('stores concurrent leads, repeats among them, each committed by the time it is answered', async () => {
    const file = join(folder, 'nested', 'leads.sqlite');
    const ids = Array.from({ length: 12 }, (_, index) => `lead-${index}`);
    const saves = [...ids, 'lead-3', 'lead-7'].map((id, index) =>
      store.saveLead(newLead(id, `2026-11-22T10:00:${String(index).padStart(2, '0')}.000Z`)),
    );
    // Another connection to the same file, as another process would see it.
    const reader = createDatabase(`sqlite:${file}`);
    try {
      const answers = await Promise.all(
        saves.map(async (save) => {
          const { stored, created } = await save;
          const row = await reader
            .selectFrom('leads')
            .select('id')
            .where('id', '=', stored.id)
            .executeTakeFirst();
          return { id: stored.id, created, committed: row !== undefined };
        }),
      );

      expect(answers.filter((answer) => answer.created).map((answer) => answer.id)).toEqual(ids);
      expect(answers.slice(-2)).toEqual([
        { id: 'lead-3', created: false, committed: true },
        { id: 'lead-7', created: false, committed: true },
      ]);
      expect(answers.every((answer) => answer.committed)).toBe(true);
      expect((await queries.listLeads({ limit: 100 })).leads).toHaveLength(ids.length);
    } finally {
      await reader.destroy();
    }
  });

  it('lists newest first, up to the limit', async () => {
    await store.saveLead(newLead('old', '2026-11-20T10:00:00.000Z'));
    await store.saveLead(newLead('new', '2026-11-22T10:00:00.000Z'));
    await store.saveLead(newLead('mid', '2026-11-21T10:00:00.000Z'));

    expect((await queries.listLeads({ limit: 10 })).leads.map((lead) => lead.id)).toEqual([
      'new',
      'mid',
      'old',
    ]);
    expect((await queries.listLeads({ limit: 1 })).leads.map((lead) => lead.id)).toEqual(['new']);
  });

  it('pages through every lead with its cursor, ties broken by id', async () => {
    const ids = ['a1', 'a2', 'b1', 'c1', 'c2', 'c3', 'd1'];
    for (const id of ids)
      await store.saveLead(newLead(id, `2026-11-2${id.charCodeAt(0) - 96}T10:00:00.000Z`));
    const seen: string[] = [];
    let before: string | undefined;
    for (let page = 0; page < 10; page++) {
      const { leads, next_cursor } = await queries.listLeads({ limit: 2, before });
      seen.push(...leads.map((lead) => lead.id));
      if (!next_cursor) break;
      before = next_cursor;
    }

    expect(seen).toEqual(['d1', 'c3', 'c2', 'c1', 'b1', 'a2', 'a1']);
  });

  it('filters by source, qualification, review and date', async () => {
    await store.saveLead({ ...newLead('ingested', '2026-11-20T10:00:00.000Z'), source: 'ingest' });
    await store.saveLead(newLead('qualified', '2026-11-21T10:00:00.000Z'));
    await store.saveLead({
      ...newLead('to-review', '2026-11-22T10:00:00.000Z', { lead_is_qualified: 'no' }),
      validationIssues: [{ field: 'phone', message: 'Not a 10-digit US phone number' }],
    });
    const ids = async (filter: Omit<Parameters<LeadConsoleQueries['listLeads']>[0], 'limit'>) =>
      (await queries.listLeads({ limit: 10, ...filter })).leads.map((lead) => lead.id);

    expect(await ids({ source: 'ingest' })).toEqual(['ingested']);
    expect(await ids({ qualified: 'no' })).toEqual(['to-review']);
    expect(await ids({ review: true })).toEqual(['to-review']);
    expect(await ids({ review: false })).toEqual(['qualified', 'ingested']);
    expect(await ids({ from: '2026-11-21T00:00:00.000Z', to: '2026-11-22T00:00:00.000Z' })).toEqual([
      'qualified',
    ]);
  });

  it('answers undefined for an unknown id', async () => {
    expect(await store.getLead('missing')).toBeUndefined();
  });

  it('can migrate an up-to-date database again', async () => {
    await store.saveLead(newLead('kept', '2026-11-22T10:00:00.000Z'));
    await migrateToLatest(database);

    expect(await store.getLead('kept')).toBeDefined();
  });
});

describe('database URLs', () => {
  it.each([
    ['sqlite:data/leads.sqlite', 'sqlite file data/leads.sqlite'],
    ['postgres://user:hunter2@db.example/leads', 'postgres'],
    ['postgresql://user:hunter2@db.example/leads', 'postgres'],
  ])('describes %s without its secrets', (url, description) => {
    expect(describeDatabase(url)).toBe(description);
  });

  it('refuses an unknown scheme', () => {
    expect(() => createDatabase('mysql://db/leads')).toThrow('DATABASE_URL');
  });
});

describe('duplicates and repeats in the lead store', () => {
  it('marks a lead of the same person a duplicate within DUPLICATE_WINDOW_DAYS only, and filters by it', async () => {
    const weekly = createLeadStore(database, { duplicateWindowDays: 7 });
    const contact = { email: 'Ana@Example.com', phone: '(713) 555-0166' };
    await weekly.saveLead(newLead('first', '2026-11-01T10:00:00.000Z', contact));
    const withinWeek = await weekly.saveLead(
      newLead('within', '2026-11-07T10:00:00.000Z', { email: ' ana@example.com', phone: '713 555 0166' }),
    );
    const afterWeek = await weekly.saveLead(
      newLead('after', '2026-11-09T10:00:00.000Z', { email: 'x@example.com', phone: '713.555.0166' }),
    );

    expect(withinWeek.stored.duplicate_of).toBe('first');
    // 'within' is in the window but a duplicate itself; 'first' is eight days back.
    expect(afterWeek.stored.duplicate_of).toBe('within');
    expect((await queries.listLeads({ limit: 10, duplicate: true })).leads.map((lead) => lead.id)).toEqual([
      'after',
      'within',
    ]);
    expect((await queries.listLeads({ limit: 10, duplicate: false })).leads.map((lead) => lead.id)).toEqual([
      'first',
    ]);
  });

  it('answers the same payload under a new id within 60 s with the first lead, and stores it after 60 s', async () => {
    const payload = { email: 'repeat@example.com', case_description: 'A truck hit my car' };
    const first = await store.saveLead(newLead('one', '2026-11-22T10:00:00.000Z', payload));
    const repeat = await store.saveLead(newLead('two', '2026-11-22T10:00:59.000Z', payload));
    const later = await store.saveLead(newLead('three', '2026-11-22T10:01:01.000Z', payload));

    expect(repeat).toEqual({ stored: first.stored, created: false });
    expect(await store.getLead('two')).toBeUndefined();
    expect(later).toMatchObject({ created: true, stored: { id: 'three', duplicate_of: 'one' } });
  });

  it.each<{ known: string; contact: Record<string, string> }>([
    { known: 'by e-mail alone', contact: { email: 'Rey@Example.com' } },
    { known: 'by phone alone', contact: { phone: '(713) 555-0177' } },
    { known: 'by both', contact: { email: 'rey@example.com', phone: '713 555 0177' } },
  ])('finds the repeat of a person known $known, and not a lead of another payload', async ({ contact }) => {
    const payload = { ...contact, case_description: 'A truck hit my car' };
    const first = await store.saveLead(newLead('one', '2026-11-22T10:00:00.000Z', payload));
    const other = await store.saveLead(
      newLead('other', '2026-11-22T10:00:10.000Z', { ...contact, case_description: 'A bus hit my car' }),
    );
    const repeat = await store.saveLead(newLead('two', '2026-11-22T10:00:20.000Z', payload));

    expect(other).toMatchObject({ created: true, stored: { id: 'other', duplicate_of: 'one' } });
    expect(repeat).toEqual({ stored: first.stored, created: false });
  });

  it('judges a person with more leads in the window than one look-up reads as it judges any other', async () => {
    const contact = { email: 'many@example.com', phone: '713 555 0199' };
    const count = PERSON_LEADS_READ + 5;
    const minute = (n: number) => new Date(Date.parse('2026-11-22T10:00:00.000Z') + n * 60_000).toISOString();
    for (let n = 0; n < count; n++) {
      await store.saveLead(newLead(`lead-${n}`, minute(n), { ...contact, case_description: `Crash ${n}` }));
    }
    const last = await store.getLead(`lead-${count - 1}`);
    const repeatOfLast = await store.saveLead(
      newLead('again', minute(count - 0.5), { ...contact, case_description: `Crash ${count - 1}` }),
    );
    const next = await store.saveLead(
      newLead('next', minute(count), { ...contact, case_description: 'Another crash' }),
    );

    expect(repeatOfLast).toEqual({ stored: last, created: false });
    expect(next).toMatchObject({ created: true, stored: { duplicate_of: 'lead-0' } });
  });

  it('answers a lead whose id is stored already with itself, whatever its payload repeats', async () => {
    const contact = { email: 'sol@example.com', phone: '713 555 0188' };
    const payload = { ...contact, case_description: 'A van hit my car' };
    await store.saveLead(newLead('first-send', '2026-11-22T10:00:00.000Z', payload));
    const reported = await store.saveLead(
      newLead('own', '2026-11-22T10:00:05.000Z', {
        ...contact,
        case_description: 'A van hit my car at a light',
      }),
    );
    // Its own post again, as the first send: the same payload as 'first-send', under its own stored id.
    const resent = await store.saveLead(newLead('own', '2026-11-22T10:00:10.000Z', payload));
    const resentAlike = await store.saveLead(
      newLead('own', '2026-11-22T10:00:15.000Z', {
        ...contact,
        case_description: 'A van hit my car at a light',
      }),
    );

    expect(reported).toMatchObject({ created: true, stored: { id: 'own' } });
    expect(resent).toMatchObject({ created: false, stored: { id: 'own' } });
    expect(resentAlike).toMatchObject({ created: false, stored: { id: 'own' } });
    expect((await store.getLead('own'))?.lead.case_description).toBe('A van hit my car at a light');
  });
});

describe('what a stored lead cost to buy', () => {
  it('records the cost with a new lead, nothing for a duplicate of its person, and null where none is configured', async () => {
    const costs = createLeadStore(database, {
      boughtFor: (lead, duplicate) => (duplicate ? 0 : lead.lead.affid === '107' ? 1_500 : 200),
    });
    const contact = { email: 'ana@example.com', phone: '(713) 555-0166' };
    const first = await costs.saveLead(
      newLead('paid', '2026-11-01T10:00:00.000Z', { ...contact, affid: '107' }),
    );
    const again = await costs.saveLead(
      newLead('again', '2026-11-02T10:00:00.000Z', { ...contact, affid: '107' }),
    );
    const other = await costs.saveLead(newLead('other', '2026-11-02T11:00:00.000Z', { affid: '9' }));
    const unknown = await store.saveLead(newLead('unknown', '2026-11-02T12:00:00.000Z'));

    expect([first, again, other, unknown].map(({ stored }) => stored.bought_cents)).toEqual([
      1_500,
      0,
      200,
      null,
    ]);
    expect(again.stored.duplicate_of).toBe('paid');
    // As read back, too.
    expect((await store.getLead('paid'))?.bought_cents).toBe(1_500);
    expect((await store.getLead('unknown'))?.bought_cents).toBeNull();
  });
});

describe('a lead whose cost cannot be read', () => {
  it('is stored all the same, its cost unknown', async () => {
    const failing = createLeadStore(database, {
      boughtFor: () => {
        throw new Error('a broken cost table');
      },
    });
    const { created, stored } = await failing.saveLead(newLead('kept', '2026-11-03T10:00:00.000Z'));
    expect(created).toBe(true);
    expect(stored.bought_cents).toBeNull();
    expect((await store.getLead('kept'))?.bought_cents).toBeNull();
  });
});

describe("a lead's notice for the operators", () => {
  const notice = (id: string) => ({
    id: `notice-${id}`,
    created_at: '2026-11-22T10:00:00.000Z',
    kind: 'qualified-lead',
    text: `New qualified lead ${id} from post-lead.`,
    delivered_to: 'stored',
  });
  const notices = () => database.selectFrom('notifications').select(['id', 'text']).orderBy('id').execute();

  it('is written with a new lead, and not with a re-sent one or a repeat of its payload', async () => {
    await store.saveLead(
      newLead('n1', '2026-11-22T10:00:00.000Z', { email: 'ana@example.com' }),
      undefined,
      notice('n1'),
    );
    const resent = await store.saveLead(
      newLead('n1', '2026-11-22T10:00:01.000Z'),
      undefined,
      notice('n1-again'),
    );
    const repeat = await store.saveLead(
      newLead('n2', '2026-11-22T10:00:02.000Z', { email: 'ana@example.com' }),
      undefined,
      notice('n2'),
    );
    expect([resent.created, repeat.created]).toEqual([false, false]);
    expect(await notices()).toEqual([{ id: 'notice-n1', text: 'New qualified lead n1 from post-lead.' }]);
  });

  it('is not written when its lead is not: they commit together', async () => {
    const broken = createLeadStore(database, {
      deliveriesFor: () => [{ name: null as unknown as string, duplicates: 'flag' }],
    });
    await expect(
      broken.saveLead(newLead('n3', '2026-11-22T10:00:00.000Z'), undefined, notice('n3')),
    ).rejects.toThrow();
    expect(await store.getLead('n3')).toBeUndefined();
    expect(await notices()).toEqual([]);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type LeadDatabase } from '../../../server/storage/database';
import { openDirectSqlite, type DirectSqliteFile } from '../../../server/storage/direct-sqlite';
import { migrateToLatest } from '../../../server/storage/migrator';
import { preparedStatement } from '../../../server/storage/prepared-statement';
import { ENGINES, type TestDatabase } from '../support/test-databases';

interface NoteRow {
  id: string;
  created_at: string;
  kind: string;
  text: string;
  delivered_to: string;
}

const insertNote = preparedStatement((db, row: NoteRow) => db.insertInto('notifications').values(row));
const notesOfKind = preparedStatement((db, { kind, after }: { kind: string; after: string }) =>
  db
    .selectFrom('notifications')
    .select(['id', 'text'])
    .where('kind', '=', kind)
    .where('created_at', '>', after)
    .orderBy('created_at')
    .limit(2),
);

const note = (id: string, kind: string, minute: number): NoteRow => ({
  id,
  created_at: `2026-11-29T10:0${minute}:00.000Z`,
  kind,
  text: `note ${id}`,
  delivered_to: 'stored',
});

describe.each(ENGINES)('a prepared statement on $name', (engine) => {
  let testDatabase: TestDatabase;
  let database: LeadDatabase;

  beforeEach(async () => {
    testDatabase = await engine.create();
    database = createDatabase(testDatabase.url);
    await migrateToLatest(database);
  });

  afterEach(async () => {
    await database.destroy();
    await testDatabase.drop();
  });

  it('runs with each call’s values, and keeps a constant of its own (the limit) as compiled', async () => {
    for (const [index, kind] of [
      'qualified-lead',
      'bad-words',
      'qualified-lead',
      'qualified-lead',
    ].entries()) {
      await insertNote(database, note(`n${index}`, kind, index));
    }
    expect(
      await notesOfKind(database, { kind: 'qualified-lead', after: '2026-11-29T10:00:30.000Z' }),
    ).toEqual([
      { id: 'n2', text: 'note n2' },
      { id: 'n3', text: 'note n3' },
    ]);
    expect(await notesOfKind(database, { kind: 'bad-words', after: '2026-11-29T09:00:00.000Z' })).toEqual([
      { id: 'n1', text: 'note n1' },
    ]);
  });

  it('runs inside a transaction, and what the transaction undoes is undone', async () => {
    await database
      .transaction()
      .execute(async (transaction) => {
        await insertNote(transaction, note('kept-not', 'qualified-lead', 1));
        throw new Error('undone');
      })
      .catch(() => undefined);
    await database
      .transaction()
      .execute((transaction) => insertNote(transaction, note('kept', 'qualified-lead', 2)));
    const ids = (await database.selectFrom('notifications').select('id').execute()).map((row) => row.id);
    expect(ids).toEqual(['kept']);
  });

  it('refuses values named otherwise than on its first run, rather than pass them in the wrong places', async () => {
    await notesOfKind(database, { kind: 'qualified-lead', after: '' });
    await expect(
      notesOfKind(database, { kind: 'qualified-lead', since: '' } as unknown as {
        kind: string;
        after: string;
      }),
    ).rejects.toThrow(/takes the values kind, after/);
  });
});

describe('a prepared statement whose value shapes its SQL', () => {
  it('is refused when first compiled: the value would not be a parameter', async () => {
    const database = createDatabase('sqlite::memory:');
    await migrateToLatest(database);
    const byColumn = preparedStatement((db, { column }: { column: 'kind' | 'text' }) =>
      db.selectFrom('notifications').select(column),
    );
    await expect(byColumn(database, { column: 'kind' })).rejects.toThrow(/Not parameters .*: column/);
    await database.destroy();
  });
});

async function idsThroughKysely(database: LeadDatabase): Promise<string[]> {
  return (await database.selectFrom('notifications').select('id').orderBy('id').execute()).map(
    (row) => row.id,
  );
}

describe('prepared statements run on a SQLite connection directly (the writer thread’s)', () => {
  let folder: string;
  let database: LeadDatabase;
  let direct: DirectSqliteFile;

  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'direct-sqlite-'));
    const file = join(folder, 'leads.sqlite');
    database = createDatabase(`sqlite:${file}`);
    await migrateToLatest(database);
    direct = openDirectSqlite(file);
  });

  afterEach(async () => {
    direct.close();
    await database.destroy();
    await rm(folder, { recursive: true, force: true });
  });

  it('writes and reads the same rows as the statement run through Kysely', async () => {
    await direct.inTransaction(() => insertNote(direct, note('direct', 'qualified-lead', 1)));
    await insertNote(database, note('kysely', 'qualified-lead', 2));
    await insertNote(database, note('other', 'bad-words', 3));
    const expected = [
      { id: 'direct', text: 'note direct' },
      { id: 'kysely', text: 'note kysely' },
    ];
    expect(await notesOfKind(direct, { kind: 'qualified-lead', after: '' })).toEqual(expected);
    expect(await notesOfKind(database, { kind: 'qualified-lead', after: '' })).toEqual(expected);
  });

  it('commits what a transaction wrote only when its work resolves, and answers what the work answered', async () => {
    await expect(
      direct.inTransaction(async () => {
        await insertNote(direct, note('undone', 'qualified-lead', 1));
        throw new Error('the round failed');
      }),
    ).rejects.toThrow('the round failed');
    expect(await idsThroughKysely(database)).toEqual([]);

    const answered = await direct.inTransaction(async () => {
      await insertNote(direct, note('kept-1', 'qualified-lead', 1));
      await insertNote(direct, note('kept-2', 'qualified-lead', 1));
      return 'written';
    });
    expect(answered).toBe('written');
    expect(await idsThroughKysely(database)).toEqual(['kept-1', 'kept-2']);
  });

  it('runs transactions asked for together one after the other, so one that fails undoes only its own writes', async () => {
    // The writer's group commit, when a group fails, tries each of its writes again in a transaction of its own, all
    // asked for at once.
    const [first, failed, third] = await Promise.allSettled([
      direct.inTransaction(async () => {
        await insertNote(direct, note('one', 'qualified-lead', 1));
        await insertNote(direct, note('one-more', 'qualified-lead', 1));
      }),
      direct.inTransaction(async () => {
        await insertNote(direct, note('two', 'qualified-lead', 1));
        await insertNote(direct, note('one', 'qualified-lead', 1));
      }),
      direct.inTransaction(() => insertNote(direct, note('three', 'qualified-lead', 1))),
    ]);
    expect(first.status).toBe('fulfilled');
    expect(failed.status === 'rejected' && String(failed.reason)).toMatch(/UNIQUE/);
    expect(third.status).toBe('fulfilled');
    expect(await idsThroughKysely(database)).toEqual(['one', 'one-more', 'three']);
  });

  it('fails a statement SQLite refuses, and leaves the file as it was', async () => {
    await direct.inTransaction(() => insertNote(direct, note('first', 'qualified-lead', 1)));
    await expect(
      direct.inTransaction(async () => {
        await insertNote(direct, note('second', 'qualified-lead', 1));
        await insertNote(direct, note('first', 'qualified-lead', 1));
      }),
    ).rejects.toThrow(/UNIQUE/);
    expect(await idsThroughKysely(database)).toEqual(['first']);
    // The connection is usable again: no transaction was left open.
    await direct.inTransaction(() => insertNote(direct, note('third', 'qualified-lead', 1)));
    expect(await idsThroughKysely(database)).toEqual(['first', 'third']);
  });
});

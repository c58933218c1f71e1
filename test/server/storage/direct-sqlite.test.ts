import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type LeadDatabase } from '../../../server/storage/database';
import { openDirectSqlite, type DirectSqliteFile } from '../../../server/storage/direct-sqlite';
import { migrateToLatest } from '../../../server/storage/migrator';
import { preparedStatement } from '../../../server/storage/prepared-statement';

interface NoteRow {
  id: string;
  created_at: string;
  kind: string;
  text: string;
  delivered_to: string;
}

const insertNote = preparedStatement((db, row: NoteRow) => db.insertInto('notifications').values(row));
const notesOfKind = preparedStatement((db, { kind }: { kind: string }) =>
  db.selectFrom('notifications').select(['id', 'text']).where('kind', '=', kind).orderBy('id'),
);

const note = (id: string, kind = 'qualified-lead'): NoteRow => ({
  id,
  created_at: '2026-11-30T10:00:00.000Z',
  kind,
  text: `note ${id}`,
  delivered_to: 'stored',
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
    await direct.inTransaction(() => insertNote(direct, note('direct')));
    await insertNote(database, note('kysely'));
    await insertNote(database, note('other', 'bad-words'));
    const expected = [
      { id: 'direct', text: 'note direct' },
      { id: 'kysely', text: 'note kysely' },
    ];
    expect(await notesOfKind(direct, { kind: 'qualified-lead' })).toEqual(expected);
    expect(await notesOfKind(database, { kind: 'qualified-lead' })).toEqual(expected);
  });

  it('commits what a transaction wrote only when its work resolves, and answers what the work answered', async () => {
    await expect(
      direct.inTransaction(async () => {
        await insertNote(direct, note('undone'));
        throw new Error('the round failed');
      }),
    ).rejects.toThrow('the round failed');
    expect(await idsThroughKysely(database)).toEqual([]);

    const answered = await direct.inTransaction(async () => {
      await insertNote(direct, note('kept-1'));
      await insertNote(direct, note('kept-2'));
      return 'written';
    });
    expect(answered).toBe('written');
    expect(await idsThroughKysely(database)).toEqual(['kept-1', 'kept-2']);
  });

  it('fails a statement SQLite refuses, and leaves the file as it was', async () => {
    await direct.inTransaction(() => insertNote(direct, note('first')));
    await expect(
      direct.inTransaction(async () => {
        await insertNote(direct, note('second'));
        await insertNote(direct, note('first'));
      }),
    ).rejects.toThrow(/UNIQUE/);
    expect(await idsThroughKysely(database)).toEqual(['first']);
    // The connection is usable again: no transaction was left open.
    await direct.inTransaction(() => insertNote(direct, note('third')));
    expect(await idsThroughKysely(database)).toEqual(['first', 'third']);
  });
});

import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../../server/storage/database';
import { MIGRATIONS } from '../../../server/storage/migrations';

/** One process that opens the file and migrates it, as a server does as it starts. */
function migrateInAProcess(url: string) {
  const script = `const { createDatabase } = await import('./server/storage/database.ts');
const { migrateToLatest } = await import('./server/storage/migrator.ts');
const db = createDatabase(${JSON.stringify(url)});
await migrateToLatest(db);
await db.destroy();`;
  return promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
}

describe('migrating a SQLite file', () => {
  it('from two processes at once (two servers started together on a fresh file): both start, each migration runs once', async () => {
    // Three fresh files, two processes on each: the race is a matter of timing, and three pairs give it three chances.
    const folder = await mkdtemp(join(tmpdir(), 'migration-race-test-'));
    const urls = [1, 2, 3].map((file) => `sqlite:${join(folder, `leads-${file}.sqlite`)}`);
    try {
      await expect(
        Promise.all(urls.flatMap((url) => [migrateInAProcess(url), migrateInAProcess(url)])),
      ).resolves.toHaveLength(6);
      for (const url of urls) {
        const db = createDatabase(url);
        try {
          const { rows } = await sql<{
            name: string;
          }>`select name from kysely_migration order by name`.execute(db);
          expect(rows.map((row) => row.name)).toEqual(Object.keys(MIGRATIONS));
        } finally {
          await db.destroy();
        }
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

import { readConfig } from './config';
import { databaseKind } from './storage/database';
import { backupSqlite } from './storage/sqlite-backup';

/**
 * `npm run backup -- <file>` (or `node dist/server/backup.js <file>` where only the build is, as in the image):
 * an online copy of the SQLite database DATABASE_URL names, taken while the server runs. Restoring is stopping
 * the server, putting the copy in the database file's place (and removing its -wal and -shm) and starting it.
 * On PostgreSQL it prints the pg_dump line instead: PostgreSQL's own tool is the right one there.
 */
async function main(): Promise<void> {
  const target = process.argv[2];
  const { databaseUrl } = readConfig();
  if (databaseKind(databaseUrl) === 'postgres') {
    console.error(
      'DATABASE_URL is PostgreSQL: back it up with pg_dump, which is consistent while the server runs:\n' +
        '  pg_dump --format=custom --file=leads.dump "$DATABASE_URL"\n' +
        'and restore into an empty database with:\n' +
        '  pg_restore --no-owner --dbname="$DATABASE_URL" leads.dump',
    );
    process.exit(2);
  }
  if (!target) {
    console.error('Usage: npm run backup -- <file to write>, e.g. backups/leads-2026-11-25.sqlite');
    process.exit(2);
  }
  const started = performance.now();
  const { pages, integrity } = await backupSqlite(databaseUrl.slice('sqlite:'.length), target);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`backed up ${pages} pages to ${target} in ${seconds} s; integrity: ${integrity}`);
  if (integrity !== 'ok') process.exit(1);
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

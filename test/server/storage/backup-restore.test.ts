import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { postJson, qualifiedLead } from '../support/leads';
import { compiledServer, startServerProcess, stopServerProcess } from '../support/server-process';
import { ENGINES, POSTGRES_URL } from '../support/test-databases';
import { ADMIN_TOKEN, startTestServer } from '../support/test-server';

const run = promisify(execFile);
/** Server processes and the backup command on a loaded machine. */
const PROCESS_TIMEOUT = 120_000;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function folder(): Promise<string> {
  const made = await mkdtemp(join(tmpdir(), 'backup-test-'));
  cleanups.push(() => rm(made, { recursive: true, force: true }));
  return made;
}

/** The server started on a database, as production starts it: ready, and listing the leads it holds. */
async function leadsServedFrom(databaseUrl: string): Promise<string[]> {
  const server = await startServerProcess({ DATABASE_URL: databaseUrl });
  cleanups.push(() => stopServerProcess(server));
  expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
  const answer = await fetch(`${server.baseUrl}/api/leads?limit=1000`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  return ((await answer.json()) as { leads: { id: string }[] }).leads.map((lead) => lead.id);
}

describe('the SQLite backup', { timeout: PROCESS_TIMEOUT }, () => {
  it('copies the database while the server takes leads, and the server starts on the restored copy', async () => {
    const work = await folder();
    const live = join(work, 'live', 'leads.sqlite');
    const server = await startTestServer({ databaseUrl: `sqlite:${live}` });
    cleanups.push(() => server.close());
    const before: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const lead = qualifiedLead();
      expect((await postJson(server, lead)).status).toBe(202);
      before.push(lead.lead_id as string);
    }

    // Leads keep arriving while the backup command, a process of its own, copies the file.
    let posting = true;
    const during: string[] = [];
    const visitors = (async () => {
      while (posting) {
        const lead = qualifiedLead();
        if ((await postJson(server, lead)).status === 202) during.push(lead.lead_id as string);
      }
    })();
    const backup = join(work, 'backups', 'leads-copy.sqlite');
    const { stdout } = await run(process.execPath, [join(await compiledServer(), 'backup.js'), backup], {
      env: { ...process.env, DATABASE_URL: `sqlite:${live}` },
    });
    posting = false;
    await visitors;
    expect(stdout).toMatch(/^backed up \d+ pages to .* integrity: ok$/m);
    expect(during.length).toBeGreaterThan(0);

    // Restored: the copy in a database file's place, and the server started on it.
    const restored = join(work, 'restored', 'leads.sqlite');
    await run('mkdir', ['-p', join(work, 'restored')]);
    await copyFile(backup, restored);
    const served = await leadsServedFrom(`sqlite:${restored}`);
    for (const id of before) expect(served).toContain(id);
    // What arrived during the copy is there or not, but never half there: the copy is one consistent moment.
    expect(served.length).toBeGreaterThanOrEqual(before.length);
    expect(served.length).toBeLessThanOrEqual(before.length + during.length);
  });

  it('names the pg_dump line on PostgreSQL instead', async () => {
    const answer = await run(process.execPath, [join(await compiledServer(), 'backup.js'), 'x.dump'], {
      env: { ...process.env, DATABASE_URL: 'postgres://leads@127.0.0.1:9/leads' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect('code' in answer && answer.code).toBe(2);
    expect('stderr' in answer && answer.stderr).toContain(
      'pg_dump --format=custom --file=leads.dump "$DATABASE_URL"',
    );
  });
});

describe.skipIf(!POSTGRES_URL)('the PostgreSQL backup line', { timeout: PROCESS_TIMEOUT }, () => {
  it('dumps what the server stored, and the server starts on its restore into an emptied database', async () => {
    const database = await ENGINES.find((engine) => engine.name === 'postgres')!.create();
    cleanups.push(() => database.drop());
    const schema = new URL(database.url).searchParams.get('options')!.split('=')[1]!;
    const server = await startTestServer({ databaseUrl: database.url });
    const lead = qualifiedLead();
    expect((await postJson(server, lead)).status).toBe(202);
    await server.close();

    // The lines docs/operations.md gives (here the one schema the test's database is).
    const dump = join(await folder(), 'leads.dump');
    await run('pg_dump', ['--format=custom', `--schema=${schema}`, `--file=${dump}`, POSTGRES_URL!]);
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
    await run('pg_restore', ['--no-owner', `--dbname=${POSTGRES_URL!}`, dump]);
    expect(await leadsServedFrom(database.url)).toEqual([lead.lead_id]);
  });
});

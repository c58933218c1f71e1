/**
 * Requests per second of POST /post-lead (validated, re-derived, stored in SQLite before the answer) against a
 * bare Fastify POST route on the same machine in the same run. Budget (DESIGN.md section 10): at least half.
 * The load comes from a child process, so the servers keep this process's core to themselves.
 * Loopback only, a fixed number of requests: `npm run bench:post-lead`.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { createDatabase } from '../../server/storage/database';
import { migrateToLatest } from '../../server/storage/migrations';

const REQUESTS = 20_000;
const CONCURRENCY = 32;

function sampleLead(): Record<string, string> {
  return {
    lead_id: randomUUID(),
    injury_year: '2026',
    injury_month: '06',
    at_Fault: 'No',
    injury_type: 'Whiplash',
    physical_injury: 'Yes',
    doctor_treatment: 'Yes',
    police_report: 'Yes',
    with_Lawyer: 'No',
    case_description: 'I was stopped at a red light when a delivery van hit the back of my car.',
    firstName: 'Maria',
    lastName: 'Lopez',
    email: 'maria.lopez@example.com',
    phone: '7135550182',
    zip_code: '77002',
    oid: '81',
    affid: '1',
    sub_id: '1',
    tcpa: 'consent text',
    time_on_steps: 'WhenWasTheAccident:4|AtFault:2',
  };
}

/** Sends REQUESTS posts, CONCURRENCY at a time, each a new lead; returns requests per second. */
async function measure(url: string): Promise<number> {
  const started = performance.now();
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONCURRENCY,
    amount: REQUESTS,
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(sampleLead()) }) }],
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  // autocannon's own duration is rounded; the wall clock around the run is not.
  return result.requests.total / ((performance.now() - started) / 1000);
}

const LOAD_FLAG = '--load';

/** Runs `measure` in a child process (this script with --load URL) and reads the rate it prints. */
async function measureFromAnotherProcess(url: string): Promise<number> {
  const { stdout } = await promisify(execFile)(process.execPath, [
    '--import',
    'tsx',
    import.meta.filename,
    LOAD_FLAG,
    url,
  ]);
  return Number(stdout.trim());
}

async function main() {
  const bare = Fastify({ logger: false });
  bare.post('/post-lead', async (_request, reply) => reply.code(202).send({ ok: true }));
  await bare.listen({ port: 0, host: '127.0.0.1' });

  const folder = await mkdtemp(join(tmpdir(), 'bench-post-lead-'));
  const config = {
    ...readConfig({}),
    databaseUrl: `sqlite:${join(folder, 'leads.sqlite')}`,
    staticDir: join(folder, 'none'),
    rateLimitMax: 1_000_000,
    logLevel: 'warn',
  };
  const database = createDatabase(config.databaseUrl);
  await migrateToLatest(database);
  const app = buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });

  const port = (server: { server: { address(): unknown } }) => (server.server.address() as AddressInfo).port;
  // One warm-up round each, so neither pays for JIT and first connections in the measured run.
  await measureFromAnotherProcess(`http://127.0.0.1:${port(bare)}/post-lead`);
  await measureFromAnotherProcess(`http://127.0.0.1:${port(app)}/post-lead`);
  const bareRate = await measureFromAnotherProcess(`http://127.0.0.1:${port(bare)}/post-lead`);
  const leadRate = await measureFromAnotherProcess(`http://127.0.0.1:${port(app)}/post-lead`);

  console.log(`requests: ${REQUESTS} per route, ${CONCURRENCY} at a time, from a separate process, loopback`);
  console.log(`bare Fastify POST:   ${bareRate.toFixed(0)} req/s`);
  console.log(`POST /post-lead:     ${leadRate.toFixed(0)} req/s (stored in SQLite before each answer)`);
  console.log(`ratio: ${(leadRate / bareRate).toFixed(2)} (budget: at least 0.50)`);

  await Promise.all([bare.close(), app.close()]);
  await database.destroy();
  await rm(folder, { recursive: true, force: true });
}

const loadIndex = process.argv.indexOf(LOAD_FLAG);
const run = loadIndex > 0 ? measure(process.argv[loadIndex + 1]!).then((rate) => console.log(rate)) : main();
run.catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

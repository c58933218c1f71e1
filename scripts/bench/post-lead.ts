/**
 * Requests per second of POST /post-lead (validated, re-derived, stored in SQLite before the answer) against
 * a bare Fastify POST route on the same machine in the same run. Budget (docs/design.md, "Budgets"): at least
 * half. The load comes from a child process, so the servers keep this process's core to themselves. Loopback
 * only, a fixed number of requests: `npm run bench:post-lead`. Each lead is an honest v4nv walk's (honest-walk.ts),
 * its trail of answered steps posted beside its field map as the funnel posts it. The lead route runs as production
 * runs it, the compiled server (`npm run build:server` first) in a process of its own; `-- --tsx` runs it in this
 * process through tsx instead, as the bench did before 2026-11-28. `-- --rounds N` alternates the two routes N times
 * and gives the median ratio.
 *
 * With BENCH_POSTGRES_URL (or TEST_POSTGRES_URL) and Debian's caddy, it also posts through Caddy to one built server
 * process and then to three on one PostgreSQL (scripts/bench/replicas.ts; needs `npm run build`) and reports the
 * ratio (`-- --replicas-only` for that part alone). Target: three at least 2.5 times one.
 *
 * `npm run bench:post-lead -- --providers-hanging`: every third party (zip, gibberish, IPQualityScore, Slack)
 * is a local server that never answers, each provider's own timeout a minute; prints the answer times of POST
 * /post-lead (p50, p99, max), which the lead's provider deadline (PROVIDER_DEADLINE_MS, 1 s) must bound.
 */
import Fastify from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:http';
import { buildApp } from '../../server/app';
import { readConfig, type ServerConfig } from '../../server/config';
import { createDatabase } from '../../server/storage/database';
import { migrateToLatest } from '../../server/storage/migrator';
import { COMPILED_SERVER, startCompiledServer } from './compiled-server';
import { CONCURRENCY, measureFromAnotherProcess } from './lead-load';
import { startReplicas } from './replicas';

const requestsFlag = process.argv.indexOf('--requests');
/** Per route and round; `-- --requests N` for fewer on a loaded machine. */
const REQUESTS = requestsFlag > 0 ? Number(process.argv[requestsFlag + 1]) : 20_000;
/** A third party that takes every request and never answers. */
async function startHangingProvider(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(() => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const HANGING_REQUESTS = 640;

async function providersHanging() {
  const hanging = await startHangingProvider();
  const folder = await mkdtemp(join(tmpdir(), 'bench-post-lead-hanging-'));
  const defaults = readConfig({});
  const config: ServerConfig = {
    ...defaults,
    databaseUrl: `sqlite:${join(folder, 'leads.sqlite')}`,
    staticDir: join(folder, 'none'),
    rateLimitMax: 1_000_000,
    leadRateLimitMax: 1_000_000,
    logLevel: 'error',
    providers: {
      ...defaults.providers,
      zipServiceUrl: `${hanging.url}/zip`,
      gibberishServiceUrl: `${hanging.url}/gibberish`,
      slackWebhookUrl: `${hanging.url}/slack`,
      ipqsApiKey: 'key',
      ipqsBaseUrl: `${hanging.url}/ipqs`,
      timeoutMs: 60_000,
    },
  };
  const database = createDatabase(config.databaseUrl);
  await migrateToLatest(database);
  const app = buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/post-lead`;
  const { p50, p99, max, rate } = await measureFromAnotherProcess(url, HANGING_REQUESTS);
  console.log(
    `every provider hanging (each provider's timeout 60 s, the lead's deadline ${config.providers.deadlineMs} ms)`,
  );
  console.log(`requests: ${HANGING_REQUESTS}, ${CONCURRENCY} at a time, from a separate process, loopback`);
  console.log(
    `POST /post-lead answer time: p50 ${p50} ms, p99 ${p99} ms, max ${max} ms (${rate.toFixed(0)} req/s)`,
  );
  console.log(`p99 ${p99 < 1500 ? 'within' : 'OVER'} the 1.5 s bound`);
  await app.close();
  await database.destroy();
  await hanging.close();
  await rm(folder, { recursive: true, force: true });
}

/** The lead route's server, in-process through tsx (`--tsx`, how the figures before 2026-11-28 were taken). */
async function startInProcessServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const folder = await mkdtemp(join(tmpdir(), 'bench-post-lead-'));
  const config: ServerConfig = {
    ...readConfig({}),
    databaseUrl: `sqlite:${join(folder, 'leads.sqlite')}`,
    staticDir: join(folder, 'none'),
    rateLimitMax: 1_000_000,
    leadRateLimitMax: 1_000_000,
    logLevel: 'warn',
  };
  const database = createDatabase(config.databaseUrl);
  await migrateToLatest(database);
  const app = buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/post-lead`,
    async stop() {
      await app.close();
      await database.destroy();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** The lead route's server as production runs it: the compiled build, a process of its own, a fresh SQLite file. */
async function startBuiltServer(): Promise<{ url: string; stop(): Promise<void> }> {
  if (!existsSync(COMPILED_SERVER)) {
    throw new Error(`${COMPILED_SERVER} is missing: run npm run build:server first (or pass --tsx)`);
  }
  const server = await startCompiledServer(Number(process.env.BENCH_PORT) || 3650, {
    RATE_LIMIT_MAX: '1000000',
    LEAD_RATE_LIMIT_MAX: '1000000',
  });
  return { url: `${server.origin}/post-lead`, stop: () => server.stop() };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function main() {
  const bare = Fastify({ logger: false });
  bare.post('/post-lead', async (_request, reply) => reply.code(202).send({ ok: true }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/post-lead`;
  const inProcess = process.argv.includes('--tsx');
  const leads = inProcess ? await startInProcessServer() : await startBuiltServer();
  const roundsFlag = process.argv.indexOf('--rounds');
  const rounds = roundsFlag > 0 ? Number(process.argv[roundsFlag + 1]) : 1;

  // One warm-up round each, so neither pays for JIT and first connections in the measured run.
  await measureFromAnotherProcess(bareUrl, REQUESTS);
  await measureFromAnotherProcess(leads.url, REQUESTS);
  console.log(
    `requests: ${REQUESTS} per route, ${CONCURRENCY} at a time, from a separate process, loopback; Node ${process.version}`,
  );
  console.log(
    `POST /post-lead: ${inProcess ? 'the server in this process, through tsx' : `${COMPILED_SERVER}, a process of its own`}, stored in SQLite before each answer`,
  );
  // Rounds alternate the routes, so a load that comes and goes on a shared machine weighs on both alike.
  const ratios: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const bareRate = (await measureFromAnotherProcess(bareUrl, REQUESTS)).rate;
    const leadRate = (await measureFromAnotherProcess(leads.url, REQUESTS)).rate;
    ratios.push(leadRate / bareRate);
    console.log(
      `${rounds > 1 ? `round ${round}: ` : ''}bare Fastify POST ${bareRate.toFixed(0)} req/s, POST /post-lead ${leadRate.toFixed(0)} req/s, ratio ${(leadRate / bareRate).toFixed(3)}`,
    );
  }
  console.log(
    `ratio${rounds > 1 ? ` (median of ${rounds} rounds)` : ''}: ${median(ratios).toFixed(3)} (budget: at least 0.50)`,
  );

  await Promise.all([bare.close(), leads.stop()]);
  await replicas();
}

const REPLICA_REQUESTS = 6000;

/** One process behind Caddy against three, on PostgreSQL; the load from a process of its own. */
async function replicas() {
  const databaseUrl = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL;
  if (!databaseUrl || !existsSync(COMPILED_SERVER)) {
    console.log('replicas: skipped (set BENCH_POSTGRES_URL and run npm run build first)');
    return;
  }
  const basePort = Number(process.env.BENCH_PORT) || 3650;
  const rates: number[] = [];
  for (const count of [1, 3]) {
    const run = await startReplicas(databaseUrl, count, basePort);
    try {
      await measureFromAnotherProcess(run.url, 1000);
      rates.push((await measureFromAnotherProcess(run.url, REPLICA_REQUESTS)).rate);
    } finally {
      await run.stop();
    }
  }
  const [one, three] = rates as [number, number];
  console.log(`through Caddy on PostgreSQL, ${REPLICA_REQUESTS} new leads, ${CONCURRENCY} at a time:`);
  console.log(`one server process:    ${one.toFixed(0)} req/s`);
  console.log(`three server processes: ${three.toFixed(0)} req/s`);
  console.log(
    `three against one: ${(three / one).toFixed(2)}x (target: at least 2.5x, on ${cpus().length} cores)`,
  );
}

const run = process.argv.includes('--providers-hanging')
  ? providersHanging()
  : process.argv.includes('--replicas-only')
    ? replicas()
    : main();
run.catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

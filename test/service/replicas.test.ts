import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, onTestFailed, vi } from 'vitest';
import type { DeliveryFile } from '../../server/delivery/destinations';
import { MIGRATIONS } from '../../server/storage/migrations';
import { WEBHOOK_SECRET } from '../server/support/deliveries';
import { qualifiedLead } from '../server/support/leads';
import { withTrail } from '../server/support/trails';
import { startStandIn, type StandIn } from '../server/support/stand-in-server';
import { ADMIN_TOKEN } from '../server/support/test-server';
import {
  assertBuilt,
  killEveryBuiltServer,
  startBuiltServer,
  type BuiltServer,
} from './support/built-server';
import { startCaddy, type Caddy } from './support/caddy';
import { startPostgresCluster, type PostgresCluster } from './support/postgres-cluster';
import { startVisitors, type Visitors } from './support/visitors';

/**
 * Three server processes on one PostgreSQL behind the project's Caddy configuration, under a steady load of leads
 * from the load generator and from Chromium, through (a) a SIGKILL of one, (b) a rolling restart, SIGTERM to each
 * in turn, and (c) a restart of PostgreSQL itself. Every acknowledged lead must be stored once and reach the
 * stand-in buyer exactly once. Ports: REPLICA_PORT (default 3620) for Caddy, the next for PostgreSQL, the three
 * after it for the servers. Needs `npm run build`, Debian's caddy and postgresql, and Chromium.
 */

const BASE_PORT = Number(process.env.REPLICA_PORT) || 3620;
const PROXY_PORT = BASE_PORT;
const POSTGRES_PORT = BASE_PORT + 1;
const SERVER_PORTS = [BASE_PORT + 2, BASE_PORT + 3, BASE_PORT + 4];
/** Outcomes are waited for with a generous ceiling, never timed. */
const OUTCOME_WAIT = { timeout: 60_000, interval: 100 };
/** Leads acknowledged after each event before the next: proof the service kept taking them. */
const LEADS_BETWEEN_EVENTS = 6;
/** A short claim, so what the killed process held is taken up again soon; still above a database restart. */
const WORKER = { timeoutMs: 5000, claimMs: 8000, pollMs: 100, concurrency: 4 };

interface Send {
  key: string;
  at: number;
}

let postgres: PostgresCluster;
let caddy: Caddy;
let buyer: StandIn;
const sends: Send[] = [];
const accepted = new Set<string>();
let work: string;
let env: Record<string, string>;
const servers = new Map<number, BuiltServer>();

async function startServer(port: number): Promise<BuiltServer> {
  const server = await startBuiltServer(port, env);
  servers.set(port, server);
  return server;
}

async function readyAt(server: BuiltServer): Promise<void> {
  await vi.waitFor(async () => {
    const answer = await fetch(`${server.baseUrl}/readyz`);
    expect(answer.status).toBe(200);
  }, OUTCOME_WAIT);
}

const startedAt = Date.now();
/** What the test is doing, with the time since it started: in CI's log, a stall names its step. */
function step(name: string, visitors?: Visitors): void {
  const counts = visitors
    ? ` (${visitors.acknowledged.size} acknowledged, ${visitors.releasedByBrowser.size} from Chromium, ${visitors.resent()} re-sent, ${sends.length} sends)`
    : '';
  console.log(`replicas ${((Date.now() - startedAt) / 1000).toFixed(1)} s: ${name}${counts}`);
}

/** Waits until the visitors have more leads stored and the buyer more sends than now. */
async function progressed(visitors: Visitors): Promise<void> {
  const leads = visitors.acknowledged.size + visitors.releasedByBrowser.size;
  const sent = sends.length;
  await vi.waitFor(() => {
    expect(visitors.acknowledged.size + visitors.releasedByBrowser.size).toBeGreaterThanOrEqual(
      leads + LEADS_BETWEEN_EVENTS,
    );
    expect(sends.length).toBeGreaterThan(sent + 2);
  }, OUTCOME_WAIT);
}

async function query<Row>(text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    return (await client.query(text)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** A post through the proxy from another loopback address, with a forged X-Forwarded-For. */
function postFrom(localAddress: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${caddy.baseUrl}/post-lead`,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(JSON.stringify(body));
  });
}

beforeAll(async () => {
  assertBuilt();
  work = await mkdtemp(join(tmpdir(), 'replicas-'));
  postgres = await startPostgresCluster(POSTGRES_PORT);
  // A buyer that honours idempotency keys, a little slow so that sends are in flight at every event.
  buyer = await startStandIn((recorded) => {
    try {
      new Webhook(WEBHOOK_SECRET).verify(recorded.body, recorded.headers as Record<string, string>);
    } catch {
      return { status: 401 };
    }
    const key = String(recorded.headers['idempotency-key']);
    sends.push({ key, at: Date.now() });
    accepted.add(key);
    return { status: 200, delayMs: 60 };
  });
  const deliveryFile = join(work, 'delivery.json');
  const file: DeliveryFile = {
    destinations: [
      { name: 'buyer', kind: 'json-webhook', url: buyer.baseUrl, send: 'all', secret: 'env:HOOK_SECRET' },
    ],
    retry: { delaysMs: [200, 400, 800, 1600, 3200] },
    worker: WORKER,
  };
  await writeFile(deliveryFile, JSON.stringify(file));
  env = {
    DATABASE_URL: postgres.url,
    DELIVERY_CONFIG: deliveryFile,
    HOOK_SECRET: WEBHOOK_SECRET,
    ADMIN_TOKEN,
    // One proxy in front: the visitor's address is the one Caddy puts in X-Forwarded-For.
    TRUST_PROXY: '1',
    STATIC_DIR: 'dist/client',
    EMAIL_DNS_CHECK: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000',
    LEAD_RATE_LIMIT_MAX: '100000',
  };
}, 120_000);

/** What the processes said, for the log of a failed run. */
function printOutputs(): void {
  for (const server of servers.values())
    console.log(`server ${server.port}:\n${server.output().slice(-4000)}`);
  console.log(`caddy:\n${caddy?.output().slice(process.env.REPLICA_DEBUG ? 0 : -3000)}`);
}

afterAll(async () => {
  if (process.env.REPLICA_DEBUG) printOutputs();
  killEveryBuiltServer();
  // Each one whatever became of the others: a PostgreSQL left running would hold its port for the next run.
  await Promise.allSettled([caddy?.stop(), buyer?.close(), postgres?.stop()]);
  if (work) await rm(work, { recursive: true, force: true });
});

describe('three server processes behind Caddy on one PostgreSQL', () => {
  it('migrate once when they start together', { timeout: 120_000 }, async () => {
    await Promise.all(SERVER_PORTS.map(startServer));
    const applied = await query<{ name: string; times: string }>(
      'select name, count(*) as times from kysely_migration group by name order by name',
    );
    expect(applied.map((row) => row.name)).toEqual(Object.keys(MIGRATIONS));
    expect(applied.every((row) => Number(row.times) === 1)).toBe(true);
    // The key the first migration of identities makes for itself, made once for all of them.
    expect(await query('select name from server_secrets')).toHaveLength(1);
    caddy = await startCaddy(
      PROXY_PORT,
      SERVER_PORTS.map((port) => `127.0.0.1:${port}`),
    );
    for (const server of servers.values()) await readyAt(server);
  });

  it(
    'lose no lead and send none twice through a SIGKILL, a rolling restart and a PostgreSQL restart',
    { timeout: 300_000 },
    async () => {
      onTestFailed(printOutputs);
      const visitors = await startVisitors(caddy.baseUrl, {
        lanes: 3,
        leadsPerSecondPerLane: 5,
        browser: true,
      });
      step('visitors started', visitors);
      await progressed(visitors);

      // (a) One process killed outright, with posts and sends in flight, then started again.
      step('SIGKILL', visitors);
      const killed = servers.get(SERVER_PORTS[0]!)!;
      killed.child.kill('SIGKILL');
      expect(await killed.exited).toBeNull();
      // Its last sends may reach the buyer a moment after the signal: the exit is the line.
      const killedAt = Date.now();
      await progressed(visitors);
      step('starting the killed one again', visitors);
      await readyAt(await startServer(SERVER_PORTS[0]!));

      // (b) A rolling restart: each in turn told to stop, and started again once it has.
      for (const port of SERVER_PORTS) {
        const old = servers.get(port)!;
        step(`SIGTERM to ${port}`, visitors);
        old.child.kill('SIGTERM');
        expect(await old.exited).toBe(0);
        step(`${port} stopped; starting it again`, visitors);
        await readyAt(await startServer(port));
        await progressed(visitors);
      }

      // (c) PostgreSQL restarted under them: every connection cut, the database away for a moment.
      step('restarting PostgreSQL', visitors);
      await postgres.restart();
      step('PostgreSQL restarted', visitors);
      await progressed(visitors);
      for (const server of servers.values()) expect(server.child.exitCode).toBeNull();

      // The proxy hands the servers the visitor's own address, and a forged X-Forwarded-For changes nothing.
      const fromElsewhere = await withTrail(qualifiedLead());
      expect(await postFrom('127.0.0.7', fromElsewhere)).toBe(202);

      step('stopping the visitors', visitors);
      await visitors.stop();
      step('waiting for every delivery', visitors);
      const leadIds = (await query<{ id: string }>('select id from leads')).map((row) => row.id);
      const stored = new Set(leadIds);
      expect(stored.size).toBe(leadIds.length);
      for (const id of [...visitors.acknowledged, ...visitors.releasedByBrowser])
        expect(stored.has(id)).toBe(true);
      const [ipRow] = await query<{ lead_json: string }>(
        `select lead_json from leads where id = '${String(fromElsewhere.lead_id)}'`,
      );
      expect(JSON.parse(ipRow!.lead_json).ip_address).toBe('127.0.0.7');

      // Every stored lead reaches the buyer: each delivery delivered, each key accepted.
      await vi.waitFor(async () => {
        const open = await query<{ id: string }>("select id from deliveries where status <> 'delivered'");
        expect(open).toEqual([]);
      }, OUTCOME_WAIT);
      const keys = [...stored].map((id) => `${id}:buyer`).sort();
      expect([...accepted].sort()).toEqual(keys);
      expect(await query('select id from deliveries')).toHaveLength(stored.size);

      // Sent once each. The only repeats allowed are the sends the killed process had in flight: the buyer may
      // have had them when it died, unrecorded, and they go again under the same key once their claim runs out
      // (the buyer accepts the key once). No send of the rolling restart or the database restart repeats.
      const requestsPerKey = new Map<string, Send[]>();
      for (const send of sends) requestsPerKey.set(send.key, [...(requestsPerKey.get(send.key) ?? []), send]);
      const repeated = [...requestsPerKey.values()].filter((each) => each.length > 1);
      for (const each of repeated) {
        expect(each).toHaveLength(2);
        expect(each[0]!.at).toBeLessThanOrEqual(killedAt);
        expect(each[1]!.at).toBeGreaterThan(killedAt);
      }
      expect(repeated.length).toBeLessThanOrEqual(WORKER.concurrency);

      console.log(
        `replicas: ${stored.size} leads stored (${visitors.acknowledged.size} from the load generator, ` +
          `${visitors.releasedByBrowser.size} from Chromium), ${visitors.resent()} re-sent after a refusal, ` +
          `${sends.length} sends for ${accepted.size} deliveries (${repeated.length} repeated after the SIGKILL)`,
      );
    },
  );
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { setTimeout as pause } from 'node:timers/promises';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryFile } from '../../../server/delivery/destinations';
import { createDatabase } from '../../../server/storage/database';
import { listDeliveries, WEBHOOK_SECRET } from '../support/deliveries';
import { postJson, qualifiedLead } from '../support/leads';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../support/server-process';
import { startStandIn, type RecordedRequest, type StandIn } from '../support/stand-in-server';
import { POSTGRES_URL, ENGINES } from '../support/test-databases';
import { ADMIN_TOKEN } from '../support/test-server';

/** Outcomes are polled for with a generous ceiling, never timed. */
const OUTCOME_WAIT = { timeout: 45_000, interval: 100 };
/** Starting server processes and waiting for their outcomes takes a while on a loaded machine. */
const PROCESS_TEST_TIMEOUT = 150_000;

/**
 * A buyer that honours idempotency keys, as the lead platform and a Standard Webhooks consumer do: the first
 * request with a key is accepted, a repeat is answered as a duplicate and changes nothing.
 */
interface IdempotentBuyer extends StandIn {
  accepted: Map<string, number>;
  repeats: number;
}

async function idempotentBuyer(
  kind: 'leadprosper' | 'json-webhook',
  delayMs: number,
): Promise<IdempotentBuyer> {
  const accepted = new Map<string, number>();
  let repeats = 0;
  const standIn = await startStandIn((request: RecordedRequest) => {
    const key = String(request.headers['idempotency-key']);
    if (kind === 'json-webhook') {
      try {
        new Webhook(WEBHOOK_SECRET).verify(request.body, request.headers as Record<string, string>);
      } catch {
        return { status: 401, delayMs };
      }
    }
    const seen = accepted.has(key);
    if (seen) repeats += 1;
    else accepted.set(key, 1);
    if (kind === 'leadprosper')
      return { json: { status: seen ? 'DUPLICATED' : 'ACCEPTED', code: 0 }, delayMs };
    return { status: 200, delayMs };
  });
  return Object.assign(standIn, {
    accepted,
    get repeats() {
      return repeats;
    },
  });
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function deliveryFile(file: DeliveryFile): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'delivery-process-'));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  const path = join(folder, 'delivery.json');
  await writeFile(path, JSON.stringify(file));
  return path;
}

async function buyers(delayMs: number) {
  const platform = await idempotentBuyer('leadprosper', delayMs);
  const hook = await idempotentBuyer('json-webhook', delayMs);
  cleanups.push(
    () => platform.close(),
    () => hook.close(),
  );
  const file: DeliveryFile = {
    destinations: [
      { name: 'platform', kind: 'leadprosper', url: platform.baseUrl, send: 'all' },
      { name: 'hook', kind: 'json-webhook', url: hook.baseUrl, send: 'all', secret: 'env:HOOK_SECRET' },
    ],
    retry: { delaysMs: [100, 200, 400, 800] },
    // A short claim, so the deliveries a killed process held are taken up again soon after the restart.
    worker: { timeoutMs: 2000, claimMs: 2500, pollMs: 50, concurrency: 4 },
  };
  return { platform, hook, file };
}

async function started(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(env);
  cleanups.push(() => stopServerProcess(server));
  return server;
}

async function storedLeadIds(baseUrl: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/leads?limit=1000`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  return ((await response.json()) as { leads: { id: string }[] }).leads.map((lead) => lead.id);
}

describe('a server killed during a burst of leads', { timeout: PROCESS_TEST_TIMEOUT }, () => {
  it('delivers every acknowledged lead to every destination after a restart, each key accepted once', async () => {
    const { platform, hook, file } = await buyers(40);
    const folder = await mkdtemp(join(tmpdir(), 'delivery-kill-'));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    const env = {
      DATABASE_URL: `sqlite:${join(folder, 'leads.sqlite')}`,
      DELIVERY_CONFIG: await deliveryFile(file),
      HOOK_SECRET: WEBHOOK_SECRET,
    };
    const first = await started(env);

    // Leads keep coming on four connections; once some are acknowledged and delivery is under way, the process
    // is killed outright, with posts and sends in flight.
    const acknowledged: string[] = [];
    let killed = false;
    const lanes = Array.from({ length: 4 }, async () => {
      while (!killed) {
        const body = qualifiedLead();
        try {
          const response = await postJson(first, body);
          if (response.status === 202) acknowledged.push(body.lead_id as string);
        } catch {
          return;
        }
      }
    });
    await vi.waitFor(() => {
      expect(acknowledged.length).toBeGreaterThanOrEqual(20);
      expect(platform.requests.length + hook.requests.length).toBeGreaterThan(0);
    }, OUTCOME_WAIT);
    first.child.kill('SIGKILL');
    killed = true;
    await Promise.all(lanes);
    expect(await first.exited).toBeNull();

    const second = await started(env);
    const stored = await storedLeadIds(second.baseUrl);
    for (const leadId of acknowledged) expect(stored).toContain(leadId);
    await vi.waitFor(async () => {
      const queued = await listDeliveries(second, '?status=queued');
      expect(queued.deliveries).toEqual([]);
      for (const leadId of stored) {
        expect(platform.accepted.has(`${leadId}:platform`)).toBe(true);
        expect(hook.accepted.has(`${leadId}:hook`)).toBe(true);
      }
    }, OUTCOME_WAIT);

    // Every key a buyer saw is one stored lead's, for that buyer: nothing went out under another key.
    expect([...platform.accepted.keys()].sort()).toEqual(stored.map((id) => `${id}:platform`).sort());
    expect([...hook.accepted.keys()].sort()).toEqual(stored.map((id) => `${id}:hook`).sort());
    const delivered = await listDeliveries(second, '?status=delivered&limit=1000');
    expect(delivered.deliveries).toHaveLength(stored.length * 2);
  });
});

describe.each(ENGINES)('a SIGTERM on $name', { timeout: PROCESS_TEST_TIMEOUT }, (engine) => {
  it('stops taking requests, lets the send in flight finish and records it, sent once, then exits', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const buyer = await startStandIn(() => ({ status: 200, until: answered }));
    cleanups.push(async () => {
      answer();
      await buyer.close();
    });
    const database = await engine.create();
    cleanups.push(() => database.drop());
    const server = await started({
      DATABASE_URL: database.url,
      DELIVERY_CONFIG: await deliveryFile({
        destinations: [{ name: 'slow', kind: 'form-webhook', url: buyer.baseUrl, send: 'all' }],
        worker: { timeoutMs: 20_000, claimMs: 30_000, pollMs: 50 },
      }),
    });
    const body = qualifiedLead();
    expect((await postJson(server, body)).status).toBe(202);
    await vi.waitFor(() => expect(buyer.requests).toHaveLength(1), OUTCOME_WAIT);

    server.child.kill('SIGTERM');
    await vi.waitFor(async () => {
      const status = await fetch(`${server.baseUrl}/healthz`).then(
        (response) => response.status,
        () => 'refused',
      );
      expect(['refused', 503]).toContain(status);
    }, OUTCOME_WAIT);
    // The HTTP server has closed, and the process still waits for the buyer's answer.
    expect(server.child.exitCode).toBeNull();
    answer();
    expect(await server.exited).toBe(0);

    expect(buyer.requests).toHaveLength(1);
    const stored = createDatabase(database.url);
    try {
      const delivery = await stored.selectFrom('deliveries').selectAll().executeTakeFirstOrThrow();
      expect(delivery).toMatchObject({ status: 'delivered', claimed_by: null, claimed_until: null });
      expect(Number(delivery.attempts)).toBe(1);
      const attempts = await stored.selectFrom('delivery_attempts').select('verdict').execute();
      expect(attempts).toEqual([{ verdict: 'delivered' }]);
    } finally {
      await stored.destroy();
    }
  });
});

describe.each(ENGINES)('a SIGTERM during a lead on $name', { timeout: PROCESS_TEST_TIMEOUT }, (engine) => {
  it('answers the lead already being handled, 202 and stored, before the process exits', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    // The lead's zip look-up is held, so its request is in flight when the signal comes.
    const zipService = await startStandIn(() => ({
      json: { zip: '77002', city: 'Houston', state: 'TX', state_long: 'Texas', county: 'Harris' },
      until: answered,
    }));
    cleanups.push(async () => {
      answer();
      await zipService.close();
    });
    const database = await engine.create();
    cleanups.push(() => database.drop());
    const server = await started({
      DATABASE_URL: database.url,
      ZIP_SERVICE_URL: zipService.baseUrl,
      PROVIDER_TIMEOUT_MS: '60000',
      PROVIDER_DEADLINE_MS: '60000',
    });
    const body = qualifiedLead();
    const posted = postJson(server, body);
    await vi.waitFor(() => expect(zipService.requests).toHaveLength(1), OUTCOME_WAIT);

    server.child.kill('SIGTERM');
    await vi.waitFor(async () => {
      const status = await fetch(`${server.baseUrl}/healthz`).then(
        (response) => response.status,
        () => 'refused',
      );
      expect(['refused', 503]).toContain(status);
    }, OUTCOME_WAIT);
    expect(server.child.exitCode).toBeNull();
    answer();
    expect((await posted).status).toBe(202);
    expect(await server.exited).toBe(0);

    const stored = createDatabase(database.url);
    try {
      const lead = await stored.selectFrom('leads').select(['id', 'lead_json']).executeTakeFirstOrThrow();
      expect(lead.id).toBe(body.lead_id);
      expect(JSON.parse(lead.lead_json)).toMatchObject({ city: 'Houston', state: 'TX' });
    } finally {
      await stored.destroy();
    }
  });
});

const postgres = ENGINES.find((engine) => engine.name === 'postgres');

describe.skipIf(!POSTGRES_URL)(
  'two server processes on one PostgreSQL database',
  { timeout: PROCESS_TEST_TIMEOUT },
  () => {
    it('send each delivery once', async () => {
      const { platform, hook, file } = await buyers(20);
      const database = await postgres!.create();
      cleanups.push(() => database.drop());
      // Long claims: any second send here would be one process taking what the other holds.
      const env = {
        DATABASE_URL: database.url,
        // The full 10 s timeout, too: on a loaded machine a shorter one could time out a send the buyer received.
        DELIVERY_CONFIG: await deliveryFile({
          ...file,
          worker: { ...file.worker, timeoutMs: 10_000, claimMs: 60_000 },
        }),
        HOOK_SECRET: WEBHOOK_SECRET,
      };
      // The first applies the migrations, so the two do not race to create the same tables.
      const one = await started(env);
      const two = await started(env);
      const leads = await Promise.all(
        Array.from({ length: 30 }, async (_, index) => {
          const body = qualifiedLead();
          const response = await postJson(index % 2 === 0 ? one : two, body);
          expect(response.status).toBe(202);
          return body.lead_id as string;
        }),
      );
      await vi.waitFor(() => {
        for (const leadId of leads) {
          expect(platform.accepted.has(`${leadId}:platform`)).toBe(true);
          expect(hook.accepted.has(`${leadId}:hook`)).toBe(true);
        }
      }, OUTCOME_WAIT);
      // Keyed by idempotency key, so a failure names the delivery that went out twice.
      const sends = new Map<string, number>();
      for (const request of [...platform.requests, ...hook.requests]) {
        const key = String(request.headers['idempotency-key']);
        sends.set(key, (sends.get(key) ?? 0) + 1);
      }
      expect([...sends].filter(([, count]) => count > 1)).toEqual([]);
      expect(platform.requests).toHaveLength(leads.length);
      expect(hook.requests).toHaveLength(leads.length);
      expect(platform.repeats + hook.repeats).toBe(0);
    });

    it('lose no lead and send no delivery twice through a rolling restart, SIGTERM to each in turn', async () => {
      // A buyer slow enough that sends are in flight whenever a process is told to stop.
      const { platform, hook, file } = await buyers(150);
      const database = await postgres!.create();
      cleanups.push(() => database.drop());
      const env = {
        DATABASE_URL: database.url,
        DELIVERY_CONFIG: await deliveryFile({
          ...file,
          worker: { ...file.worker, timeoutMs: 10_000, claimMs: 12_000 },
        }),
        HOOK_SECRET: WEBHOOK_SECRET,
      };
      const live: ServerProcess[] = [await started(env)];
      live.push(await started(env));
      const sends = () => platform.requests.length + hook.requests.length;

      // Visitors keep posting on two lanes, a few leads a second. As the browser's outbox does, a lead that gets
      // no 202 (refused connection, 503 while a process closes) is posted again, same lead_id, to the next server.
      const acknowledged = new Set<string>();
      let posting = true;
      let turn = 0;
      const lanes = Array.from({ length: 2 }, async () => {
        while (posting) {
          const body = qualifiedLead();
          while (posting) {
            const server = live[turn++ % live.length]!;
            const status = await postJson(server, body).then(
              (response) => response.status,
              () => 0,
            );
            if (status === 202) {
              acknowledged.add(body.lead_id as string);
              break;
            }
          }
          await pause(200);
        }
      });

      for (const old of [...live]) {
        const sentBefore = sends();
        await vi.waitFor(() => expect(sends()).toBeGreaterThan(sentBefore + 6), OUTCOME_WAIT);
        old.child.kill('SIGTERM');
        expect(await old.exited).toBe(0);
        live.splice(live.indexOf(old), 1);
        live.push(await started(env));
      }
      // Leads keep coming to the restarted pair before the visitors stop.
      const acknowledgedBefore = acknowledged.size;
      await vi.waitFor(() => expect(acknowledged.size).toBeGreaterThan(acknowledgedBefore + 6), OUTCOME_WAIT);
      posting = false;
      await Promise.all(lanes);

      const reader = createDatabase(database.url);
      cleanups.push(() => reader.destroy());
      const stored = (await reader.selectFrom('leads').select('id').execute()).map((row) => row.id);
      expect(stored.filter((id) => acknowledged.has(id))).toHaveLength(acknowledged.size);
      await vi.waitFor(async () => {
        const deliveries = await reader.selectFrom('deliveries').select(['id', 'status']).execute();
        expect(deliveries).toHaveLength(stored.length * 2);
        expect(deliveries.filter((delivery) => delivery.status !== 'delivered')).toEqual([]);
      }, OUTCOME_WAIT);

      // Every stored lead reached each buyer exactly once: one request per idempotency key, none missing.
      const requestsPerKey = new Map<string, number>();
      for (const request of [...platform.requests, ...hook.requests]) {
        const key = String(request.headers['idempotency-key']);
        requestsPerKey.set(key, (requestsPerKey.get(key) ?? 0) + 1);
      }
      expect([...requestsPerKey].filter(([, count]) => count > 1)).toEqual([]);
      const expectedKeys = stored.flatMap((id) => [`${id}:platform`, `${id}:hook`]).sort();
      expect([...requestsPerKey.keys()].sort()).toEqual(expectedKeys);
      expect(platform.repeats + hook.repeats).toBe(0);
    });
  },
);

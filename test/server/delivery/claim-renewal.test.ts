import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDeliveryConsoleQueries } from '../../../server/storage/delivery-console-queries';
import { testDeliverySettings } from '../support/deliveries';
import { postJson, qualifiedLead } from '../support/leads';
import { startStandIn, type StandIn, type StandInHandler } from '../support/stand-in-server';
import { ENGINES } from '../support/test-databases';
import { startInjectedServer, type InjectedServer } from '../support/test-server';

const OUTCOME_WAIT = { timeout: 45_000, interval: 100 };
const SLOW_MACHINE_TIMEOUT = 60_000;

/**
 * A claim shorter than everything one delivery does: the pre-post verification takes 3 s, then the send takes 3 s
 * more, 6 s in all under a claim of 5.8 s. Each step stays 2 s within its 5 s timeout, so a loaded machine does not
 * turn one into a timeout, and a renewed claim holds 2.8 s past the send, so a pause of the test process does not
 * let it run out. A claim that only ran from the moment it was taken would run out mid-send, and the second
 * worker, polling every 20 ms, would send the lead again. Retries are a minute apart, so any second request within
 * the test is a re-claim, never a retry.
 */
const TIMEOUT_MS = 5000;
const CLAIM_MS = 5800;
const STEP_MS = 3000;

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

async function standIn(handler: StandInHandler): Promise<StandIn> {
  const started = await startStandIn(handler);
  closers.push(() => started.close());
  return started;
}

describe.each(ENGINES)('two workers on one $name database', (engine) => {
  it(
    'cannot both send a delivery whose verification and send together outlast the claim',
    { timeout: SLOW_MACHINE_TIMEOUT },
    async () => {
      const verifier = await standIn(() => ({ status: 200, json: { ok: true }, delayMs: STEP_MS }));
      const buyer = await standIn(() => ({ status: 200, delayMs: STEP_MS }));
      const database = await engine.create();
      closers.push(() => database.drop());
      const delivery = testDeliverySettings({
        destinations: [{ name: 'slow', kind: 'form-webhook', url: buyer.baseUrl, send: 'all' }],
        verification: { url: verifier.baseUrl },
        retry: { delaysMs: [60_000] },
        worker: { timeoutMs: TIMEOUT_MS, claimMs: CLAIM_MS, pollMs: 20, concurrency: 4 },
      });
      const servers: InjectedServer[] = [];
      const closed = new Set<InjectedServer>();
      const close = async (server: InjectedServer) => {
        if (closed.has(server)) return;
        closed.add(server);
        await server.close();
      };
      for (let index = 0; index < 2; index += 1) {
        const server = await startInjectedServer({ databaseUrl: database.url, delivery });
        closers.push(() => close(server));
        servers.push(server);
      }
      const [one, two] = servers as [InjectedServer, InjectedServer];

      const body = qualifiedLead();
      expect((await postJson(one, body)).status).toBe(202);
      const leadId = body.lead_id as string;

      // Read from the database: polling the operators' API would spend the test address's rate-limit budget.
      const store = createDeliveryConsoleQueries(two.database);
      const [settled] = await vi.waitFor(async () => {
        const deliveries = await store.forLead(leadId);
        expect(deliveries.map((row) => row.status)).toEqual(['delivered']);
        return deliveries;
      }, OUTCOME_WAIT);
      // Both workers stop: any send still running, or claimed by the other, is over once they have.
      await Promise.all(servers.map(close));

      expect(verifier.requests).toHaveLength(1);
      expect(buyer.requests.map((request) => request.headers['idempotency-key'])).toEqual([`${leadId}:slow`]);
      expect(settled!.attempts_made).toHaveLength(1);
      expect(settled!.attempts_made[0]).toMatchObject({ verdict: 'delivered', http_status: 200 });
    },
  );
});

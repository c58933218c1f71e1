import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDeliveryConsoleQueries } from '../../../server/storage/delivery-console-queries';
import type { LeadDatabase } from '../../../server/storage/database';
import { testDeliverySettings } from '../support/deliveries';
import { postJson, qualifiedLead } from '../support/leads';
import { manualWorkerClock, type ManualWorkerClock } from '../support/manual-worker-clock';
import { startStandIn, type StandIn, type StandInHandler } from '../support/stand-in-server';
import { ENGINES } from '../support/test-databases';
import { startInjectedServer, type InjectedServer } from '../support/test-server';

const OUTCOME_WAIT = { timeout: 30_000, interval: 50 };
const SLOW_MACHINE_TIMEOUT = 60_000;

/**
 * The workers' time is the test's: the verifier and the buyer hold their answers while the test moves the
 * workers' clock twice past the claim, step by step, and only then answer. At every step both workers look at the
 * queue (a poll every 100 ms of their time), so a claim that ran out would be taken by the other worker at once;
 * the heartbeat (every third of the claim) must keep it. The claim is read from the database, where it is stored
 * with the workers' own times. Retries are an hour apart, so any second request is a re-claim, never a retry. The
 * send's timeout is real time (it bounds the stand-in's HTTP answer), long enough never to be reached.
 */
const CLAIM_MS = 40_000;
const TIMEOUT_MS = 30_000;
const STEP_MS = 10_000;
/**
 * The workers' time starts an hour ahead of the real one: a delivery is queued at the real time of its lead's
 * arrival (server/storage/lead-store.ts), so it is due when a worker looks, whenever the test gets there.
 */
const START_AHEAD_MS = 60 * 60_000;

const closers: (() => Promise<void>)[] = [];
/** Answers still held when a test ends: given first, so the servers' close does not wait on them. */
const held: (() => void)[] = [];
afterEach(async () => {
  for (const give of held.splice(0)) give();
  while (closers.length > 0) await closers.pop()!();
});

async function standIn(handler: StandInHandler): Promise<StandIn> {
  const started = await startStandIn(handler);
  closers.push(() => started.close());
  return started;
}

/** An answer the test gives when it is ready: given anyway when the test ends, so nothing hangs. */
function heldAnswer(): { given: Promise<void>; give: () => void } {
  let give!: () => void;
  const given = new Promise<void>((resolve) => (give = resolve));
  held.push(give);
  return { given, give };
}

async function claimOf(database: LeadDatabase, leadId: string) {
  const row = await database
    .selectFrom('deliveries')
    .select(['claimed_by', 'claimed_until'])
    .where('lead_id', '=', leadId)
    .executeTakeFirstOrThrow();
  return {
    by: row.claimed_by,
    until: row.claimed_until === null ? 0 : Date.parse(String(row.claimed_until)),
  };
}

/**
 * Moves the workers' time twice past the claim while a delivery's verification or send is held, and checks at
 * every step that the claim is still the first worker's and still ahead of the time: the other worker, which has
 * just looked at the queue, found nothing to take.
 */
async function outlastTheClaim(clock: ManualWorkerClock, database: LeadDatabase, leadId: string) {
  const first = await claimOf(database, leadId);
  expect(first.by).not.toBeNull();
  for (let passed = 0; passed < 2 * CLAIM_MS; passed += STEP_MS) {
    await clock.advance(STEP_MS);
    await clock.sleeping(2);
    const claim = await claimOf(database, leadId);
    expect(claim.by).toBe(first.by);
    expect(claim.until).toBeGreaterThan(clock.now().getTime());
  }
  expect((await claimOf(database, leadId)).until).toBeGreaterThan(first.until + CLAIM_MS);
}

describe.each(ENGINES)('two workers on one $name database', (engine) => {
  it(
    'cannot both send a delivery whose verification and send together outlast the claim',
    { timeout: SLOW_MACHINE_TIMEOUT },
    async () => {
      const verification = heldAnswer();
      const answer = heldAnswer();
      const verifier = await standIn(() => ({ status: 200, json: { ok: true }, until: verification.given }));
      const buyer = await standIn(() => ({ status: 200, until: answer.given }));
      const database = await engine.create();
      closers.push(() => database.drop());
      const delivery = testDeliverySettings({
        destinations: [{ name: 'slow', kind: 'form-webhook', url: buyer.baseUrl, send: 'all' }],
        verification: { url: verifier.baseUrl },
        retry: { delaysMs: [3_600_000] },
        worker: { timeoutMs: TIMEOUT_MS, claimMs: CLAIM_MS, pollMs: 100, concurrency: 4 },
      });
      const clock = manualWorkerClock(new Date(Date.now() + START_AHEAD_MS).toISOString());
      const servers: InjectedServer[] = [];
      const closed = new Set<InjectedServer>();
      const close = async (server: InjectedServer) => {
        if (closed.has(server)) return;
        closed.add(server);
        await server.close();
      };
      for (let index = 0; index < 2; index += 1) {
        const server = await startInjectedServer({ databaseUrl: database.url, delivery }, {}, undefined, {
          deliveryClock: clock,
        });
        closers.push(() => close(server));
        servers.push(server);
      }
      const [one, two] = servers as [InjectedServer, InjectedServer];
      // Both workers have looked at the empty queue and wait for their next poll.
      await clock.sleeping(2);

      const body = qualifiedLead();
      expect((await postJson(one, body)).status).toBe(202);
      const leadId = body.lead_id as string;

      // The verification outlasts the claim, then the send does.
      await verifier.receivedRequests(1);
      await outlastTheClaim(clock, two.database, leadId);
      verification.give();
      await buyer.receivedRequests(1);
      await outlastTheClaim(clock, two.database, leadId);
      answer.give();

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

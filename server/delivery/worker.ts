import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { safeErrorFields } from '../logging';
import type { ClaimedDelivery, DeliveryQueue } from '../storage/delivery-queue';
import type { ConsentRevocationStore } from '../storage/consent-revocation-store';
import type { PrivacyRequestStore } from '../storage/privacy-request-store';
import type { BuyerMail } from './buyer-mail';
import type { Destination, DeliverySettings } from './destinations';
import { runBeforeFirstSend, type BeforeFirstSend } from './before-first-send';
import { heldBack } from './held-back';
import { outgoingLead } from './outgoing';
import { nextAttemptAt } from './retry-schedule';
import { sendRevocationNotice } from './revocation-notice';
import { sendOnce, type SentAttempt } from './send';
import { systemWorkerClock, type WorkerClock } from './worker-clock';
import type { DeliveryStatus } from './statuses';

export interface DeliveryWorker {
  start(): void;
  /** Whether it was started, is not stopping, and its claiming loop is alive: what readiness asks. */
  running(): boolean;
  /**
   * Stops claiming and lets the deliveries in flight finish, each bounded by its own timeouts, their claims kept
   * alive meanwhile; resolves once every one is recorded. A send is never cut short: the buyer may already have
   * the lead, and a second send would be a duplicate.
   */
  stop(): Promise<void>;
  /** New deliveries are queued: look now rather than at the next poll. */
  nudge(): void;
}

export interface DeliveryWorkerOptions {
  queue: DeliveryQueue;
  /** Asked before every send: a lead whose person asked not to be sold is suppressed. */
  privacyRequests: Pick<PrivacyRequestStore, 'isDoNotSell'>;
  /**
   * Asked before every send of a lead (a person who revoked consent is sent to no one), and read for a revocation
   * notice's content. Without it no lead is checked and no notice is sent.
   */
  revocations?: Pick<ConsentRevocationStore, 'isRevoked' | 'noticeContent'>;
  /** How a revocation notice reaches a buyer that has only an e-mail contact. */
  buyerMail?: BuyerMail;
  settings: DeliverySettings;
  log: FastifyBaseLogger;
  /**
   * Run side by side before a delivery's first send (TrustedForm's certificate retention, the pre-post
   * verification), each bounded by its own timeout; a failure of any must not stop the send.
   */
  beforeFirstSend?: readonly BeforeFirstSend[];
  /**
   * What the server established about the lead's proofs (its certificate retained or not), read after the steps
   * before the first send and sent with the lead over whatever the lead's own fields say.
   */
  proofStanding?: (delivery: ClaimedDelivery) => Promise<Record<string, string>>;
  /** Told of each delivery's outcome once recorded (operators' alerts watch for dead destinations). */
  onRecorded?: (destination: string, status: DeliveryStatus) => void;
  /** The destinations a signed health-data authorization names (HEALTH_DATA_BUYERS). */
  healthDataBuyers?: readonly string[];
  /** Its time and timers: claims, the heartbeat, polling, retries of a record. The real ones when omitted. */
  clock?: WorkerClock;
}

/**
 * How long the worker keeps trying to record a buyer's answer while the database is unreachable (a restart, a
 * failover). Giving up means the claim runs out and the delivery is sent again, so it outlasts a restart.
 */
const RECORD_PATIENCE_MS = 60_000;
const RECORD_RETRY_MS = [100, 250, 500, 1000, 2000];

/**
 * The server's delivery worker: claims due deliveries (each claim expires, so a killed process's deliveries are
 * sent again by the next one), sends up to `concurrency` at once, records every attempt and schedules the next.
 * While it works on a delivery it renews the claim (a heartbeat every third of `claimMs`, and once more just before
 * the send, which does not start unless the claim is still its own), so a claim cannot run out under a running
 * send however long the steps before it take (docs/delivery.md).
 * Its logs name the lead, the destination and the status, never the lead's contents.
 */
export function createDeliveryWorker({
  queue: store,
  privacyRequests,
  revocations,
  buyerMail,
  settings,
  log,
  beforeFirstSend,
  proofStanding,
  onRecorded,
  healthDataBuyers = [],
  clock = systemWorkerClock,
}: DeliveryWorkerOptions): DeliveryWorker {
  const workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const destinations = new Map(settings.destinations.map((destination) => [destination.name, destination]));
  const { timeoutMs, claimMs, pollMs, concurrency } = settings.worker;
  const inFlight = new Map<string, Promise<void>>();
  let stopHeartbeat: (() => void) | undefined;
  let renewing = false;
  let running = false;
  let looping = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let nudged = false;

  function nudge() {
    nudged = true;
    wake?.();
  }

  function pause(): Promise<void> {
    if (nudged) {
      nudged = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const cancel = clock.after(pollMs, done);
      function done() {
        cancel();
        wake = undefined;
        nudged = false;
        resolve();
      }
      wake = done;
    });
  }

  /** Gives claims back; if that fails, they run out on their own and are sent again a little later. */
  async function release(ids: string[]): Promise<void> {
    await store.release(ids, workerId).catch((error: unknown) => {
      log.warn(
        { error: safeErrorFields(error) },
        'delivery claims could not be given back; they will expire',
      );
    });
  }

  /** Renews the claims of the deliveries in flight; answers the ids this worker still holds. */
  async function renewClaims(ids: string[]): Promise<Set<string>> {
    const until = new Date(clock.now().getTime() + claimMs);
    return new Set(await store.extendClaims({ ids, workerId, until }));
  }

  /** Renews the claims in flight; answers the renewal, for a clock that waits on what its timers start. */
  function beat(): Promise<void> | undefined {
    if (renewing || inFlight.size === 0) return undefined;
    renewing = true;
    const ids = [...inFlight.keys()];
    return renewClaims(ids)
      .then((held) => {
        // A delivery recorded meanwhile holds no claim any more, and is not lost.
        const lost = ids.filter((id) => !held.has(id) && inFlight.has(id));
        if (lost.length > 0) log.warn({ deliveries: lost }, 'delivery claims lost while in flight');
      })
      .catch((error: unknown) => {
        log.warn({ error: safeErrorFields(error) }, 'delivery claims could not be renewed');
      })
      .finally(() => {
        renewing = false;
      });
  }

  /**
   * Writes what happened to a delivery, trying again while the database is unreachable: the delivery stays in
   * flight meanwhile, so the heartbeat renews its claim as soon as the database answers, and no other worker sends
   * it again. Without this a restart of PostgreSQL during a send made the buyer's answer unrecordable, the claim
   * ran out, and the delivery went out twice.
   */
  async function record(delivery: ClaimedDelivery, write: () => Promise<void>): Promise<void> {
    const giveUpAt = clock.now().getTime() + Math.max(claimMs, RECORD_PATIENCE_MS);
    for (let failures = 0; ; failures += 1) {
      try {
        return await write();
      } catch (error) {
        const wait = RECORD_RETRY_MS[Math.min(failures, RECORD_RETRY_MS.length - 1)]!;
        if (clock.now().getTime() + wait > giveUpAt) throw error;
        if (failures === 0) {
          log.warn(
            { lead_id: delivery.leadId, destination: delivery.destination, error: safeErrorFields(error) },
            'recording a delivery failed; trying again until the database answers',
          );
        }
        await new Promise<void>((resolve) => clock.after(wait, resolve));
      }
    }
  }

  async function finish(delivery: ClaimedDelivery, status: DeliveryStatus, outcome: string) {
    await record(delivery, () =>
      store.settle({ id: delivery.id, workerId, status, outcome, now: clock.now() }),
    );
    onRecorded?.(delivery.destination, status);
    log.info({ lead_id: delivery.leadId, destination: delivery.destination, status }, 'delivery settled');
  }

  /** Records a send's outcome and, when it is to be tried again, when. */
  async function recordAttempt(delivery: ClaimedDelivery, sent: SentAttempt): Promise<void> {
    const attemptsMade = delivery.attempts + 1;
    const retryAt =
      sent.verdict === 'retry' ? nextAttemptAt(clock.now(), attemptsMade, settings.retryDelaysMs) : undefined;
    const status: DeliveryStatus = sent.verdict === 'retry' ? (retryAt ? 'queued' : 'dead') : sent.verdict;
    await record(delivery, () =>
      store.finishAttempt({
        id: delivery.id,
        workerId,
        attempt: sent,
        status,
        nextAttemptAt: retryAt ?? clock.now(),
      }),
    );
    onRecorded?.(delivery.destination, status);
    log.info(
      {
        lead_id: delivery.leadId,
        destination: delivery.destination,
        status,
        attempt: attemptsMade,
        outcome: sent.outcome,
        ...(delivery.revocationId ? { revocation_id: delivery.revocationId } : {}),
      },
      delivery.revocationId ? 'revocation notice attempted' : 'delivery attempted',
    );
  }

  /** The fence: a full claim ahead of the send, or no send. Past here the send is this worker's alone. */
  async function stillHeld(delivery: ClaimedDelivery): Promise<boolean> {
    if ((await renewClaims([delivery.id])).has(delivery.id)) return true;
    log.warn(
      { lead_id: delivery.leadId, destination: delivery.destination },
      'delivery claim lost before its send; not sent here',
    );
    return false;
  }

  /** A revocation notice: sent and retried as a delivery is, the buyer's 2xx (or the accepted mail) its ack. */
  async function notify(delivery: ClaimedDelivery, destination: Destination, revocationId: string) {
    const content = await revocations?.noticeContent(revocationId, delivery.destination);
    if (!content || !buyerMail) return finish(delivery, 'dead', 'the revocation is no longer stored');
    if (!(await stillHeld(delivery))) return;
    const sent = await sendRevocationNotice(destination, content, {
      key: delivery.id,
      timeoutMs,
      mail: buyerMail,
    });
    await recordAttempt(delivery, sent);
  }

  async function deliver(delivery: ClaimedDelivery): Promise<void> {
    const destination = destinations.get(delivery.destination);
    if (!destination) return finish(delivery, 'dead', 'destination no longer in DELIVERY_CONFIG');
    if (delivery.revocationId) return notify(delivery, destination, delivery.revocationId);
    // The state rules in force on the day of the send (docs/state-rules.md).
    const day = clock.now().toISOString().slice(0, 10);
    const held = await heldBack(delivery, destination, {
      privacyRequests,
      revocations,
      healthDataBuyers,
      day,
    });
    if (held) return finish(delivery, held.status, held.reason);
    if (delivery.attempts === 0) await runBeforeFirstSend(beforeFirstSend ?? [], delivery, log);
    if (!(await stillHeld(delivery))) return;
    // A flagged duplicate carries the first lead's id among its fields; `send` sends it as any lead. (A `skip`
    // destination's delivery of a duplicate was never queued, unless an operator retried it by hand.)
    const proofs = proofStanding ? await proofStanding(delivery) : {};
    const sent = await sendOnce(destination, outgoingLead(delivery, destination, { proofs, day }), {
      timeoutMs,
    });
    await recordAttempt(delivery, sent);
  }

  function launch(delivery: ClaimedDelivery) {
    const sending = deliver(delivery)
      .catch((error: unknown) => {
        // The claim expires and another attempt follows; what failed here is ours, not the buyer's.
        log.error(
          { lead_id: delivery.leadId, destination: delivery.destination, error: safeErrorFields(error) },
          'delivery failed before it was recorded',
        );
      })
      .finally(() => {
        inFlight.delete(delivery.id);
        nudge();
      });
    inFlight.set(delivery.id, sending);
  }

  async function run() {
    while (running) {
      const free = concurrency - inFlight.size;
      let claimed: ClaimedDelivery[] = [];
      if (free > 0) {
        try {
          claimed = await store.claimDue({ now: clock.now(), limit: free, claimMs, workerId });
        } catch (error) {
          log.error({ error: safeErrorFields(error) }, 'claiming deliveries failed');
        }
      }
      if (!running) return release(claimed.map((delivery) => delivery.id));
      for (const delivery of claimed) launch(delivery);
      if (claimed.length === 0 || claimed.length === free) await pause();
    }
  }

  return {
    nudge,
    running: () => running && looping,
    start() {
      if (running) return;
      running = true;
      stopHeartbeat = clock.every(Math.max(1, Math.floor(claimMs / 3)), beat);
      looping = true;
      loop = run()
        .catch((error: unknown) => {
          log.error({ error: safeErrorFields(error, { withStack: true }) }, 'the delivery worker stopped');
        })
        .finally(() => {
          looping = false;
        });
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
      // The heartbeat keeps running until the last send in flight is recorded.
      await Promise.allSettled([...inFlight.values()]);
      stopHeartbeat?.();
    },
  };
}

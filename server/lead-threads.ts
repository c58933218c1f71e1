import type { Worker } from 'node:worker_threads';
import { SERVER_BUILD_VERSION } from './build-version';
import type { ProviderConfig } from './config';
import type { FunnelLeadInput, PostedLeadContext } from './funnel-lead';
import type { LeadThreadAnswer, LeadThreadData, MadeLead, PostedLeadAnswer } from './lead-thread';
import { postedLeadRequest } from './lead-thread-messages';
import { batchedSender } from './storage/message-batches';
import { startThread, threadEntry } from './thread-start';

/**
 * The lead threads: a funnel lead's replay, verdict, row and receipt (funnel-lead.ts, lead-thread.ts) are made on
 * threads of their own, so the event loop, which every request of the server waits on, only reads the request,
 * sends the row to the writer and answers. What a thread cannot make (it stopped, the server is closing) the caller
 * makes on the event loop, with the same function: a lead never waits on a thread that is gone, nor is lost to one.
 * Leads go to the threads in turn; what one side has to say in a round of its event loop leaves as one message
 * (message-batches.ts).
 */
export interface LeadThreads {
  /** The lead made on a thread; rejects when no thread could make it. */
  make(input: FunnelLeadInput): Promise<MadeLead>;
  /**
   * A posted body read and its lead made on a thread (posted-lead.ts), or why it was not; rejects when no thread
   * could read it.
   */
  makePosted(body: string, context: PostedLeadContext): Promise<PostedLeadAnswer>;
  /** Stops the threads; leads still in hand reject, and their callers make them themselves. */
  close(): Promise<void>;
  /**
   * Ends every thread at once, as a crash would: the leads in hand reject, and the next lead starts another thread.
   * For the tests of that path; the server never stops a thread itself.
   */
  crashForTest(): Promise<void>;
}

export interface LeadThreadOptions {
  count: number;
  providers: ProviderConfig;
  /** Where a thread's provider failures are told (never with the request's content). */
  log(level: 'warn' | 'info', facts: Record<string, unknown>, message: string): void;
}

interface Waiting {
  resolve(answer: PostedLeadAnswer): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker | undefined;
  send(text: string): void;
  waiting: Map<number, Waiting>;
}

export function startLeadThreads(options: LeadThreadOptions): LeadThreads {
  const data: LeadThreadData = { providers: options.providers, serverBuild: SERVER_BUILD_VERSION };
  let closed = false;
  let nextId = 0;
  const slots: Slot[] = [];

  function stopped(slot: Slot, worker: Worker, why: Error) {
    if (slot.worker !== worker) return;
    slot.worker = undefined;
    const waiting = [...slot.waiting.values()];
    slot.waiting.clear();
    for (const entry of waiting) entry.reject(why);
  }

  function start(slot: Slot): Worker {
    const worker = startThread(threadEntry('lead-thread', import.meta.url), { workerData: data });
    worker.on('message', (answers: unknown) => {
      // Node's own messages come this way too: only a batch of answers is ours.
      if (!Array.isArray(answers)) return;
      for (const answer of answers as LeadThreadAnswer[]) {
        if ('log' in answer) {
          options.log(answer.log.level, answer.log.facts, answer.log.message);
          continue;
        }
        const entry = slot.waiting.get(answer.id);
        if (!entry) continue;
        slot.waiting.delete(answer.id);
        if ('failed' in answer) entry.reject(new Error(answer.failed));
        else entry.resolve(answer);
      }
      // An idle thread keeps no process alive; one with leads in hand does.
      if (slot.waiting.size === 0) worker.unref();
    });
    worker.on('error', (error) => stopped(slot, worker, error));
    worker.on('exit', (code) => stopped(slot, worker, new Error(`a lead thread stopped (exit ${code})`)));
    worker.unref();
    slot.send = batchedSender<string>((texts) => {
      // The thread may have stopped since the round began: these leads were failed with it.
      if (slot.worker === worker) worker.postMessage(texts);
    });
    slot.worker = worker;
    return worker;
  }

  async function stopAll(why: string) {
    await Promise.all(
      slots.map(async (slot) => {
        const worker = slot.worker;
        if (!worker) return;
        stopped(slot, worker, new Error(why));
        await worker.terminate();
      }),
    );
  }

  // Started with the server, so the first lead does not wait for a thread to load its code.
  for (let index = 0; index < options.count; index++) {
    const slot: Slot = { worker: undefined, send: () => undefined, waiting: new Map() };
    slots.push(slot);
    start(slot);
  }

  /** One request to the next thread in turn, written with its id; settled by the thread's answer or its end. */
  function send(request: (id: number) => string): Promise<PostedLeadAnswer> {
    if (closed || slots.length === 0) return Promise.reject(new Error('no lead thread'));
    const id = nextId++;
    const slot = slots[id % slots.length]!;
    const worker = slot.worker ?? start(slot);
    return new Promise<PostedLeadAnswer>((resolve, reject) => {
      if (slot.waiting.size === 0) worker.ref();
      slot.waiting.set(id, { resolve, reject });
      slot.send(request(id));
    });
  }

  return {
    async make(input) {
      const answer = await send((id) => JSON.stringify({ id, input }));
      if (!('made' in answer)) throw new Error('a lead thread answered a lead to make with no lead');
      return answer.made;
    },
    makePosted(body, context) {
      return send((id) => postedLeadRequest({ id, context }, body));
    },
    async close() {
      closed = true;
      await stopAll('the lead threads closed');
    },
    async crashForTest() {
      await Promise.all(slots.map(async (slot) => slot.worker?.terminate()));
    },
  };
}

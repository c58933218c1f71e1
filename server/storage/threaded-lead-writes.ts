import type { Worker } from 'node:worker_threads';
import { startThread, threadEntry } from '../thread-start';
import { sqliteFileOf, type LeadDatabase, type NotificationsTable } from './database';
import type { RoundWrite, WriterThreadAnswer, WriterThreadRequest } from './lead-writer-thread';
import type { LeadWrite, LeadWriteSettings, Written } from './lead-writes';
import { batchedSender } from './message-batches';
import { whenSqliteFileCloses, whenSqliteFileOpens } from './sqlite-driver';

/**
 * New leads (and their notifications) written on a SQLite file by a thread of their own (lead-writer-thread.ts):
 * the server's event loop only sends each row and hears back, after the commit, what became of it. One thread per
 * process, started as the first database on a file opens, with a connection per file opened at its first write.
 * Should it stop, the writes it had not answered fail (a lead's post answers 500 and the browser's outbox sends it
 * again, which finds any that were committed after all) and the next write starts a new one.
 */
export interface WriterThread {
  writeLead(lead: LeadWrite, settings: LeadWriteSettings): Promise<Written>;
  writeNotification(notification: NotificationsTable): Promise<void>;
  markNotificationDelivered(delivered: Pick<NotificationsTable, 'id' | 'delivered_to'>): Promise<void>;
}

interface Waiting {
  file: string;
  resolve(written: Written | null): void;
  reject(error: Error): void;
}

const waiting = new Map<number, Waiting>();
/** Told when a file has no write in hand. */
const drainedFiles = new Map<string, (() => void)[]>();
let nextId = 0;
let thread: Worker | undefined;
/** Sends to the running thread at the end of the event loop's round (message-batches.ts). */
let toThread: (request: WriterThreadRequest) => void = () => undefined;

function inHand(file: string): boolean {
  for (const entry of waiting.values()) if (entry.file === file) return true;
  return false;
}

function settle(id: number, answer: (entry: Waiting) => void) {
  const entry = waiting.get(id);
  if (!entry) return;
  waiting.delete(id);
  answer(entry);
  // An idle thread keeps no process alive; one with writes in hand does.
  if (waiting.size === 0) thread?.unref();
  const drained = drainedFiles.get(entry.file);
  if (drained && !inHand(entry.file)) {
    drainedFiles.delete(entry.file);
    for (const told of drained) told();
  }
}

function stopped(worker: Worker, why: Error) {
  if (thread !== worker) return;
  thread = undefined;
  for (const id of [...waiting.keys()]) settle(id, (entry) => entry.reject(why));
}

function running(): Worker {
  if (thread) return thread;
  const worker = startThread(threadEntry('lead-writer-thread', import.meta.url));
  worker.on('message', (answers: unknown) => {
    // Node's own messages come this way too (`--watch` hears of the thread's modules by them): only a batch of
    // answers is ours.
    if (!Array.isArray(answers)) return;
    for (const answer of answers as WriterThreadAnswer[]) {
      settle(answer.id, (entry) =>
        'written' in answer ? entry.resolve(answer.written) : entry.reject(new Error(answer.failed)),
      );
    }
  });
  worker.on('error', (error) => stopped(worker, error));
  worker.on('exit', (code) => stopped(worker, new Error(`the writer thread stopped (exit ${code})`)));
  toThread = batchedSender<WriterThreadRequest>((requests) => {
    // The thread may have stopped since the round began: these requests were failed with it.
    if (thread === worker) worker.postMessage(requests);
  });
  // An idle thread keeps no process alive; one with writes in hand does (send, settle).
  worker.unref();
  thread = worker;
  return worker;
}

function send(file: string, request: RoundWrite | { close: true }): Promise<Written | null> {
  return new Promise((resolve, reject) => {
    const worker = running();
    const id = nextId++;
    if (waiting.size === 0) worker.ref();
    waiting.set(id, { file, resolve, reject });
    toThread({ id, file, ...request } satisfies WriterThreadRequest);
  });
}

function writerThreadFor(file: string): WriterThread {
  return {
    writeLead: async (lead, settings) => (await send(file, { lead, settings }))!,
    writeNotification: async (notification) => {
      await send(file, { notification });
    },
    markNotificationDelivered: async (delivered) => {
      await send(file, { delivered });
    },
  };
}

/**
 * The thread starts as a database on a file is opened (while the server migrates it and loads its data), so the
 * first lead does not wait for the thread to load; it opens the file itself at its first write.
 */
whenSqliteFileOpens(() => {
  running();
});

/**
 * As a database on a file closes (a server's shutdown, the end of a test), the writes in hand for the file are
 * answered first, and then the thread's own connection to it closes too.
 */
whenSqliteFileCloses(async (file) => {
  if (inHand(file)) {
    await new Promise<void>((resolve) =>
      drainedFiles.set(file, [...(drainedFiles.get(file) ?? []), resolve]),
    );
  }
  if (thread) await send(file, { close: true });
});

const threadOfDatabase = new WeakMap<LeadDatabase, WriterThread>();

/** The writer thread for a database on a SQLite file; none for PostgreSQL or `:memory:`, which write on `db`. */
export function writerThreadOf(db: LeadDatabase): WriterThread | undefined {
  let writer = threadOfDatabase.get(db);
  if (!writer) {
    const file = sqliteFileOf(db);
    if (file === undefined) return undefined;
    writer = writerThreadFor(file);
    threadOfDatabase.set(db, writer);
  }
  return writer;
}

/**
 * Ends the thread at once, as a crash in it would: the writes it had not answered fail, and the next write starts
 * another thread. For the tests of that path; the server never stops its thread itself.
 */
export async function terminateWriterThread(): Promise<void> {
  await thread?.terminate();
}

import { parentPort } from 'node:worker_threads';
import type { NotificationsTable } from './database';
import { openDirectSqlite, type DirectSqliteFile } from './direct-sqlite';
import { createGroupCommit, type GroupCommit } from './group-commit';
import { writeLead, type LeadWrite, type LeadWriteSettings, type Written } from './lead-writes';
import { insertNotification, markNotificationDelivered } from './notification-insert';
import { batchedSender } from './message-batches';
import type { StatementTarget } from './prepared-statement';

/**
 * The SQLite writer thread: new leads, and the operators' notifications that come with them, are written here on a
 * connection of its own to their file, so the server's event loop neither runs their statements nor waits for
 * their commit's sync to disk. What arrives together for a file shares one transaction and one sync
 * (group-commit.ts), as it did on the event loop; each answer goes back only once its transaction has committed.
 * Started by threaded-lead-writes.ts; the server has one file, a test process one per test.
 */

/** One write of a round: a new lead, a notification, or the channels that took a notification. */
export type RoundWrite =
  | { lead: LeadWrite; settings: LeadWriteSettings }
  | { notification: NotificationsTable }
  | { delivered: Pick<NotificationsTable, 'id' | 'delivered_to'> };

/** A write for a file, or the word that the file's connection may close (its writes all answered). */
export type WriterThreadRequest = { id: number; file: string } & (RoundWrite | { close: true });

/** What became of the request: a lead's outcome, null otherwise, or why its transaction failed. */
export type WriterThreadAnswer = { id: number; written: Written | null } | { id: number; failed: string };

async function writeOf(target: StatementTarget, write: RoundWrite): Promise<Written | null> {
  if ('lead' in write) return writeLead(target, write.lead, write.settings);
  if ('delivered' in write) await markNotificationDelivered(target, write.delivered);
  else await insertNotification(target, write.notification);
  return null;
}

interface OpenFile {
  db: DirectSqliteFile;
  rounds: GroupCommit<RoundWrite, Written | null>;
}

/** A file's connection, its statements run on it directly (direct-sqlite.ts), and its rounds of writes. */
function open(file: string): OpenFile {
  const db = openDirectSqlite(file);
  const rounds = createGroupCommit<RoundWrite, Written | null>({
    writeGroup: (writes) =>
      db.inTransaction(async () => {
        const results: (Written | null)[] = [];
        for (const write of writes) results.push(await writeOf(db, write));
        return results;
      }),
    writeOne: (write) => db.inTransaction(() => writeOf(db, write)),
  });
  return { db, rounds };
}

const port = parentPort;
if (port) {
  const files = new Map<string, OpenFile>();
  const tell = batchedSender<WriterThreadAnswer>((answers) => port.postMessage(answers));
  const answer = (id: number, outcome: Promise<Written | null>) =>
    void outcome.then(
      (written) => tell({ id, written }),
      (error: unknown) => tell({ id, failed: error instanceof Error ? error.message : String(error) }),
    );
  const take = ({ id, file, ...request }: WriterThreadRequest) => {
    if ('close' in request) {
      const opened = files.get(file);
      files.delete(file);
      answer(
        id,
        Promise.resolve().then(() => {
          opened?.db.close();
          return null;
        }),
      );
      return;
    }
    let opened = files.get(file);
    if (!opened) {
      // A file that cannot be opened fails its write, not the thread and every other file's writes in hand.
      try {
        opened = open(file);
      } catch (error) {
        answer(id, Promise.reject(error instanceof Error ? error : new Error(String(error))));
        return;
      }
      files.set(file, opened);
    }
    answer(id, opened.rounds.write(request));
  };
  port.on('message', (requests: unknown) => {
    // Only a batch of requests is ours (threaded-lead-writes.ts).
    if (Array.isArray(requests)) (requests as WriterThreadRequest[]).forEach(take);
  });
}

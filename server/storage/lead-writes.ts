import { hash } from 'node:crypto';
import { sql } from 'kysely';
import { hasIdentity, type Identity } from '../../guards/identity';
import type { ConsentReceiptsTable, LeadsTable, NotificationsTable } from './database';
import { queueAuction } from './auction-queue';
import { queueDeliveries, type DeliveryTarget } from './new-deliveries';
import { insertNotification } from './notification-insert';
import { preparedStatement, type StatementTarget } from './prepared-statement';
import { storedOfPerson } from './person-leads';

/**
 * What writing one new lead does inside its transaction: the checks against what is stored (the same id; the same
 * payload a moment ago and the same person in the window, person-leads.ts), the row, its receipt, its deliveries and
 * its auction. The lead store runs it on its own connection, or hands it to the SQLite writer thread
 * (lead-writer-thread.ts), which runs the very same function on a connection of its own; so a lead write is plain
 * data both ways.
 */

/** One lead to write, all of it worked out before its transaction. */
export interface LeadWrite {
  row: LeadsTable;
  destinations: DeliveryTarget[];
  /** Why no destination may have the lead (do_not_send_to_dq), if so. */
  withheld: string | undefined;
  /** Why no destination that buys the lead may have it (Global Privacy Control), if so. */
  withheldFromSale: string | undefined;
  /** The lead's consent receipt, written with it; absent only when it could not be made. */
  receipt: ConsentReceiptsTable | undefined;
  /** What the lead cost to buy, in cents, as the first of its person and as a duplicate; null when not known. */
  boughtCents: { first: number | null; duplicate: number | null };
  /** The operators' notice of the lead (a new qualified lead's), written with it only if the lead is new. */
  notice?: NotificationsTable;
}

/** What the store is set to, the same on every connection that writes its leads. */
export interface LeadWriteSettings {
  /** PostgreSQL: leads of one person are written one at a time, under advisory locks. */
  onPostgres: boolean;
  /** Days within which a lead from the same person is a duplicate of the first. */
  duplicateWindowDays: number;
  /** Buyers are configured: each new lead's auction is queued with it (auction-queue.ts). */
  sells: boolean;
}

/** What became of one lead written: stored anew (a duplicate or not), or the id of the lead already standing for it. */
export type Written =
  | { created: true; duplicateOf: string | null; boughtCents: number | null }
  | { created: false; storedId: string };

/**
 * The PostgreSQL advisory locks a lead takes while it is written: one per part of its identity and one for its
 * payload, as 64-bit keys. Every writer takes its keys in ascending order, so two writers never wait on each other
 * in a circle.
 */
function advisoryLockKeys(identity: Identity, payload: string): string[] {
  const parts = [
    identity.email && `email:${identity.email}`,
    identity.phone && `phone:${identity.phone}`,
    `payload:${payload}`,
  ];
  const keys = parts.filter(Boolean).map((part) => hash('sha256', part, 'buffer').readBigInt64BE(0));
  return [...new Set(keys)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map(String);
}

/** The statements every new lead runs, compiled once (prepared-statement.ts). */
const advisoryLock = preparedStatement((db, { key }: { key: string }) => ({
  compile: () => sql`select pg_advisory_xact_lock(${key}::bigint)`.compile(db),
}));
const leadWithId = preparedStatement((db, { id }: { id: string }) =>
  db.selectFrom('leads').select('id').where('id', '=', id),
);
const insertLead = preparedStatement((db, row: LeadsTable) =>
  db
    .insertInto('leads')
    .values(row)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id'),
);
const insertReceipt = preparedStatement((db, receipt: ConsentReceiptsTable) =>
  db.insertInto('consent_receipts').values(receipt),
);

/**
 * Writes a lead unless a lead with its id is there already or it repeats one, marking it a duplicate of the
 * person's first lead in the window. Runs in the caller's transaction: a new lead's deliveries commit with it or not
 * at all. On PostgreSQL, leads of one person are written one at a time (a transaction lock on each of the
 * identity's parts), so two of them arriving together cannot both miss each other and both count as first.
 */
export async function writeLead(
  executor: StatementTarget,
  { row, destinations, withheld, withheldFromSale, receipt, boughtCents, notice }: LeadWrite,
  settings: LeadWriteSettings,
): Promise<Written> {
  const identity: Identity = { email: row.email_identity, phone: row.phone_identity };
  if (settings.onPostgres) {
    for (const key of advisoryLockKeys(identity, row.payload_hash)) {
      await advisoryLock(executor, { key });
    }
  }
  // A repeat is the same person's same lead again; a lead naming no one (only the store's own callers make
  // one: the routes refuse it) is never one. A lead whose own id is stored already stands for itself, repeat or
  // not: that is looked up only beside a repeat, and otherwise found by the insert (on conflict, nothing), since
  // nothing before it writes. Looking it up first cost every new lead a statement more.
  const { repeats: repeated, duplicateOf } = hasIdentity(identity)
    ? await storedOfPerson(executor, row, settings.duplicateWindowDays)
    : {};
  if (repeated) {
    const [itself] = await leadWithId(executor, { id: row.id });
    return { created: false, storedId: itself ? row.id : repeated };
  }
  const duplicate = duplicateOf !== undefined;
  const written = {
    ...row,
    duplicate_of: duplicateOf ?? null,
    bought_cents: duplicate ? boughtCents.duplicate : boughtCents.first,
  };
  const [inserted] = await insertLead(executor, written);
  if (inserted === undefined) return { created: false, storedId: row.id };
  if (receipt) await insertReceipt(executor, receipt);
  if (notice) await insertNotification(executor, notice);
  await queueDeliveries(executor, row.id, destinations, new Date(), {
    duplicate,
    withheld,
    withheldFromSale,
  });
  if (settings.sells) await queueAuction(executor, row.id, new Date());
  return { created: true, duplicateOf: written.duplicate_of, boughtCents: written.bought_cents };
}

import { hash } from 'node:crypto';
import { sql } from 'kysely';
import { hasIdentity, type Identity } from '../../guards/identity';
import { identityMatches } from './contact-match';
import type { ConsentReceiptsTable, LeadDatabase, LeadsTable, NotificationsTable } from './database';
import { queueAuction } from './auction-queue';
import { queueDeliveries, type DeliveryTarget } from './new-deliveries';
import { insertNotification } from './notification-insert';
import { preparedStatement } from './prepared-statement';

/**
 * What writing one new lead does inside its transaction: the checks against what is stored (the same id, the same
 * payload a moment ago, the same person in the window), the row, its receipt, its deliveries and its auction. The
 * lead store runs it on its own connection, or hands it to the SQLite writer thread (lead-writer-thread.ts), which
 * runs the very same function on a connection of its own; so a lead write is plain data both ways.
 */

/** How long the same payload again (under a new lead_id) is a repeat, not a new lead: LeadProsper's 60 s. */
export const REPEAT_WINDOW_MS = 60_000;
const DAY_MS = 86_400_000;

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
const leadWithId = preparedStatement((db, { id }: { id: string }) =>
  db.selectFrom('leads').select('id').where('id', '=', id),
);
/**
 * SQLite as better-sqlite3 ships it for Node 22 and later (3.54) compiles a statement again on every run when the
 * statement has an ORDER BY, an aggregate or a `limit ?` (Kysely's `limit(1)`) beside a value it is given: that
 * compile was a fifth of the SQLite writer thread's work on a lead (docs/benchmark-results.md, 2026-11-30, fourth).
 * So the look-ups every new lead runs have none of them: they read the few rows they can match and this file picks
 * the first, or test for a row with a written-out `limit 1`.
 */
type LeadAt = { id: string; received_at: string };

/** The earliest lead received, the smaller id first between two received together; undefined when there is none. */
function earliest(leads: readonly LeadAt[]): LeadAt | undefined {
  let first: LeadAt | undefined;
  for (const lead of leads) {
    if (
      first === undefined ||
      lead.received_at < first.received_at ||
      (lead.received_at === first.received_at && lead.id < first.id)
    )
      first = lead;
  }
  return first;
}

/**
 * The same payload among one person's leads since a moment, found through the person's e-mail or phone index: the
 * payload names the person (its e-mail and phone make the identity columns), so a payload found anywhere is found
 * there, and its hash needs no index of its own (migration 0030). At most a few: the same payload again within the
 * window is a repeat, never stored.
 */
const samePayloadStatement = (by: 'email_identity' | 'phone_identity') =>
  preparedStatement(
    (
      db,
      { person, payloadHash, since, id }: { person: string; payloadHash: string; since: string; id: string },
    ) =>
      db
        .selectFrom('leads')
        .select(['id', 'received_at'])
        .where(by, '=', person)
        .where('received_at', '>=', since)
        .where('payload_hash', '=', payloadHash)
        .where('id', '!=', id),
  );
const samePayloadByEmail = samePayloadStatement('email_identity');
const samePayloadByPhone = samePayloadStatement('phone_identity');
/** Who a lead names, as a lookup's values: the e-mail, the phone, or both, never an empty one. */
type KnownBy =
  { email: string; phone?: never } | { phone: string; email?: never } | { email: string; phone: string };
type PersonSince = KnownBy & { since: string; id: string };

/** One statement for each way a person is known, so each compiles once with the condition it needs. */
function byWayKnown<Row>(statement: () => (db: LeadDatabase, values: PersonSince) => Promise<Row[]>) {
  const ways = { email: statement(), phone: statement(), both: statement() };
  return (db: LeadDatabase, values: PersonSince) =>
    (values.email && values.phone ? ways.both : values.email ? ways.email : ways.phone)(db, values);
}

const personSince = (values: PersonSince) =>
  sql<boolean>`${identityMatches({ email: values.email ?? '', phone: values.phone ?? '' })!} and ${sql.ref('received_at')} >= ${values.since} and ${sql.ref('id')} != ${values.id}`;

/**
 * The person's leads in a window that are no one's duplicate: a lead is one only when no lead of the person came in
 * the window before it, so there are few.
 */
const originalsOfPerson = byWayKnown(() =>
  preparedStatement((db, values: PersonSince) =>
    db
      .selectFrom('leads')
      .select(['id', 'received_at'])
      .where(personSince(values))
      .where('duplicate_of', 'is', null),
  ),
);
/** Whether the person has any lead in the window. */
const anyOfPerson = byWayKnown(() =>
  preparedStatement((db, values: PersonSince) =>
    db.selectFrom('leads').select('id').where(personSince(values)).limit(sql.lit(1)),
  ),
);
/** The person's earliest lead in the window, SQLite sorting them: only when all of them are duplicates. */
const earliestOfPerson = byWayKnown(() =>
  preparedStatement((db, values: PersonSince) =>
    db
      .selectFrom('leads')
      .select('id')
      .where(personSince(values))
      .orderBy('received_at')
      .orderBy('id')
      .limit(sql.lit(1)),
  ),
);

/** The most of a person's leads in the duplicate window one look-up reads (leadsOfPerson). */
export const PERSON_LEADS_READ = 100;
/**
 * The person's leads in the duplicate window, one more than PERSON_LEADS_READ at most and in no order: when fewer come
 * back, they are all of them, and both the repeat and the first lead are found among them.
 */
const leadsOfPerson = byWayKnown(() =>
  preparedStatement((db, values: PersonSince) =>
    db
      .selectFrom('leads')
      .select(['id', 'received_at', 'duplicate_of', 'payload_hash'])
      .where(personSince(values))
      .limit(sql.lit(PERSON_LEADS_READ + 1)),
  ),
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
 * The same payload stored under another id within the last REPEAT_WINDOW_MS: this lead is a repeat of it. Looked up
 * by the e-mail when the lead has one, else by the phone: the same payload has both the same.
 */
async function repeatOf(executor: LeadDatabase, row: LeadsTable): Promise<string | undefined> {
  const since = new Date(Date.parse(row.received_at) - REPEAT_WINDOW_MS).toISOString();
  const values = { payloadHash: row.payload_hash, since, id: row.id };
  const stored = row.email_identity
    ? await samePayloadByEmail(executor, { person: row.email_identity, ...values })
    : await samePayloadByPhone(executor, { person: row.phone_identity, ...values });
  return earliest(stored)?.id;
}

/**
 * The first lead of the same person within the duplicate window, or undefined when this lead is the first. A
 * lead that is no one's duplicate comes before those that are: leads arriving together are written in the order
 * they get the lock, not the order they were received, and each duplicate must name the one first lead. When the
 * window holds only duplicates (their first lead is older than it), the earliest of them.
 */
async function firstOfPerson(
  executor: LeadDatabase,
  row: LeadsTable,
  windowDays: number,
): Promise<string | undefined> {
  const values = personInWindow(row, windowDays);
  if (!values) return undefined;
  const original = earliest(await originalsOfPerson(executor, values));
  if (original) return original.id;
  if ((await anyOfPerson(executor, values)).length === 0) return undefined;
  const [first] = await earliestOfPerson(executor, values);
  return first?.id;
}

/** Who the lead names and since when its duplicate window runs; undefined when it names no one. */
function personInWindow(row: LeadsTable, windowDays: number): PersonSince | undefined {
  const { email_identity: email, phone_identity: phone, id } = row;
  const since = new Date(Date.parse(row.received_at) - windowDays * DAY_MS).toISOString();
  const known: KnownBy | undefined =
    email && phone ? { email, phone } : email ? { email } : phone ? { phone } : undefined;
  return known && { ...known, since, id };
}

/**
 * What the person's stored leads make of a new one: the lead it repeats, or else the person's first lead in the
 * window it is a duplicate of (neither, for a person's first lead). Read in one look-up of the person's leads
 * (the duplicate window, at least a day, holds the repeat window), or, for a person with more than PERSON_LEADS_READ
 * of them, in the look-ups of each.
 */
async function storedOfPerson(
  executor: LeadDatabase,
  row: LeadsTable,
  windowDays: number,
): Promise<{ repeats?: string; duplicateOf?: string }> {
  const values = personInWindow(row, windowDays);
  if (!values) return {};
  const leads = await leadsOfPerson(executor, values);
  if (leads.length > PERSON_LEADS_READ) {
    const repeats = await repeatOf(executor, row);
    return repeats ? { repeats } : { duplicateOf: await firstOfPerson(executor, row, windowDays) };
  }
  const repeatSince = new Date(Date.parse(row.received_at) - REPEAT_WINDOW_MS).toISOString();
  const repeat = earliest(
    leads.filter((lead) => lead.payload_hash === row.payload_hash && lead.received_at >= repeatSince),
  );
  if (repeat) return { repeats: repeat.id };
  const first = earliest(leads.filter((lead) => lead.duplicate_of === null)) ?? earliest(leads);
  return { duplicateOf: first?.id };
}

/**
 * Writes a lead unless a lead with its id is there already or it repeats one, marking it a duplicate of the
 * person's first lead in the window. Runs in the caller's transaction: a new lead's deliveries commit with it or not
 * at all. On PostgreSQL, leads of one person are written one at a time (a transaction lock on each of the
 * identity's parts), so two of them arriving together cannot both miss each other and both count as first.
 */
export async function writeLead(
  executor: LeadDatabase,
  { row, destinations, withheld, withheldFromSale, receipt, boughtCents, notice }: LeadWrite,
  settings: LeadWriteSettings,
): Promise<Written> {
  const identity: Identity = { email: row.email_identity, phone: row.phone_identity };
  if (settings.onPostgres) {
    for (const key of advisoryLockKeys(identity, row.payload_hash)) {
      await sql`select pg_advisory_xact_lock(${key}::bigint)`.execute(executor);
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

import { sql } from 'kysely';
import { identityMatches } from './contact-match';
import type { LeadsTable } from './database';
import { preparedStatement, type StatementTarget } from './prepared-statement';

/**
 * What a person's stored leads make of a new lead of theirs, read inside the new lead's transaction
 * (lead-writes.ts): the lead it repeats (the same payload a moment ago), or the person's first lead in the
 * duplicate window, which it is a duplicate of.
 */

/** How long the same payload again (under a new lead_id) is a repeat, not a new lead: LeadProsper's 60 s. */
export const REPEAT_WINDOW_MS = 60_000;
const DAY_MS = 86_400_000;

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
function byWayKnown<Row>(statement: () => (db: StatementTarget, values: PersonSince) => Promise<Row[]>) {
  const ways = { email: statement(), phone: statement(), both: statement() };
  return (db: StatementTarget, values: PersonSince) =>
    (values.email && values.phone ? ways.both : values.email ? ways.email : ways.phone)(db, values);
}

/** The person's leads in the window but the new lead itself. */
function personSince(values: PersonSince) {
  const person = identityMatches({ email: values.email ?? '', phone: values.phone ?? '' })!;
  return sql<boolean>`${person} and received_at >= ${values.since} and id != ${values.id}`;
}

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

/**
 * The same payload stored under another id within the last REPEAT_WINDOW_MS: this lead is a repeat of it. Looked up
 * by the e-mail when the lead has one, else by the phone: the same payload has both the same.
 */
async function repeatOf(executor: StatementTarget, row: LeadsTable): Promise<string | undefined> {
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
  executor: StatementTarget,
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
export async function storedOfPerson(
  executor: StatementTarget,
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

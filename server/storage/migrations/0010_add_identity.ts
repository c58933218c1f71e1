import { randomBytes } from 'node:crypto';
import type { Kysely, Migration } from 'kysely';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * The identity rule as it was when this migration was written (guards/identity.ts on 2026-11-25), copied here so
 * that changing the live rule never changes what this migration writes: a database migrated later gets the
 * identities one migrated then got, and the migrations after it start from the same rows.
 */
function canonicalEmail(value: string | undefined): string {
  const trimmed = (value ?? '').trim();
  if (!trimmed) return '';
  return trimmed.normalize('NFC').toUpperCase().toLowerCase().normalize('NFC');
}

function canonicalPhone(value: string | undefined): string {
  const text = (value ?? '').trim();
  if (!/\d/.test(text)) return '';
  const parsed = parsePhoneNumberFromString(text, 'US');
  return parsed?.isPossible() ? parsed.number : '';
}

function identityOf(contact: { email?: string; phone?: string }): { email: string; phone: string } {
  return { email: canonicalEmail(contact.email), phone: canonicalPhone(contact.phone) };
}

/** The name the server reads its identity-hashing secret under (server/storage/identity-hash.ts). */
const IDENTITY_HASH_SECRET_NAME = 'identity-hash';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const identityColumns = async (table: string, columns: readonly string[]) => {
      for (const column of columns) {
        await db.schema
          .alterTable(table)
          .addColumn(column, 'text', (definition) => definition.notNull().defaultTo(''))
          .execute();
      }
    };
    const index = async (name: string, table: string, columns: string[]) => {
      await db.schema.createIndex(name).ifNotExists().on(table).columns(columns).execute();
    };
    await identityColumns('leads', ['email_identity', 'phone_identity', 'payload_hash']);
    await db.schema.alterTable('leads').addColumn('duplicate_of', 'text').execute();
    // Duplicates look back a window of days from now, repeats 60 s: each by identity (or payload) and time.
    await index('leads_email_identity', 'leads', ['email_identity', 'received_at']);
    await index('leads_phone_identity', 'leads', ['phone_identity', 'received_at']);
    await index('leads_payload_hash', 'leads', ['payload_hash', 'received_at']);
    await index('leads_duplicate_of', 'leads', ['duplicate_of']);
    await identityColumns('sessions', ['email_identity', 'phone_identity']);
    await index('sessions_email_identity', 'sessions', ['email_identity']);
    await index('sessions_phone_identity', 'sessions', ['phone_identity']);
    await identityColumns('sms_outbox', ['phone_identity']);
    await index('sms_outbox_phone_identity', 'sms_outbox', ['phone_identity']);
    // Phone verification keys its rows by a hash of the E.164 phone already; erasure finds approvals by it.
    await index('phone_approvals_phone', 'phone_approvals', ['phone_key']);
    await identityColumns('privacy_requests', [
      'email_identity',
      'phone_identity',
      'email_hash',
      'phone_hash',
    ]);
    await index('privacy_requests_email_identity', 'privacy_requests', ['email_identity']);
    await index('privacy_requests_phone_identity', 'privacy_requests', ['phone_identity']);
    await index('privacy_requests_email_hash', 'privacy_requests', ['email_hash']);
    await index('privacy_requests_phone_hash', 'privacy_requests', ['phone_hash']);
    await db.schema
      .createTable('server_secrets')
      .ifNotExists()
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('value', 'text', (column) => column.notNull())
      .execute();
    await fillIdentities(db as Kysely<IdentityBackfillSchema>);
    await (db as Kysely<IdentityBackfillSchema>)
      .insertInto('server_secrets')
      .values({ name: IDENTITY_HASH_SECRET_NAME, value: randomBytes(32).toString('base64url') })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    await eraseSearchedContacts(db as Kysely<IdentityBackfillSchema>);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('server_secrets').ifExists().execute();
    const drops: [string, string[]][] = [
      ['privacy_requests', ['phone_hash', 'email_hash', 'phone_identity', 'email_identity']],
      ['sms_outbox', ['phone_identity']],
      ['sessions', ['phone_identity', 'email_identity']],
      ['leads', ['duplicate_of', 'payload_hash', 'phone_identity', 'email_identity']],
    ];
    for (const name of [
      'privacy_requests_phone_hash',
      'privacy_requests_email_hash',
      'privacy_requests_phone_identity',
      'privacy_requests_email_identity',
      'phone_approvals_phone',
      'sms_outbox_phone_identity',
      'sessions_phone_identity',
      'sessions_email_identity',
      'leads_duplicate_of',
      'leads_payload_hash',
      'leads_phone_identity',
      'leads_email_identity',
    ]) {
      await db.schema.dropIndex(name).ifExists().execute();
    }
    for (const [table, columns] of drops) {
      for (const column of columns) await db.schema.alterTable(table).dropColumn(column).execute();
    }
  },
};

/** The tables as migration 0010 fills them: only the columns it reads and writes. */
interface IdentityBackfillSchema {
  audit_log: { id: string; action: string; subject: string };
  leads: { id: string; lead_json: string; email_identity: string; phone_identity: string };
  sessions: { id: string; answers_json: string; email_identity: string; phone_identity: string };
  sms_outbox: { id: string; phone: string; phone_identity: string };
  privacy_requests: {
    id: string;
    email: string;
    phone: string;
    email_identity: string;
    phone_identity: string;
  };
  server_secrets: { name: string; value: string };
}

/** Rows read per query while filling the identities of existing rows, so memory stays flat on any size. */
const BACKFILL_BATCH = 500;

function contactOf(json: string): { email?: string; phone?: string } {
  try {
    const parsed = JSON.parse(json) as Record<string, unknown>;
    return {
      email: typeof parsed.email === 'string' ? parsed.email : undefined,
      phone: typeof parsed.phone === 'string' ? parsed.phone : undefined,
    };
  } catch {
    return {};
  }
}

/**
 * The audit log kept each export's filters as asked, a searched e-mail or phone included. From 0010 on it keeps a
 * keyed hash of a search instead; the searches already kept are erased (`search=erased`): the log still says a
 * search was part of the export.
 */
async function eraseSearchedContacts(db: Kysely<IdentityBackfillSchema>): Promise<void> {
  const exports = await db
    .selectFrom('audit_log')
    .select(['id', 'subject'])
    .where('action', '=', 'export')
    .where('subject', 'like', '%search=%')
    .execute();
  for (const row of exports) {
    const query = new URLSearchParams(row.subject);
    if (!query.has('search')) continue;
    query.set('search', 'erased');
    await db.updateTable('audit_log').set({ subject: query.toString() }).where('id', '=', row.id).execute();
  }
}

/** Gives every row stored before migration 0010 its identity, a batch at a time in id order. */
async function fillIdentities(db: Kysely<IdentityBackfillSchema>): Promise<void> {
  async function each<Row extends { id: string }>(
    read: (after: string) => Promise<Row[]>,
    write: (row: Row) => Promise<unknown>,
  ) {
    let after = '';
    for (;;) {
      const rows = await read(after);
      for (const row of rows) await write(row);
      if (rows.length < BACKFILL_BATCH) return;
      after = rows.at(-1)!.id;
    }
  }
  await each(
    (after) =>
      db
        .selectFrom('leads')
        .select(['id', 'lead_json'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(BACKFILL_BATCH)
        .execute(),
    (row) => {
      const identity = identityOf(contactOf(row.lead_json));
      return db
        .updateTable('leads')
        .set({ email_identity: identity.email, phone_identity: identity.phone })
        .where('id', '=', row.id)
        .execute();
    },
  );
  await each(
    (after) =>
      db
        .selectFrom('sessions')
        .select(['id', 'answers_json'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(BACKFILL_BATCH)
        .execute(),
    (row) => {
      const identity = identityOf(contactOf(row.answers_json));
      return db
        .updateTable('sessions')
        .set({ email_identity: identity.email, phone_identity: identity.phone })
        .where('id', '=', row.id)
        .execute();
    },
  );
  await each(
    (after) =>
      db
        .selectFrom('sms_outbox')
        .select(['id', 'phone'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(BACKFILL_BATCH)
        .execute(),
    (row) =>
      db
        .updateTable('sms_outbox')
        .set({ phone_identity: canonicalPhone(row.phone) })
        .where('id', '=', row.id)
        .execute(),
  );
  await each(
    (after) =>
      db
        .selectFrom('privacy_requests')
        .select(['id', 'email', 'phone'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(BACKFILL_BATCH)
        .execute(),
    (row) => {
      const identity = identityOf(row);
      return db
        .updateTable('privacy_requests')
        .set({ email_identity: identity.email, phone_identity: identity.phone })
        .where('id', '=', row.id)
        .execute();
    },
  );
}

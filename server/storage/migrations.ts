import { randomBytes } from 'node:crypto';
import { Migrator, PostgresAdapter, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { canonicalPhone, identityOf } from '../../guards/identity';
import { IDENTITY_HASH_SECRET_NAME } from './identity-hash';
import type { LeadDatabase } from './database';

/**
 * The schema's history, in code so it ships inside the server and runs at every start. Append new migrations;
 * never edit one that has run somewhere. Names sort in the order they apply.
 */
// Migrations see the database as it was then, not as DatabaseSchema describes it now.
/** The session columns the drop-off filters read (migration 0012). */
const SESSION_TRAFFIC_COLUMNS = ['device', 'utm_source', 'affid'] as const;

const migrations: Record<string, Migration> = {
  '0001_create_leads': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('leads')
        .ifNotExists()
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('source', 'text', (column) => column.notNull())
        .addColumn('received_at', 'text', (column) => column.notNull())
        .addColumn('lead_is_qualified', 'text', (column) => column.notNull())
        .addColumn('dq_reason', 'text', (column) => column.notNull())
        .addColumn('lead_json', 'text', (column) => column.notNull())
        .addColumn('claimed_json', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('leads_received_at')
        .ifNotExists()
        .on('leads')
        .column('received_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('leads').ifExists().execute();
    },
  },
  '0002_create_notifications_and_email_failures': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('notifications')
        .ifNotExists()
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('text', 'text', (column) => column.notNull())
        .addColumn('delivered_to', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('notifications_created_at')
        .ifNotExists()
        .on('notifications')
        .column('created_at')
        .execute();
      await db.schema
        .createTable('email_check_failures')
        .ifNotExists()
        .addColumn('email_key', 'text', (column) => column.primaryKey())
        .addColumn('failures', 'integer', (column) => column.notNull())
        .addColumn('last_failed_at', 'text', (column) => column.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('email_check_failures').ifExists().execute();
      await db.schema.dropTable('notifications').ifExists().execute();
    },
  },
  '0003_create_privacy_requests': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('privacy_requests')
        .ifNotExists()
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('received_at', 'text', (column) => column.notNull())
        .addColumn('first_name', 'text', (column) => column.notNull())
        .addColumn('last_name', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('phone', 'text', (column) => column.notNull())
        .addColumn('state', 'text', (column) => column.notNull())
        .addColumn('details', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('privacy_requests_received_at')
        .ifNotExists()
        .on('privacy_requests')
        .column('received_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('privacy_requests').ifExists().execute();
    },
  },
  '0004_add_lead_validation_issues': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('leads')
        .addColumn('validation_issues_json', 'text', (column) => column.notNull().defaultTo('[]'))
        .execute();
      await db.schema
        .alterTable('leads')
        .addColumn('needs_review', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('leads').dropColumn('needs_review').execute();
      await db.schema.alterTable('leads').dropColumn('validation_issues_json').execute();
    },
  },
  '0005_create_deliveries': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('deliveries')
        .ifNotExists()
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('lead_id', 'text', (column) => column.notNull())
        .addColumn('destination', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (column) => column.notNull())
        .addColumn('claimed_until', 'text')
        .addColumn('claimed_by', 'text')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .addColumn('outcome', 'text', (column) => column.notNull().defaultTo(''))
        .execute();
      // The worker's claim looks for due queued deliveries; operators list them by status and destination.
      await db.schema
        .createIndex('deliveries_due')
        .ifNotExists()
        .on('deliveries')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema
        .createIndex('deliveries_destination_status')
        .ifNotExists()
        .on('deliveries')
        .columns(['destination', 'status'])
        .execute();
      await db.schema
        .createIndex('deliveries_lead')
        .ifNotExists()
        .on('deliveries')
        .column('lead_id')
        .execute();
      await db.schema
        .createIndex('deliveries_created_at')
        .ifNotExists()
        .on('deliveries')
        .columns(['created_at', 'id'])
        .execute();
      await db.schema
        .createTable('delivery_attempts')
        .ifNotExists()
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('delivery_id', 'text', (column) => column.notNull())
        .addColumn('attempted_at', 'text', (column) => column.notNull())
        .addColumn('duration_ms', 'integer', (column) => column.notNull())
        .addColumn('http_status', 'integer')
        .addColumn('verdict', 'text', (column) => column.notNull())
        .addColumn('outcome', 'text', (column) => column.notNull())
        .addColumn('answer', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('delivery_attempts_delivery')
        .ifNotExists()
        .on('delivery_attempts')
        .columns(['delivery_id', 'attempted_at'])
        .execute();
      await db.schema
        .createTable('lead_verifications')
        .ifNotExists()
        .addColumn('lead_id', 'text', (column) => column.primaryKey())
        .addColumn('checked_at', 'text', (column) => column.notNull())
        .addColumn('outcome', 'text', (column) => column.notNull())
        .addColumn('answer', 'text', (column) => column.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('lead_verifications').ifExists().execute();
      await db.schema.dropTable('delivery_attempts').ifExists().execute();
      await db.schema.dropTable('deliveries').ifExists().execute();
    },
  },
  '0006_create_sessions': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sessions')
        .ifNotExists()
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('variant', 'text', (column) => column.notNull())
        .addColumn('route_path', 'text', (column) => column.notNull())
        .addColumn('experiment', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('arm', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .addColumn('current_step', 'text', (column) => column.notNull())
        .addColumn('steps_json', 'text', (column) => column.notNull())
        .addColumn('answers_json', 'text', (column) => column.notNull())
        .addColumn('submitted', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      // The funnel analytics read one variant's sessions by date; the purge finds the stale ones.
      await db.schema
        .createIndex('sessions_variant_created_at')
        .ifNotExists()
        .on('sessions')
        .columns(['variant', 'created_at'])
        .execute();
      await db.schema
        .createIndex('sessions_updated_at')
        .ifNotExists()
        .on('sessions')
        .column('updated_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('sessions').ifExists().execute();
    },
  },
  '0007_create_phone_verification': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('phone_codes')
        .ifNotExists()
        .addColumn('phone_key', 'text', (column) => column.primaryKey())
        .addColumn('code_hash', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .addColumn('wrong_tries', 'integer', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('sms_sends')
        .ifNotExists()
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('phone_key', 'text', (column) => column.notNull())
        .addColumn('ip_key', 'text', (column) => column.notNull())
        .addColumn('sent_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('sms_sends_phone')
        .ifNotExists()
        .on('sms_sends')
        .columns(['phone_key', 'sent_at'])
        .execute();
      await db.schema
        .createIndex('sms_sends_ip')
        .ifNotExists()
        .on('sms_sends')
        .columns(['ip_key', 'sent_at'])
        .execute();
      await db.schema
        .createTable('phone_approvals')
        .ifNotExists()
        .addColumn('lead_id', 'text', (column) => column.notNull())
        .addColumn('phone_key', 'text', (column) => column.notNull())
        .addColumn('approved_at', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('phone_approvals_pk', ['lead_id', 'phone_key'])
        .execute();
      await db.schema
        .createTable('sms_outbox')
        .ifNotExists()
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('sent_at', 'text', (column) => column.notNull())
        .addColumn('phone', 'text', (column) => column.notNull())
        .addColumn('body', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('sms_outbox_sent_at')
        .ifNotExists()
        .on('sms_outbox')
        .column('sent_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['sms_outbox', 'phone_approvals', 'sms_sends', 'phone_codes']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  },
  '0008_create_operator_console': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('operator_sessions')
        .ifNotExists()
        .addColumn('id_hash', 'text', (column) => column.primaryKey())
        .addColumn('operator', 'text', (column) => column.notNull())
        .addColumn('csrf_token', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('operator_sessions_expires_at')
        .ifNotExists()
        .on('operator_sessions')
        .column('expires_at')
        .execute();
      await db.schema
        .createTable('audit_log')
        .ifNotExists()
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('at', 'text', (column) => column.notNull())
        .addColumn('operator', 'text', (column) => column.notNull())
        .addColumn('action', 'text', (column) => column.notNull())
        .addColumn('subject', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('audit_log_at')
        .ifNotExists()
        .on('audit_log')
        .columns(['at', 'id'])
        .execute();
      await db.schema.alterTable('privacy_requests').addColumn('done_at', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('privacy_requests').dropColumn('done_at').execute();
      await db.schema.dropTable('audit_log').ifExists().execute();
      await db.schema.dropTable('operator_sessions').ifExists().execute();
    },
  },
  '0009_create_certificate_retentions': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('certificate_retentions')
        .ifNotExists()
        .addColumn('lead_id', 'text', (column) => column.primaryKey())
        .addColumn('checked_at', 'text', (column) => column.notNull())
        .addColumn('outcome', 'text', (column) => column.notNull())
        .addColumn('reason', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'text')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('certificate_retentions').ifExists().execute();
    },
  },
  '0010_add_identity': {
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
  },
  '0011_add_lead_recovered_from': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('leads')
        .addColumn('recovered_from', 'text', (column) => column.notNull().defaultTo(''))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('leads').dropColumn('recovered_from').execute();
    },
  },
  '0012_add_session_traffic': {
    // The drop-off filters: the device is derived from the session report's User-Agent (no user agent or viewport
    // was stored before), the source and affiliate come with the report. Sessions from before read as ''.
    async up(db: Kysely<unknown>) {
      for (const column of SESSION_TRAFFIC_COLUMNS) {
        await db.schema
          .alterTable('sessions')
          .addColumn(column, 'text', (definition) => definition.notNull().defaultTo(''))
          .execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const column of SESSION_TRAFFIC_COLUMNS)
        await db.schema.alterTable('sessions').dropColumn(column).execute();
    },
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

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/**
 * On PostgreSQL, the schema the connection works in (its search_path). Kysely otherwise looks for its own
 * bookkeeping tables in every schema, and a database holding two deployments' schemas would confuse it.
 */
async function currentPostgresSchema(db: LeadDatabase): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

async function migrator(db: LeadDatabase): Promise<Migrator> {
  return new Migrator({ db, provider, migrationTableSchema: await currentPostgresSchema(db) });
}

function throwIfFailed({ error }: { error?: unknown }): void {
  if (error) throw error instanceof Error ? error : new Error('Database migration failed');
}

/** Brings the database up to the latest schema; throws (and so stops the start) when a migration fails. */
export async function migrateToLatest(db: LeadDatabase): Promise<void> {
  throwIfFailed(await (await migrator(db)).migrateToLatest());
}

/** Brings the database to the schema as one migration left it: how a test makes a database of an older release. */
export async function migrateTo(db: LeadDatabase, name: string): Promise<void> {
  throwIfFailed(await (await migrator(db)).migrateTo(name));
}

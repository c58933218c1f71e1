import { Kysely, PostgresDialect, SqliteDialect, type Generated } from 'kysely';
import pg from 'pg';
import { openSqliteForKysely } from './sqlite-driver';

/** Every column is text so that SQLite and PostgreSQL store and compare exactly the same values. */
export interface LeadsTable {
  /** The lead_id the browser made: the idempotency key. */
  id: string;
  source: string;
  /** ISO 8601 instant in UTC; sorts as time. */
  received_at: string;
  lead_is_qualified: string;
  dq_reason: string;
  lead_json: string;
  claimed_json: string;
  /** What was wrong with the lead as it arrived (JSON list of { field, message }); it was stored anyway. */
  validation_issues_json: string;
  /** 1 when the lead has validation issues an operator should look at. */
  needs_review: number;
  /** '' for a lead stored from its own call; 'session' when the session report stored it first. */
  recovered_from: string;
  /** The canonical e-mail and phone every match compares (guards/identity.ts; migration 0010); '' when none. */
  email_identity: string;
  phone_identity: string;
  /** The first lead of the same person within DUPLICATE_WINDOW_DAYS; null when this is the first. */
  duplicate_of: string | null;
  /** A hash of the field map as posted, but its lead_id: the same payload again within 60 s is a repeat. */
  payload_hash: string;
  /** Each stored field's source (`step:<name>`, `derived`, `tracking`, …; migration 0014), as JSON. */
  sources_json: string;
  /** The trail the lead was replayed from, as it came (JSON list of { step, values }); [] when none. */
  trail_json: string;
  /** What it cost to buy, in cents (migration 0028); null when no cost was configured when it came. */
  bought_cents: number | null;
}

/** Everything operators are told, kept whatever Slack and e-mail did with it: the console lists it. */
export interface NotificationsTable {
  id: string;
  created_at: string;
  kind: string;
  text: string;
  /** The channels that took it, comma-separated ('slack', 'email', 'slack, email'), or 'stored' when none did. */
  delivered_to: string;
}

/** Failed e-mail checks per address. The key is a SHA-256 of the normalised address, never the address. */
export interface EmailCheckFailuresTable {
  email_key: string;
  failures: number;
  last_failed_at: string;
}

/** "Do not sell my information" requests (migration 0003). */
export interface PrivacyRequestsTable {
  id: string;
  /** ISO 8601 instant in UTC; sorts as time. */
  received_at: string;
  first_name: string;
  last_name: string;
  email: string;
  /** Ten digits, or '' when not given. */
  phone: string;
  state: string;
  details: string;
  /** When an operator marked it done (migration 0008); null while open. */
  done_at: string | null;
  /** The canonical e-mail and phone (migration 0010); emptied, with email and phone, once the request is honoured. */
  email_identity: string;
  phone_identity: string;
  /**
   * Keyed hashes of the canonical e-mail and phone, kept once the request is honoured and its contact details
   * are gone, so that the person's later leads are still suppressed; '' until then.
   */
  email_hash: string;
  phone_hash: string;
}

/**
 * One row per lead and destination (migration 0005), written in the lead's own transaction. Its id is the
 * idempotency key every attempt sends: `<lead id>:<destination name>`.
 */
export interface DeliveriesTable {
  id: string;
  lead_id: string;
  destination: string;
  /** queued, delivered, rejected, dead or suppressed (server/delivery/statuses.ts). */
  status: string;
  /** Attempts since the delivery was last queued by hand; the retry schedule counts these. */
  attempts: number;
  /** ISO 8601 instant: a queued delivery is not sent before it. */
  next_attempt_at: string;
  /** While a worker sends it: until when its claim holds, and which worker holds it. */
  claimed_until: string | null;
  claimed_by: string | null;
  created_at: string;
  updated_at: string;
  /** The last outcome in a word or two (ACCEPTED, HTTP 500, timed out, Do-Not-Sell request). */
  outcome: string;
  /**
   * Set on a revocation notice (migration 0017): the consent revocation this row tells the destination of, in
   * place of sending a lead. Null on a lead's delivery.
   */
  revocation_id?: string | null;
}

/** Every attempt to send a delivery, kept for operators. */
export interface DeliveryAttemptsTable {
  id: string;
  delivery_id: string;
  attempted_at: string;
  duration_ms: number;
  /** The HTTP status answered, or null when nothing was (network error, timeout). */
  http_status: number | null;
  /** delivered, retry, rejected. */
  verdict: string;
  outcome: string;
  /** The first 2 KB of the answer. */
  answer: string;
}

/** The pre-post verification of a lead (the spec's call table), asked once before its first send. */
export interface LeadVerificationsTable {
  lead_id: string;
  checked_at: string;
  /** HTTP 200, timed out, unreachable: the verification's failure never stops a delivery. */
  outcome: string;
  /** The first 2 KB of the answer. */
  answer: string;
}

/** TrustedForm's retention of a lead's certificate, asked once before its first send (TRUSTEDFORM_API_KEY). */
/** A lead's consent receipt (server/consent-receipt.ts), written in the lead's own transaction. */
export interface ConsentReceiptsTable {
  lead_id: string;
  created_at: string;
  /** Pruned after this time (CONSENT_RECEIPT_RETENTION_DAYS from its making). */
  keep_until: string;
  /** The receipt as made: the RFC 8785 canonical JSON its digest is over. */
  receipt_json: string;
  /** SHA-256 of receipt_json, lower-case hex. */
  digest: string;
}

export interface CertificateRetentionsTable {
  lead_id: string;
  checked_at: string;
  /** retained, failed or skipped. */
  outcome: string;
  /** Why it failed or was skipped (HTTP 404, timed out, no certificate); empty when retained. */
  reason: string;
  /** When TrustedForm keeps the retained certificate until, as it answered. */
  expires_at: string | null;
}

/** A visitor's funnel so far (a partial lead), saved as they go and kept PARTIAL_RETENTION_DAYS. */
export interface SessionsTable {
  /** The funnel's lead_id. */
  id: string;
  variant: string;
  /** The route the visitor walked (/survey/v4nv). */
  route_path: string;
  /** The experiment and arm that sent the visitor to this variant; empty when none. */
  experiment: string;
  arm: string;
  /** ISO 8601 instants in UTC, the server's: the first save and the last. */
  created_at: string;
  updated_at: string;
  /** The step shown at the last save: where a visitor who left, left. */
  current_step: string;
  /** JSON list of { step, seconds }: the path taken, in order, and the time on each step. */
  steps_json: string;
  /** JSON of the answers so far: personal data, never logged. */
  answers_json: string;
  /** 1 once the funnel posted its lead. */
  submitted: number;
  /** The canonical e-mail and phone of the answers so far (migration 0010); '' when none. */
  email_identity: string;
  phone_identity: string;
  /** 'phone' or 'desktop', from the User-Agent of the session's reports (migration 0012); '' before it. */
  device: Generated<string>;
  /** The landing URL's utm_source and affid as the report gave them (migration 0012); '' when none. */
  utm_source: Generated<string>;
  affid: Generated<string>;
}

/** The embedded sender's live code per phone (hashed both), until it expires or is used. */
export interface PhoneCodesTable {
  phone_key: string;
  code_hash: string;
  expires_at: string;
  wrong_tries: number;
}

/** Every code sent, by phone and by client IP (both hashed): the limits against SMS pumping count these. */
export interface SmsSendsTable {
  id: string;
  phone_key: string;
  ip_key: string;
  sent_at: string;
}

/** A phone the server approved for a lead: the only source of `sms_verified` yes. */
export interface PhoneApprovalsTable {
  lead_id: string;
  phone_key: string;
  approved_at: string;
}

/** What the embedded sender "sent" (no SMS leaves): operators read it at /api/sms-outbox. */
export interface SmsOutboxTable {
  id: string;
  sent_at: string;
  phone: string;
  body: string;
  /** The phone's canonical E.164 form (migration 0010), what erasure matches. */
  phone_identity: string;
}

/** A signed-in operator of the console (migration 0008). The cookie's value is never stored, only its hash. */
export interface OperatorSessionsTable {
  id_hash: string;
  /** The operator's name from OPERATORS, or `admin` for ADMIN_TOKEN. */
  operator: string;
  /** Sent back in X-CSRF-Token on every change the console makes. */
  csrf_token: string;
  created_at: string;
  expires_at: string;
  /** The account signed in (migration 0020); empty for a session from before accounts, which finds no account. */
  account_id: string;
}

/** An operator's account (migration 0020). */
export interface OperatorAccountsTable {
  id: string;
  /** Lower-cased; an account taken in from OPERATORS keeps its name here. */
  email: string;
  /** viewer, member or admin (services/api/operator-roles.ts). */
  role: string;
  /** `scrypt:<salt>:<key hex>`. */
  password_hash: string;
  /** Base32 TOTP secret; until totp_enabled is 1, the one offered at the account's first sign-in. */
  totp_secret: string;
  totp_enabled: number;
  /** JSON array of SHA-256 hashes of the unused recovery codes. */
  recovery_codes: string;
  created_at: string;
  /** The TOTP time step (Unix seconds / 30) of the last code taken (migration 0024): an older or equal one is refused. */
  totp_last_step: number;
}

/** A key an admin made for a tool (migration 0020): only its hash is stored. */
export interface ApiKeysTable {
  id: string;
  name: string;
  role: string;
  key_hash: string;
  created_at: string;
  created_by: string;
  revoked_at: string | null;
  last_used_at: string | null;
}

/** What operators did that others may need to account for: sign-ins, exports, retries, privacy honours. */
export interface AuditLogTable {
  id: string;
  at: string;
  operator: string;
  /** sign-in, sign-out, search, export, retry, privacy-done, privacy-honour. */
  action: string;
  /**
   * What it was done to, never personal data: a delivery id, a request id, a filter (a searched e-mail or phone
   * only as a keyed hash), a count.
   */
  subject: string;
  /** The role the operator acted in (migration 0019); empty for an unknown caller's failure. */
  role: string;
  /** The client address, replaced by its keyed hash after 30 days (address_hashed 1). */
  address: string;
  address_hashed: number;
}

/** Wrong credentials per (account, address) or per address, shared by every process (migration 0019). */
export interface CredentialFailuresTable {
  /** SHA-256 of what is counted (`sign-in|<account>|<address>`, `key|<address>`): no address is stored. */
  key_hash: string;
  failures: number;
  last_at: string;
  /** ISO instant until which the next try is refused unchecked; the epoch when not locked. */
  locked_until: string;
}

/** Secrets the server made for itself at its first migration (migration 0010): the identity hash key. */
export interface ServerSecretsTable {
  name: string;
  value: string;
}

/** An operators' alert, on or off, shared by every process (migration 0013). */
export interface AlertStatesTable {
  /** What it is about: `queued-age:<destination>`, `dead:<destination>`. */
  key: string;
  /** 1 while on. */
  active: number;
  changed_at: string;
}

/**
 * A consumer's revocation of consent to calls and texts (migration 0017): matched by identity, it stops texts
 * and deliveries to the person and is sent to every destination that had their lead.
 */
export interface ConsentRevocationsTable {
  id: string;
  /** ISO 8601 instant in UTC. */
  received_at: string;
  /** sms, web, email or call. */
  channel: string;
  /** The canonical e-mail and phone it names ('' for what it does not name). */
  email_identity: string;
  phone_identity: string;
  /** YYYY-MM-DD: the last day to honour it, 10 business days after the day it came. */
  honour_by: string;
  /** The operator who noted it (an e-mail or a call), '' when the person sent it. */
  operator: string;
  /** How many pending deliveries of the person's leads it withheld when it came. */
  deliveries_withheld: number;
}

/** A lead sold, or held for sale, to a buyer (migration 0021): written with its cap counters in one transaction. */
export interface SalesTable {
  id: string;
  lead_id: string;
  /** The buyer's id in SELLING_CONFIG. */
  buyer_id: string;
  price_cents: number;
  /** reserved (its cap slot held while the lead is posted), sold, or released (the buyer refused it). */
  status: string;
  /** ISO 8601 instant in UTC: when the slot was reserved. */
  sold_at: string;
  updated_at: string;
  /** The buyer's zone and the periods it counted in there: the local date, its week's Monday, year-month. */
  time_zone: string;
  day_key: string;
  week_key: string;
  month_key: string;
  /** The days the buyer had to return the lead when it bought it; null on sales made before returns. */
  return_window_days: number | null;
}

export interface LeadReturnsTable {
  id: string;
  /** One return per sale at most. */
  sale_id: string;
  lead_id: string;
  buyer_id: string;
  reason: string;
  /** The buyer's own words, capped. */
  note: string;
  /** `buyer`, or `operator:<who>` for one filed on the buyer's behalf. */
  filed_by: string;
  returned_at: string;
  /** pending, approved or rejected. */
  status: string;
  decided_at: string | null;
  /** `rule:<name>` or `operator:<who>`. */
  decided_by: string | null;
  decision_note: string;
  /** The sale's price once approved, else 0. */
  refund_cents: number;
  /** The evidence pack as JSON, as it was when the lead came back. */
  evidence: string;
}

/**
 * The auction of one stored lead (migration 0022): queued with the lead, claimed by one process at a time, and its
 * record once run.
 */
export interface AuctionsTable {
  lead_id: string;
  /** queued, sold, unsold (server/selling/auction-statuses.ts). */
  status: string;
  /** How many times a worker took it up: more than one means a process died while running it. */
  runs: number;
  /** While a worker runs it: until when its claim holds, and which worker holds it. */
  claimed_until: string | null;
  claimed_by: string | null;
  created_at: string;
  updated_at: string;
  /** The result in words (sold to 2 buyers, no eligible buyer, nobody bid). */
  outcome: string;
  /** The steps of the auction as JSON (AuctionRecordStep[]); [] until it has run. */
  steps_json: string;
  /**
   * The statechart's transitions it took, as JSON (server/auction/auction-chart.ts names them; migration 0027):
   * null until it ends, and for auctions that ended before it was recorded; [] when the machine did not run.
   */
  path_json: string | null;
}

/** How many sales and how much money a buyer has in one cap period (migration 0021). */
export interface SaleCountersTable {
  buyer_id: string;
  /** day, week or month. */
  period: string;
  /** The sales' day_key, week_key or month_key. */
  period_key: string;
  sales: number;
  cents: number;
}

export interface DatabaseSchema {
  sales: SalesTable;
  lead_returns: LeadReturnsTable;
  auctions: AuctionsTable;
  sale_counters: SaleCountersTable;
  consent_revocations: ConsentRevocationsTable;
  alert_states: AlertStatesTable;
  server_secrets: ServerSecretsTable;
  operator_sessions: OperatorSessionsTable;
  audit_log: AuditLogTable;
  credential_failures: CredentialFailuresTable;
  operator_accounts: OperatorAccountsTable;
  api_keys: ApiKeysTable;
  sessions: SessionsTable;
  phone_codes: PhoneCodesTable;
  sms_sends: SmsSendsTable;
  phone_approvals: PhoneApprovalsTable;
  sms_outbox: SmsOutboxTable;
  leads: LeadsTable;
  deliveries: DeliveriesTable;
  delivery_attempts: DeliveryAttemptsTable;
  lead_verifications: LeadVerificationsTable;
  certificate_retentions: CertificateRetentionsTable;
  consent_receipts: ConsentReceiptsTable;
  notifications: NotificationsTable;
  email_check_failures: EmailCheckFailuresTable;
  privacy_requests: PrivacyRequestsTable;
}

export type LeadDatabase = Kysely<DatabaseSchema>;

const SQLITE_PREFIX = 'sqlite:';
const POSTGRES_URL = /^postgres(ql)?:\/\//i;
export type DatabaseKind = 'sqlite' | 'postgres';

export function databaseKind(databaseUrl: string): DatabaseKind {
  if (POSTGRES_URL.test(databaseUrl)) return 'postgres';
  if (databaseUrl.startsWith(SQLITE_PREFIX)) return 'sqlite';
  throw new Error('DATABASE_URL must start with sqlite: or postgres:// or postgresql://');
}

/** What start-up may log about the database: a postgres URL carries a password, so only its kind is named. */
export function describeDatabase(databaseUrl: string): string {
  return databaseKind(databaseUrl) === 'postgres' ? 'postgres' : `sqlite file ${sqliteFile(databaseUrl)}`;
}

function sqliteFile(databaseUrl: string): string {
  const file = databaseUrl.slice(SQLITE_PREFIX.length);
  if (!file) throw new Error('DATABASE_URL sqlite: needs a file path, e.g. sqlite:data/leads.sqlite');
  return file;
}

/** One query layer for both engines: SQLite by default, PostgreSQL when several processes share the leads. */
export function createDatabase(
  databaseUrl: string,
  options: { onBrokenConnection?: (error: Error) => void } = {},
): LeadDatabase {
  if (databaseKind(databaseUrl) === 'postgres') {
    const pool = new pg.Pool({ connectionString: databaseUrl });
    // When PostgreSQL restarts (or a proxy drops a connection), every client emits 'error': an idle one through
    // the pool, one that is checked out (between two statements of a transaction, say) on itself. An
    // EventEmitter's unheard 'error' throws, and it would end the whole process (the replica test saw it). The
    // statement in flight fails on its own, the pool drops a client that is not queryable any more and connects
    // anew for the next query, so the error is only worth a log line.
    const broken = (error: Error) => options.onBrokenConnection?.(error);
    pool.on('error', broken);
    pool.on('connect', (client) => client.on('error', broken));
    return new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  }
  return new Kysely<DatabaseSchema>({
    dialect: new SqliteDialect({ database: openSqliteForKysely(sqliteFile(databaseUrl)) }),
  });
}

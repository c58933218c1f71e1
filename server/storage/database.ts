import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { sqliteDialect } from './sqlite-driver';
import type {
  ConsentReceiptsTable,
  ConsentRevocationsTable,
  LeadsTable,
  PrivacyRequestsTable,
  SessionsTable,
} from './tables/lead-tables';
import type {
  CertificateRetentionsTable,
  DeliveriesTable,
  DeliveryAttemptsTable,
  EmailCheckFailuresTable,
  LeadVerificationsTable,
} from './tables/delivery-tables';
import type {
  PhoneApprovalsTable,
  PhoneCodesTable,
  SmsOutboxTable,
  SmsSendsTable,
} from './tables/phone-tables';
import type {
  AlertStatesTable,
  ApiKeysTable,
  AuditLogTable,
  CredentialFailuresTable,
  NotificationsTable,
  OperatorAccountsTable,
  OperatorSessionsTable,
  ServerSecretsTable,
} from './tables/operator-tables';
import type { AuctionsTable, LeadReturnsTable, SaleCountersTable, SalesTable } from './tables/selling-tables';

export type * from './tables/lead-tables';
export type * from './tables/delivery-tables';
export type * from './tables/phone-tables';
export type * from './tables/operator-tables';
export type * from './tables/selling-tables';

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
  const file = sqliteFile(databaseUrl);
  const db = new Kysely<DatabaseSchema>({ dialect: sqliteDialect(file) });
  if (file !== ':memory:') fileOfDatabase.set(db, file);
  return db;
}

const fileOfDatabase = new WeakMap<LeadDatabase, string>();

/** The SQLite file a database made by createDatabase has open; undefined for PostgreSQL and for `:memory:`. */
export function sqliteFileOf(db: LeadDatabase): string | undefined {
  return fileOfDatabase.get(db);
}

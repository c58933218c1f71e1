/**
 * The operators and what they are told: accounts, sessions, keys, the audit log, sign-in failures, the server's
 * secrets, alerts and notifications. Each interface is a table as the database holds it (server/storage/database.ts
 * names them).
 */

/** Everything operators are told, kept whatever Slack and e-mail did with it: the console lists it. */
export interface NotificationsTable {
  id: string;
  created_at: string;
  kind: string;
  text: string;
  /** The channels that took it, comma-separated ('slack', 'email', 'slack, email'), or 'stored' when none did. */
  delivered_to: string;
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

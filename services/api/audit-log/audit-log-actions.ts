/**
 * What the audit log records: sign-ins, wrong passwords and keys, locks, API key uses, lead views (by id),
 * searches and exports (a search as a keyed hash, never the e-mail or phone searched for), retries, privacy
 * requests acted on, changes to accounts and keys, consent revocations an operator noted, and buyers' returns an
 * operator filed or decided. Apart from the contract, so the console's filter lists them
 * without zod.
 */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-out',
  'sign-in-failed',
  'key-failed',
  'lock',
  'key-use',
  'second-factor-on',
  'recovery-code-used',
  'search',
  'export',
  'lead-view',
  'retry',
  'privacy-done',
  'privacy-honour',
  'account-add',
  'account-role',
  'account-remove',
  'key-create',
  'key-revoke',
  'consent-revocation',
  'return-file',
  'return-approve',
  'return-reject',
] as const;

import type { Kysely, Migration } from 'kysely';

/**
 * Operators' accounts in the database (each with a role, a scrypt password hash, a TOTP secret and hashed
 * recovery codes), the API keys an admin makes for tools (stored only as hashes), and each console session tied
 * to its account, so removing an account ends its sessions at once.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('operator_accounts')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('email', 'text', (column) => column.notNull().unique())
      .addColumn('role', 'text', (column) => column.notNull())
      .addColumn('password_hash', 'text', (column) => column.notNull())
      .addColumn('totp_secret', 'text', (column) => column.notNull())
      .addColumn('totp_enabled', 'integer', (column) => column.notNull())
      .addColumn('recovery_codes', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('api_keys')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('role', 'text', (column) => column.notNull())
      .addColumn('key_hash', 'text', (column) => column.notNull().unique())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('created_by', 'text', (column) => column.notNull())
      .addColumn('revoked_at', 'text')
      .addColumn('last_used_at', 'text')
      .execute();
    await db.schema
      .alterTable('operator_sessions')
      .addColumn('account_id', 'text', (column) => column.notNull().defaultTo(''))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('operator_sessions').dropColumn('account_id').execute();
    await db.schema.dropTable('api_keys').execute();
    await db.schema.dropTable('operator_accounts').execute();
  },
};

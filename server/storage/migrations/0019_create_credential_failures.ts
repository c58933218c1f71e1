import type { Kysely, Migration } from 'kysely';

/**
 * Wrong passwords and wrong API keys, counted in the database so every server process slows the same guesser:
 * a row per (account, address) for sign-ins and per address for API keys, named by a hash, never the address.
 * The audit log gains the role and the client address of each entry (an address is hashed after 30 days).
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('credential_failures')
      .addColumn('key_hash', 'text', (column) => column.primaryKey())
      .addColumn('failures', 'integer', (column) => column.notNull())
      .addColumn('last_at', 'text', (column) => column.notNull())
      .addColumn('locked_until', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('credential_failures_last_at')
      .on('credential_failures')
      .column('last_at')
      .execute();
    await db.schema
      .alterTable('audit_log')
      .addColumn('role', 'text', (column) => column.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('audit_log')
      .addColumn('address', 'text', (column) => column.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('audit_log')
      .addColumn('address_hashed', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('audit_log').dropColumn('address_hashed').execute();
    await db.schema.alterTable('audit_log').dropColumn('address').execute();
    await db.schema.alterTable('audit_log').dropColumn('role').execute();
    await db.schema.dropTable('credential_failures').execute();
  },
};

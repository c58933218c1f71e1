import type { Kysely, Migration } from 'kysely';

/**
 * The last TOTP time step each account signed in with: a code is taken once (RFC 6238 §5.2), so a code seen over a
 * shoulder or caught in transit cannot open a second session while it is still within its window.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('operator_accounts')
      .addColumn('totp_last_step', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('operator_accounts').dropColumn('totp_last_step').execute();
  },
};

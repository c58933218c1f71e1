import type { Kysely, Migration } from 'kysely';

/**
 * What each lead cost to buy, in cents (its affiliate's payout: server/selling/lead-costs.ts), recorded when it is
 * stored so a later change of a payout never rewrites it. Null where no cost was configured when it came (and for
 * every lead stored before this column).
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('leads').addColumn('bought_cents', 'integer').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('leads').dropColumn('bought_cents').execute();
  },
};

import type { Kysely, Migration } from 'kysely';

/**
 * The transitions of the auction's statechart each auction took, in order (`path_json`, named as
 * server/auction/auction-chart.ts names them), written with its end, so the console's drawing of the auction counts
 * each transition from what the machine did. Null for an auction that ended before it was recorded; `[]` for one
 * that ended without the machine running (a duplicate, no eligible buyer). Counted by the time the auction ended.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('auctions').addColumn('path_json', 'text').execute();
    await db.schema
      .createIndex('auctions_status_updated')
      .on('auctions')
      .columns(['status', 'updated_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('auctions_status_updated').execute();
    await db.schema.alterTable('auctions').dropColumn('path_json').execute();
  },
};

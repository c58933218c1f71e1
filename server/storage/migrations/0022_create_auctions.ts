import type { Kysely, Migration } from 'kysely';

/**
 * One auction per stored lead, queued in the lead's own transaction when buyers are configured, and claimed by one
 * server process at a time as a delivery is (auction-queue.ts): `claimed_by` and `claimed_until` fence the
 * processes, and a claim that runs out is taken up again. The record of what happened (every ping answer and post,
 * and the buyers passed over with why) is kept as JSON, for the lead's page.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('auctions')
      .addColumn('lead_id', 'text', (column) => column.primaryKey())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('runs', 'integer', (column) => column.notNull())
      .addColumn('claimed_by', 'text')
      .addColumn('claimed_until', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addColumn('outcome', 'text', (column) => column.notNull())
      .addColumn('steps_json', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('auctions_status_created')
      .on('auctions')
      .columns(['status', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('auctions').execute();
  },
};

import type { Kysely, Migration } from 'kysely';

/**
 * Whether each of the operators' alerts (deliveries backed up, a destination dead) is on, shared by every server
 * process: the process whose update turns an alert on is the one that tells the operators, so several processes
 * watching the same queue send one notification, not one each.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('alert_states')
      .addColumn('key', 'text', (column) => column.primaryKey())
      .addColumn('active', 'integer', (column) => column.notNull())
      .addColumn('changed_at', 'text', (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('alert_states').execute();
  },
};

import type { Kysely, Migration } from 'kysely';

/** The session columns the drop-off filters read. */
const SESSION_TRAFFIC_COLUMNS = ['device', 'utm_source', 'affid'] as const;

/**
 * The drop-off filters: the device is derived from the session report's User-Agent (no user agent or viewport was
 * stored before), the source and affiliate come with the report. Sessions from before read as ''.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of SESSION_TRAFFIC_COLUMNS) {
      await db.schema
        .alterTable('sessions')
        .addColumn(column, 'text', (definition) => definition.notNull().defaultTo(''))
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const column of SESSION_TRAFFIC_COLUMNS) {
      await db.schema.alterTable('sessions').dropColumn(column).execute();
    }
  },
};

import type { Kysely, Migration } from 'kysely';

/** Each stored field's source, and the trail the server replayed the lead from (docs/rules.md). */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('leads')
      .addColumn('sources_json', 'text', (column) => column.notNull().defaultTo('{}'))
      .execute();
    await db.schema
      .alterTable('leads')
      .addColumn('trail_json', 'text', (column) => column.notNull().defaultTo('[]'))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('leads').dropColumn('trail_json').execute();
    await db.schema.alterTable('leads').dropColumn('sources_json').execute();
  },
};

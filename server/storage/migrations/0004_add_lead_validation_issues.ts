import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('leads')
      .addColumn('validation_issues_json', 'text', (column) => column.notNull().defaultTo('[]'))
      .execute();
    await db.schema
      .alterTable('leads')
      .addColumn('needs_review', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('leads').dropColumn('needs_review').execute();
    await db.schema.alterTable('leads').dropColumn('validation_issues_json').execute();
  },
};

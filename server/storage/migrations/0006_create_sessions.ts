import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sessions')
      .ifNotExists()
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('variant', 'text', (column) => column.notNull())
      .addColumn('route_path', 'text', (column) => column.notNull())
      .addColumn('experiment', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('arm', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addColumn('current_step', 'text', (column) => column.notNull())
      .addColumn('steps_json', 'text', (column) => column.notNull())
      .addColumn('answers_json', 'text', (column) => column.notNull())
      .addColumn('submitted', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    // The funnel analytics read one variant's sessions by date; the purge finds the stale ones.
    await db.schema
      .createIndex('sessions_variant_created_at')
      .ifNotExists()
      .on('sessions')
      .columns(['variant', 'created_at'])
      .execute();
    await db.schema
      .createIndex('sessions_updated_at')
      .ifNotExists()
      .on('sessions')
      .column('updated_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sessions').ifExists().execute();
  },
};

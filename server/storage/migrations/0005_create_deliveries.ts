import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('deliveries')
      .ifNotExists()
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('lead_id', 'text', (column) => column.notNull())
      .addColumn('destination', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (column) => column.notNull())
      .addColumn('claimed_until', 'text')
      .addColumn('claimed_by', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addColumn('outcome', 'text', (column) => column.notNull().defaultTo(''))
      .execute();
    // The worker's claim looks for due queued deliveries; operators list them by status and destination.
    await db.schema
      .createIndex('deliveries_due')
      .ifNotExists()
      .on('deliveries')
      .columns(['status', 'next_attempt_at'])
      .execute();
    await db.schema
      .createIndex('deliveries_destination_status')
      .ifNotExists()
      .on('deliveries')
      .columns(['destination', 'status'])
      .execute();
    await db.schema.createIndex('deliveries_lead').ifNotExists().on('deliveries').column('lead_id').execute();
    await db.schema
      .createIndex('deliveries_created_at')
      .ifNotExists()
      .on('deliveries')
      .columns(['created_at', 'id'])
      .execute();
    await db.schema
      .createTable('delivery_attempts')
      .ifNotExists()
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('delivery_id', 'text', (column) => column.notNull())
      .addColumn('attempted_at', 'text', (column) => column.notNull())
      .addColumn('duration_ms', 'integer', (column) => column.notNull())
      .addColumn('http_status', 'integer')
      .addColumn('verdict', 'text', (column) => column.notNull())
      .addColumn('outcome', 'text', (column) => column.notNull())
      .addColumn('answer', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('delivery_attempts_delivery')
      .ifNotExists()
      .on('delivery_attempts')
      .columns(['delivery_id', 'attempted_at'])
      .execute();
    await db.schema
      .createTable('lead_verifications')
      .ifNotExists()
      .addColumn('lead_id', 'text', (column) => column.primaryKey())
      .addColumn('checked_at', 'text', (column) => column.notNull())
      .addColumn('outcome', 'text', (column) => column.notNull())
      .addColumn('answer', 'text', (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('lead_verifications').ifExists().execute();
    await db.schema.dropTable('delivery_attempts').ifExists().execute();
    await db.schema.dropTable('deliveries').ifExists().execute();
  },
};

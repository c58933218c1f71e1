import type { Kysely, Migration } from 'kysely';

/**
 * Buyers' returns of sold leads (return-store.ts): one per sale at most, with the buyer's reason, the evidence the
 * server held of the lead when it came back (JSON, never changed after), and its decision (a rule's or an
 * operator's). The window a buyer may return a lead in is the one it had when it bought it: kept on the sale.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('sales').addColumn('return_window_days', 'integer').execute();
    await db.schema
      .createTable('lead_returns')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('sale_id', 'text', (column) => column.notNull().unique())
      .addColumn('lead_id', 'text', (column) => column.notNull())
      .addColumn('buyer_id', 'text', (column) => column.notNull())
      .addColumn('reason', 'text', (column) => column.notNull())
      .addColumn('note', 'text', (column) => column.notNull())
      .addColumn('filed_by', 'text', (column) => column.notNull())
      .addColumn('returned_at', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('decided_at', 'text')
      .addColumn('decided_by', 'text')
      .addColumn('decision_note', 'text', (column) => column.notNull())
      .addColumn('refund_cents', 'integer', (column) => column.notNull())
      .addColumn('evidence', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('lead_returns_status_returned_at')
      .on('lead_returns')
      .columns(['status', 'returned_at'])
      .execute();
    await db.schema.createIndex('lead_returns_lead').on('lead_returns').column('lead_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('lead_returns').execute();
    await db.schema.alterTable('sales').dropColumn('return_window_days').execute();
  },
};

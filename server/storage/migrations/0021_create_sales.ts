import type { Kysely, Migration } from 'kysely';

/**
 * Sales of leads to buyers, and the counters that keep each buyer under its caps: one row per buyer, cap period
 * (day, week, month) and period key, raised in the same transaction as the sale is written, and only while it is
 * under the cap (sale-store.ts). A lead is reserved for a buyer at most once.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sales')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('lead_id', 'text', (column) => column.notNull())
      .addColumn('buyer_id', 'text', (column) => column.notNull())
      .addColumn('price_cents', 'integer', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('sold_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addColumn('time_zone', 'text', (column) => column.notNull())
      .addColumn('day_key', 'text', (column) => column.notNull())
      .addColumn('week_key', 'text', (column) => column.notNull())
      .addColumn('month_key', 'text', (column) => column.notNull())
      .addUniqueConstraint('sales_lead_buyer', ['lead_id', 'buyer_id'])
      .execute();
    await db.schema.createIndex('sales_buyer_sold_at').on('sales').columns(['buyer_id', 'sold_at']).execute();
    await db.schema
      .createTable('sale_counters')
      .addColumn('buyer_id', 'text', (column) => column.notNull())
      .addColumn('period', 'text', (column) => column.notNull())
      .addColumn('period_key', 'text', (column) => column.notNull())
      .addColumn('sales', 'integer', (column) => column.notNull())
      .addColumn('cents', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('sale_counters_key', ['buyer_id', 'period', 'period_key'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sale_counters').execute();
    await db.schema.dropTable('sales').execute();
  },
};

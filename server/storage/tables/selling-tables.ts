/**
 * Selling leads to buyers: the sales, the auctions, the cap counters and the returns. Each interface is a table as the
 * database holds it (server/storage/database.ts names them).
 */

/** A lead sold, or held for sale, to a buyer (migration 0021): written with its cap counters in one transaction. */
export interface SalesTable {
  id: string;
  lead_id: string;
  /** The buyer's id in SELLING_CONFIG. */
  buyer_id: string;
  price_cents: number;
  /** reserved (its cap slot held while the lead is posted), sold, or released (the buyer refused it). */
  status: string;
  /** ISO 8601 instant in UTC: when the slot was reserved. */
  sold_at: string;
  updated_at: string;
  /** The buyer's zone and the periods it counted in there: the local date, its week's Monday, year-month. */
  time_zone: string;
  day_key: string;
  week_key: string;
  month_key: string;
  /** The days the buyer had to return the lead when it bought it; null on sales made before returns. */
  return_window_days: number | null;
}

export interface LeadReturnsTable {
  id: string;
  /** One return per sale at most. */
  sale_id: string;
  lead_id: string;
  buyer_id: string;
  reason: string;
  /** The buyer's own words, capped. */
  note: string;
  /** `buyer`, or `operator:<who>` for one filed on the buyer's behalf. */
  filed_by: string;
  returned_at: string;
  /** pending, approved or rejected. */
  status: string;
  decided_at: string | null;
  /** `rule:<name>` or `operator:<who>`. */
  decided_by: string | null;
  decision_note: string;
  /** The sale's price once approved, else 0. */
  refund_cents: number;
  /** The evidence pack as JSON, as it was when the lead came back. */
  evidence: string;
}

/**
 * The auction of one stored lead (migration 0022): queued with the lead, claimed by one process at a time, and its
 * record once run.
 */
export interface AuctionsTable {
  lead_id: string;
  /** queued, sold, unsold (server/selling/auction-statuses.ts). */
  status: string;
  /** How many times a worker took it up: more than one means a process died while running it. */
  runs: number;
  /** While a worker runs it: until when its claim holds, and which worker holds it. */
  claimed_until: string | null;
  claimed_by: string | null;
  created_at: string;
  updated_at: string;
  /** The result in words (sold to 2 buyers, no eligible buyer, nobody bid). */
  outcome: string;
  /** The steps of the auction as JSON (AuctionRecordStep[]); [] until it has run. */
  steps_json: string;
  /**
   * The statechart's transitions it took, as JSON (server/auction/auction-chart.ts names them; migration 0027):
   * null until it ends, and for auctions that ended before it was recorded; [] when the machine did not run.
   */
  path_json: string | null;
}

/** How many sales and how much money a buyer has in one cap period (migration 0021). */
export interface SaleCountersTable {
  buyer_id: string;
  /** day, week or month. */
  period: string;
  /** The sales' day_key, week_key or month_key. */
  period_key: string;
  sales: number;
  cents: number;
}

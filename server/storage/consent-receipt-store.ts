import type { ConsentReceipt } from '../consent-receipt/receipt';
import type { ConsentReceiptsTable, LeadDatabase } from './database';

export interface StoredReceipt {
  receipt: ConsentReceipt;
  digest: string;
  created_at: string;
  keep_until: string;
}

/**
 * The consent receipts, by lead id. They are written with their lead, in its transaction (server/storage/lead-store.ts);
 * this store reads them back and deletes those past their keeping.
 */
export interface ConsentReceiptStore {
  receiptOf(leadId: string): Promise<StoredReceipt | undefined>;
  /** Deletes the receipts kept until before `now`; how many went. */
  prune(now: Date): Promise<number>;
}

export function storedReceiptOf(row: ConsentReceiptsTable): StoredReceipt {
  return {
    receipt: JSON.parse(row.receipt_json) as ConsentReceipt,
    digest: row.digest,
    created_at: row.created_at,
    keep_until: row.keep_until,
  };
}

export function createConsentReceiptStore(db: LeadDatabase): ConsentReceiptStore {
  return {
    async receiptOf(leadId) {
      const row = await db
        .selectFrom('consent_receipts')
        .selectAll()
        .where('lead_id', '=', leadId)
        .executeTakeFirst();
      return row && storedReceiptOf(row);
    },

    async prune(now) {
      const result = await db
        .deleteFrom('consent_receipts')
        .where('keep_until', '<', now.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

import type { FiledReturn, ReturnReason } from '../../services/api/returns/returns-contract';
import type { Clock } from '../clock';
import type { AuctionQueue } from '../storage/auction-queue';
import type { ConsentReceiptStore } from '../storage/consent-receipt-store';
import type { LeadEvidenceStore } from '../storage/lead-evidence-store';
import type { LeadStore } from '../storage/lead-store';
import type { ReturnStore } from '../storage/return-store';
import type { SaleStore } from '../storage/sale-store';
import { evidencePack } from './return-evidence';
import { isInsideReturnWindow, returnRuling, returnWindowClosesAt } from './return-rules';

export interface ReturnDeskOptions {
  returns: ReturnStore;
  leads: Pick<LeadStore, 'getLead'>;
  sales: Pick<SaleStore, 'salesOf'>;
  receipts: Pick<ConsentReceiptStore, 'receiptOf'>;
  evidence: Pick<LeadEvidenceStore, 'verificationOf' | 'retentionOf'>;
  auctions: Pick<AuctionQueue, 'recordOf'>;
  /** Each buyer's window in the buyers file, for a sale made before sales kept their own. */
  windowDaysOf: (buyerId: string) => number | undefined;
  clock: Clock;
}

export interface ReturnRequest {
  leadId: string;
  buyerId: string;
  reason: ReturnReason;
  note: string;
  /** `buyer`, or `operator:<who>`. */
  filedBy: string;
}

export type ReturnOutcome =
  | { kind: 'filed'; created: boolean; record: FiledReturn }
  | { kind: 'no-sale' }
  | { kind: 'window-closed'; closedAt: string };

/**
 * Files a buyer's return (docs/selling.md#returns): the buyer must hold a sale of the lead, inside the window it had
 * when it bought it; the evidence pack is made from what the server holds, and the return rules either approve it
 * (its money reversed at once) or leave it to an operator. A second return of the same sale answers the first.
 */
export function createReturnDesk(options: ReturnDeskOptions) {
  const { returns, clock } = options;
  return {
    async file(request: ReturnRequest): Promise<ReturnOutcome> {
      const sale = await returns.returnableSale(request.leadId, request.buyerId);
      const lead = sale && (await options.leads.getLead(sale.leadId));
      if (!sale || !lead) return { kind: 'no-sale' };
      const now = clock();
      const days = sale.returnWindowDays ?? options.windowDaysOf(sale.buyerId) ?? 0;
      const existing = (await returns.ofLead(sale.leadId)).find((entry) => entry.buyer === sale.buyerId);
      if (!existing && !isInsideReturnWindow(sale.soldAt, days, now)) {
        return { kind: 'window-closed', closedAt: returnWindowClosesAt(sale.soldAt, days) };
      }
      const [receipt, verification, retention, auction, earlierSales] = await Promise.all([
        options.receipts.receiptOf(lead.id),
        options.evidence.verificationOf(lead.id),
        options.evidence.retentionOf(lead.id),
        options.auctions.recordOf(lead.id),
        lead.duplicate_of ? options.sales.salesOf(lead.duplicate_of) : Promise.resolve([]),
      ]);
      const evidence = evidencePack({ lead, sale, receipt, verification, retention, auction });
      const ruling = returnRuling({
        reason: request.reason,
        phoneVerifiedBySms: evidence.phone.sms_verified === 'yes',
        buyerHasThePersonAlready: earlierSales.some(
          (earlier) => earlier.buyer === sale.buyerId && earlier.status !== 'released',
        ),
      });
      const filed = await returns.file({
        sale,
        reason: request.reason,
        note: request.note,
        filedBy: request.filedBy,
        now,
        evidence,
        ruling,
      });
      return { kind: 'filed', ...filed };
    },
  };
}

export type ReturnDesk = ReturnType<typeof createReturnDesk>;

/** The server's desk, over its stores, with the buyers file's windows for sales that kept none. */
export function returnDeskOf(
  stores: Omit<ReturnDeskOptions, 'windowDaysOf' | 'clock' | 'leads'> & { leads: ReturnDeskOptions['leads'] },
  buyers: readonly { id: string; returnWindowDays: number }[],
  clock: Clock,
): ReturnDesk {
  const windows = new Map(buyers.map((buyer) => [buyer.id, buyer.returnWindowDays]));
  return createReturnDesk({ ...stores, windowDaysOf: (id) => windows.get(id), clock });
}

/** The stores a desk reads, picked from the server's. */
export function returnDeskStores(stores: {
  returns: ReturnStore;
  leads: Pick<LeadStore, 'getLead'>;
  sales: Pick<SaleStore, 'salesOf'>;
  consentReceipts: Pick<ConsentReceiptStore, 'receiptOf'>;
  leadEvidence: Pick<LeadEvidenceStore, 'verificationOf' | 'retentionOf'>;
  auctions: Pick<AuctionQueue, 'recordOf'>;
}) {
  return {
    returns: stores.returns,
    leads: stores.leads,
    sales: stores.sales,
    receipts: stores.consentReceipts,
    evidence: stores.leadEvidence,
    auctions: stores.auctions,
  };
}

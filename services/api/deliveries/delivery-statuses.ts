/**
 * Where a delivery stands: `queued` until a buyer takes it (`delivered`), refuses it (`rejected`, never retried),
 * or every retry fails (`dead`); `suppressed` when its lead matches a Do-Not-Sell request, never sent; `skipped`
 * when its lead is a duplicate and the destination takes none (its `duplicates` option), unsent unless an operator
 * retries it; `withheld` when its lead is marked `do_not_send_to_dq` (junk text), never sent to any buyer. A list without zod, so the console's filters can offer it; the contract's schemas are built on it.
 */
export const DELIVERY_STATUSES = [
  'queued',
  'delivered',
  'rejected',
  'dead',
  'suppressed',
  'skipped',
  'withheld',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

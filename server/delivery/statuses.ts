/**
 * Where a delivery stands: `queued` until a buyer takes it (`delivered`), refuses it (`rejected`, never retried),
 * or every retry fails (`dead`); `suppressed` when its lead matches a Do-Not-Sell request, never sent.
 */
export const DELIVERY_STATUSES = ['queued', 'delivered', 'rejected', 'dead', 'suppressed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

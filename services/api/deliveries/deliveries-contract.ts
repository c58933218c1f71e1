import { z } from 'zod';

/**
 * The operators' deliveries: the schemas the server's answers are checked by and the console's types are made
 * from, so neither retypes the other.
 *
 * Where a delivery stands: `queued` until a buyer takes it (`delivered`), refuses it (`rejected`, never retried),
 * or every retry fails (`dead`); `suppressed` when its lead matches a Do-Not-Sell request, never sent; `skipped`
 * when its lead is a duplicate and the destination takes none (its `duplicates` option), unsent unless an operator
 * retries it.
 */
export const DELIVERY_STATUSES = [
  'queued',
  'delivered',
  'rejected',
  'dead',
  'suppressed',
  'skipped',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const deliverySchema = z.object({
  id: z.string(),
  lead_id: z.string(),
  destination: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** ISO 8601 instants, UTC. */
  next_attempt_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  outcome: z.string(),
});

export const deliveryAttemptSchema = z.object({
  attempted_at: z.string(),
  duration_ms: z.number(),
  http_status: z.number().int().nullable(),
  verdict: z.string(),
  outcome: z.string(),
  answer: z.string(),
});

export const deliveryPageSchema = z.object({
  deliveries: z.array(deliverySchema),
  /** Pass as `cursor` to read the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});

/** The list's filters as the console sends them; the server reads them stricter (server/routes/deliveries.ts). */
export interface DeliveryListQuery {
  status?: DeliveryStatus;
  destination?: string;
  cursor?: string;
  limit?: string;
}

/** The most deliveries one bulk retry takes: the console lists 200 dead and 200 rejected at most. */
export const MAX_BULK_RETRY = 500;

export const bulkRetryBodySchema = z.object({
  ids: z
    .array(z.string().min(1).max(300))
    .min(1, 'ids must name at least one delivery')
    .max(MAX_BULK_RETRY, `ids may name at most ${MAX_BULK_RETRY} deliveries`)
    .refine((ids) => new Set(ids).size === ids.length, 'ids must not repeat a delivery')
    .describe('The deliveries to queue again, by id'),
});

export const bulkRetryAnswerSchema = z.object({
  requeued: z.number().int().describe('How many were queued again'),
  requeued_ids: z.array(z.string()),
  refused: z
    .array(z.object({ id: z.string(), status: z.enum(DELIVERY_STATUSES) }))
    .describe('Delivered or suppressed ones, left as they were'),
  missing: z.array(z.string()).describe('Ids of no delivery'),
});

export type Delivery = z.infer<typeof deliverySchema>;
export type DeliveryAttempt = z.infer<typeof deliveryAttemptSchema>;
export type DeliveryPage = z.infer<typeof deliveryPageSchema>;
export type BulkRetryBody = z.input<typeof bulkRetryBodySchema>;
export type BulkRetryAnswer = z.infer<typeof bulkRetryAnswerSchema>;

import { z } from 'zod';
import { defineContract } from '../contract';
import { listLimit, pageCursor } from '../operator-lists';
import { refusalSchema } from '../refusal';
import { bulkRetryCall, deliveryListCall, deliveryRetryCall } from './deliveries-call';
import { DELIVERY_STATUSES } from './delivery-statuses';

export { DELIVERY_STATUSES, type DeliveryStatus } from './delivery-statuses';

/**
 * The operators' deliveries: the schemas the server's answers are checked by and the console's types are made
 * from, so neither retypes the other.
 */
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

export const deliveryListQuerySchema = z.object({
  limit: listLimit(),
  status: z.enum(DELIVERY_STATUSES).optional(),
  destination: z.string().min(1).optional().describe("A destination's name"),
  cursor: pageCursor.optional().describe("The previous page's next_cursor"),
});
export type DeliveryListQuery = z.input<typeof deliveryListQuerySchema>;

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
    .describe('Delivered, suppressed or withheld ones, left as they were'),
  missing: z.array(z.string()).describe('Ids of no delivery'),
});

export type Delivery = z.infer<typeof deliverySchema>;
export type DeliveryAttempt = z.infer<typeof deliveryAttemptSchema>;
export type DeliveryPage = z.infer<typeof deliveryPageSchema>;
export type BulkRetryBody = z.input<typeof bulkRetryBodySchema>;
export type BulkRetryAnswer = z.infer<typeof bulkRetryAnswerSchema>;

export const deliveryListContract = defineContract(deliveryListCall, {
  summary: "List the leads' deliveries",
  role: 'member',
  query: deliveryListQuerySchema,
  answer: deliveryPageSchema,
});

/** 202 with the delivery queued again; 404 for no such delivery, 409 when it was delivered, suppressed or withheld. */
export const deliveryRetryContract = defineContract(deliveryRetryCall, {
  summary: 'Send a delivery again',
  role: 'member',
  params: z.object({ id: z.string().min(1) }),
  answer: deliverySchema,
  status: 202,
  otherAnswers: { 404: refusalSchema, 409: refusalSchema },
});

export const bulkRetryContract = defineContract(bulkRetryCall, {
  summary: 'Send several deliveries again',
  role: 'member',
  request: bulkRetryBodySchema,
  answer: bulkRetryAnswerSchema,
});

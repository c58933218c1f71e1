import { z } from 'zod';
import { defineContract } from '../contract';
import { listLimit } from '../operator-lists';
import { smsOutboxCall } from './sms-outbox-call';

/** The text messages the embedded phone verifier would have sent (no real SMS leaves it), newest first. */
export const outboxMessageSchema = z.object({
  id: z.string(),
  /** ISO 8601 instant, UTC. */
  sent_at: z.string(),
  phone: z.string(),
  body: z.string(),
});

export const smsOutboxQuerySchema = z.object({ limit: listLimit() });
export const smsOutboxSchema = z.object({ messages: z.array(outboxMessageSchema) });

export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export type SmsOutboxQuery = z.input<typeof smsOutboxQuerySchema>;
export type SmsOutbox = z.infer<typeof smsOutboxSchema>;

export const smsOutboxContract = defineContract(smsOutboxCall, {
  summary: 'The text messages the embedded verifier would have sent',
  role: 'member',
  query: smsOutboxQuerySchema,
  answer: smsOutboxSchema,
});

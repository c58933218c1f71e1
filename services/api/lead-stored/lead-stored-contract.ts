import { z } from 'zod';
import { leadStoredCall } from './lead-stored-call';
import { defineContract } from '../contract';

/**
 * `GET /api/lead-stored/:leadId`: whether the server has stored the lead with this lead_id, by any of its channels
 * (its own call, the session report that carries it, the service worker's replay). The browser's outbox asks it
 * when its own resend fails, so a lead the session report stored is no longer said to be on its way. The answer
 * is a yes or a no and nothing of the lead; a lead_id is a time-ordered UUID whose 74 random bits only its own browser knows.
 */
export const leadStoredAnswerSchema = z.object({ stored: z.boolean() });
export type LeadStoredAnswer = z.infer<typeof leadStoredAnswerSchema>;

export const leadStoredContract = defineContract(leadStoredCall, {
  summary: 'Whether a lead is stored, by its lead_id',
  params: z.object({ leadId: z.string().min(8).max(64) }),
  answer: leadStoredAnswerSchema,
});

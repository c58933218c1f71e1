import { z } from 'zod';
import { checkCodeCall, sendCodeCall } from './phone-verification-call';
import { defineContract } from '../contract';

/**
 * The contract of phone verification (spec section 7). The lead's id ties an approval to the
 * lead that posts it: `sms_verified` is yes only for a phone the server approved for that lead.
 */
const phone = z.string().trim().min(10).max(20);
const leadId = z.string().trim().min(1).max(64);

export const sendCodeBodySchema = z.object({ phone, lead_id: leadId });
export const sendCodeAnswerSchema = z.object({ sent: z.boolean(), error: z.string().optional() });
export const checkCodeBodySchema = z.object({ phone, lead_id: leadId, code: z.string().trim().max(12) });
/** `approved`, `pending` (a wrong code), `expired` (none live), or `refused` (too many wrong tries). */
export const checkCodeAnswerSchema = z.object({
  status: z.enum(['approved', 'pending', 'expired', 'refused']),
});

export type SendCodeBody = z.input<typeof sendCodeBodySchema>;
export type SendCodeAnswer = z.infer<typeof sendCodeAnswerSchema>;
export type CheckCodeBody = z.input<typeof checkCodeBodySchema>;
export type CheckCodeAnswer = z.infer<typeof checkCodeAnswerSchema>;

/** 429, with its own answer, when too many codes were sent to the phone or from the client. */
export const sendCodeContract = defineContract(sendCodeCall, {
  summary: 'Send a verification code to the phone',
  request: sendCodeBodySchema,
  answer: sendCodeAnswerSchema,
  otherAnswers: { 429: sendCodeAnswerSchema },
});

/** 429 `refused` after too many wrong codes. */
export const checkCodeContract = defineContract(checkCodeCall, {
  summary: 'Check the verification code the visitor typed',
  request: checkCodeBodySchema,
  answer: checkCodeAnswerSchema,
  otherAnswers: { 429: checkCodeAnswerSchema },
});

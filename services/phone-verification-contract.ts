import { z } from 'zod';

export const SEND_CODE_PATH = '/two-step-verification/send';
export const CHECK_CODE_PATH = '/two-step-verification/code';

/**
 * The contract of phone verification (spec section 7; DESIGN.md section 12). The lead's id ties an approval to the
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

export type SendCodeAnswer = z.infer<typeof sendCodeAnswerSchema>;
export type CheckCodeAnswer = z.infer<typeof checkCodeAnswerSchema>;

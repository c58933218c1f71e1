import { z } from 'zod';
import { blockedEmailReportCall, emailCheckCall, gibberishCall, phoneCheckCall } from './checks-call';
import { defineContract } from '../contract';

/**
 * The contract of the checks the funnel asks the server for (spec section 7): phone, e-mail, gibberish and the
 * operators' notification. One schema per call, shared by the server's routes and the tests.
 */
export const MAX_CHECKED_TEXT_LENGTH = 5000;

export const phoneCheckBodySchema = z.object({
  phone: z
    .string()
    .trim()
    .regex(/^\+?1?[\d\s().-]{10,20}$/, 'Expected a phone number'),
});

export const phoneCheckAnswerSchema = z.object({
  success: z.boolean(),
  valid: z.boolean(),
  fraud_score: z.number(),
  line_type: z.string(),
  active: z.boolean(),
  message: z.string(),
});

export const emailCheckBodySchema = z.object({
  email: z.string().trim().min(3, 'Expected an e-mail address').max(254, 'Too long for an e-mail address'),
});

export const emailCheckAnswerSchema = z.object({
  success: z.boolean(),
  valid: z.boolean(),
  disposable: z.boolean(),
  fraud_score: z.number(),
  dns_valid: z.boolean().nullable(),
  blocked: z.boolean(),
});

/** Form data (or JSON) with the text to judge. */
export const gibberishBodySchema = z.object({
  text: z.string().max(MAX_CHECKED_TEXT_LENGTH, `At most ${MAX_CHECKED_TEXT_LENGTH} characters`),
});

export const gibberishAnswerSchema = z.object({ is_gibberish: z.enum(['yes', 'no']) });

/** The blocked-e-mail report: the address only. The server composes what operators read. */
export const blockedEmailReportBodySchema = emailCheckBodySchema.strict();

/** Whether operators were told: only an address the server itself blocked is reported, once a day. */
export const blockedEmailReportAnswerSchema = z.object({ reported: z.boolean() });

export type PhoneCheckBody = z.input<typeof phoneCheckBodySchema>;
export type PhoneCheckAnswer = z.infer<typeof phoneCheckAnswerSchema>;
export type EmailCheckBody = z.input<typeof emailCheckBodySchema>;
export type EmailCheckAnswer = z.infer<typeof emailCheckAnswerSchema>;
export type GibberishBody = z.input<typeof gibberishBodySchema>;
export type GibberishAnswer = z.infer<typeof gibberishAnswerSchema>;
export type BlockedEmailReportBody = z.input<typeof blockedEmailReportBodySchema>;
export type BlockedEmailReportAnswer = z.infer<typeof blockedEmailReportAnswerSchema>;

export const phoneCheckContract = defineContract(phoneCheckCall, {
  summary: 'Check a phone number',
  request: phoneCheckBodySchema,
  answer: phoneCheckAnswerSchema,
});

export const emailCheckContract = defineContract(emailCheckCall, {
  summary: 'Check an e-mail address',
  request: emailCheckBodySchema,
  answer: emailCheckAnswerSchema,
});

export const gibberishContract = defineContract(gibberishCall, {
  summary: 'Tell whether a text is gibberish',
  request: gibberishBodySchema,
  answer: gibberishAnswerSchema,
});

export const blockedEmailReportContract = defineContract(blockedEmailReportCall, {
  summary: 'Report a blocked e-mail address to the operators',
  request: blockedEmailReportBodySchema,
  answer: blockedEmailReportAnswerSchema,
  status: 202,
});

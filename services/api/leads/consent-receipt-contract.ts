import { z } from 'zod';
import { defineContract } from '../contract';
import { refusalSchema } from '../refusal';
import { consentReceiptCall } from './leads-call';

/**
 * A lead's consent receipt (docs/api.md, "Consent receipts"): the receipt as made when the lead was stored, its
 * SHA-256 digest over the RFC 8785 canonical JSON, and how to check it. `?format=html` and `?format=pdf` answer
 * the same receipt as a one-page document.
 */
const nullableText = z.string().nullable();

export const consentReceiptSchema = z.object({
  receipt_version: z.literal(1),
  lead_id: z.string(),
  received_at: z.string().describe('When the server stored the lead (ISO 8601, UTC)'),
  disclosure: z.object({
    text: z.string().describe('The consent text exactly as the page showed it'),
    language: nullableText,
    firms_named: z.array(z.string()).describe('The firms the one-to-one consent named; empty otherwise'),
  }),
  page: z
    .object({
      reported_by: z.literal('browser'),
      path: nullableText,
      build: nullableText,
      consent_fully_in_view: z.boolean().nullable(),
    })
    .describe("The page's report of the tap on the consent button: the browser's claim"),
  server: z.object({ build: z.string(), ip_address: nullableText, user_agent: nullableText }),
  proofs: z.object({
    trustedform_certificate_url: nullableText,
    trustedform_certificate_id: nullableText,
    jornaya_leadid_token: nullableText,
  }),
});

export const consentReceiptQuerySchema = z.object({
  format: z.enum(['json', 'html', 'pdf']).optional().describe('json (the default), html or pdf'),
});

export const consentReceiptAnswerSchema = z.object({
  lead_id: z.string(),
  receipt: consentReceiptSchema,
  digest: z.string().describe('SHA-256, lower-case hex, of the RFC 8785 canonical JSON of `receipt`'),
  digest_algorithm: z.literal('sha-256'),
  canonicalization: z.literal('RFC 8785'),
  how_to_check: z.string(),
  created_at: z.string(),
  keep_until: z.string().describe('When the receipt will be deleted (CONSENT_RECEIPT_RETENTION_DAYS)'),
  certificate_retention: z
    .object({
      checked_at: z.string(),
      outcome: z.enum(['retained', 'failed', 'skipped']),
      reason: z.string(),
      expires_at: z.string().nullable(),
    })
    .nullable()
    .describe(
      "What became of the lead's TrustedForm certificate when it was claimed before its first send; null until then. Not part of the digest: it comes later.",
    ),
});

export type ConsentReceiptAnswer = z.output<typeof consentReceiptAnswerSchema>;
export type ConsentReceiptQuery = z.input<typeof consentReceiptQuerySchema>;

export const consentReceiptContract = defineContract(consentReceiptCall, {
  summary: "One lead's consent receipt, with the digest a buyer checks it by (JSON, or ?format=html|pdf)",
  role: 'member',
  params: z.object({ id: z.string() }),
  query: consentReceiptQuerySchema,
  answer: consentReceiptAnswerSchema,
  otherAnswers: { 404: refusalSchema },
  produces: ['application/json', 'text/html', 'application/pdf'],
});

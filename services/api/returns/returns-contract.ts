import { z } from 'zod';
import { defineContract } from '../contract';
import { auctionStepSchema } from '../leads/sale-schemas';
import { listLimit } from '../operator-lists';
import { refusalSchema } from '../refusal';
import {
  buyerReturnCall,
  buyerReturnStateCall,
  operatorReturnCall,
  returnCall,
  returnDecisionCall,
  returnListCall,
} from './returns-call';

/**
 * Returns of sold leads (docs/selling.md#returns): a buyer sends one back inside its window with a reason, the
 * server attaches the lead's evidence and either approves it by one of its rules or leaves it to an operator. An
 * approved return reverses the sale's money.
 */
export const RETURN_REASONS = [
  'disconnected_number',
  'wrong_person',
  'duplicate',
  'already_represented',
  'not_injured',
  'outside_area',
  'fraud',
  'other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

const leadId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .transform((id) => id.toLowerCase());
const note = z.string().trim().max(1000).default('');

export const buyerReturnBodySchema = z.object({
  lead_id: leadId,
  reason: z.enum(RETURN_REASONS),
  note: note.describe("The buyer's own words on why; kept with the return"),
});

export const operatorReturnBodySchema = z.object({
  buyer: z.string().min(1).max(64).describe("The buyer's id in SELLING_CONFIG"),
  reason: z.enum(RETURN_REASONS),
  note,
});

export const returnDecisionBodySchema = z.object({
  decision: z.enum(['approve', 'reject']),
  note: note.describe("The operator's reason, shown to the buyer with the return"),
});

export const leadReturnSchema = z.object({
  id: z.string(),
  lead_id: z.string(),
  buyer: z.string(),
  reason: z.enum(RETURN_REASONS),
  note: z.string(),
  filed_by: z.string().describe('"buyer", or the operator who filed it on the buyer\'s behalf'),
  returned_at: z.string(),
  status: z.enum(RETURN_STATUSES),
  decided_at: z.string().nullable(),
  decided_by: z
    .string()
    .nullable()
    .describe('"rule:<name>" when a rule approved it, else the operator; null while pending'),
  decision_note: z.string(),
  refund_cents: z
    .number()
    .int()
    .describe('The money given back to the buyer: the price, once approved; else 0'),
  price_cents: z.number().int().describe('What the buyer paid for the lead'),
});

/** What the server held of the lead when it was returned: kept with the return, never changed after. */
export const evidencePackSchema = z.object({
  lead_id: z.string(),
  received_at: z.string(),
  sale: z.object({ buyer: z.string(), price_cents: z.number().int(), sold_at: z.string() }),
  consent_receipt: z
    .object({ receipt: z.record(z.string(), z.unknown()), digest: z.string(), digest_algorithm: z.string() })
    .nullable()
    .describe('The consent receipt as stored when the lead arrived, with its SHA-256 digest'),
  proofs: z.object({
    trustedform_certificate_url: z.string().nullable(),
    certificate_retention: z
      .object({
        checked_at: z.string(),
        outcome: z.string(),
        reason: z.string(),
        expires_at: z.string().nullable(),
      })
      .nullable(),
    jornaya_leadid_token: z.string().nullable(),
    pre_post_verification: z
      .object({ checked_at: z.string(), outcome: z.string(), answer: z.string() })
      .nullable(),
  }),
  phone: z.object({
    sms_verified: z.enum(['yes', 'no']).describe('yes only when the server itself checked a code sent to it'),
    source: z.string().nullable(),
  }),
  path: z.object({
    trail: z.array(z.object({ step: z.string(), values: z.record(z.string(), z.string()) })),
    time_on_steps: z.string().describe("The browser's own timings of each step, as it posted them"),
  }),
  sale_log: z
    .array(auctionStepSchema)
    .describe("The auction's steps with this buyer: its ping, its bid, the post and its answer"),
  duplicate_of: z.string().nullable(),
});

export const filedReturnSchema = leadReturnSchema.extend({ evidence: evidencePackSchema });

export const returnListQuerySchema = z.object({
  status: z.enum(RETURN_STATUSES).optional(),
  limit: listLimit(),
});
export const returnListSchema = z.object({ returns: z.array(leadReturnSchema) });

export type BuyerReturnBody = z.input<typeof buyerReturnBodySchema>;
export type OperatorReturnBody = z.input<typeof operatorReturnBodySchema>;
export type ReturnDecisionBody = z.input<typeof returnDecisionBodySchema>;
export type LeadReturn = z.infer<typeof leadReturnSchema>;
export type EvidencePack = z.infer<typeof evidencePackSchema>;
export type FiledReturn = z.infer<typeof filedReturnSchema>;
export type ReturnListQuery = z.input<typeof returnListQuerySchema>;
export type ReturnList = z.infer<typeof returnListSchema>;

const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * 201 with the new return; 200 with the one already filed for the same sale; 401 without a buyer's return token;
 * 404 when the buyer holds no sale of the lead; 409 once its return window has closed.
 */
export const buyerReturnContract = defineContract(buyerReturnCall, {
  summary: 'Return a lead the calling buyer bought',
  request: buyerReturnBodySchema,
  answer: filedReturnSchema,
  status: 201,
  otherAnswers: { 200: filedReturnSchema, 401: refusalSchema, 404: refusalSchema, 409: refusalSchema },
});

export const buyerReturnStateContract = defineContract(buyerReturnStateCall, {
  summary: "One of the calling buyer's returns, with its decision",
  params: idParams,
  answer: filedReturnSchema,
  otherAnswers: { 401: refusalSchema, 404: refusalSchema },
});

export const returnListContract = defineContract(returnListCall, {
  summary: "List buyers' returns, the newest first",
  role: 'member',
  query: returnListQuerySchema,
  answer: returnListSchema,
});

export const returnContract = defineContract(returnCall, {
  summary: 'One return, with the evidence pack',
  role: 'member',
  params: idParams,
  answer: filedReturnSchema,
  otherAnswers: { 404: refusalSchema },
});

/** 404 for no such return; 409 when it was decided already. */
export const returnDecisionContract = defineContract(returnDecisionCall, {
  summary: 'Approve or reject a return',
  role: 'member',
  params: idParams,
  request: returnDecisionBodySchema,
  answer: leadReturnSchema,
  otherAnswers: { 404: refusalSchema, 409: refusalSchema },
});

/** As a buyer's own return: 201, 200 for one filed already, 404 without a sale to that buyer, 409 past the window. */
export const operatorReturnContract = defineContract(operatorReturnCall, {
  summary: "File a buyer's return of a lead",
  role: 'member',
  params: idParams,
  request: operatorReturnBodySchema,
  answer: filedReturnSchema,
  status: 201,
  otherAnswers: { 200: filedReturnSchema, 404: refusalSchema, 409: refusalSchema },
});

import { z } from 'zod';
import { VARIANT_IDS } from '../../../variants/index';
import { defineContract } from '../contract';
import type { LeadSource } from '../contract-types';
import { deliveryAttemptSchema, deliverySchema } from '../deliveries/deliveries-contract';
import { DELIVERY_STATUSES } from '../deliveries/delivery-statuses';
import { listLimit, pageCursor, queryInstant } from '../operator-lists';
import { refusalSchema } from '../refusal';
import { leadReturnSchema } from '../returns/returns-contract';
import { auctionSchema, type auctionStepSchema, saleSchema } from './sale-schemas';
import { dailyLeadsCall, leadCall, leadExportCall, leadListCall } from './leads-call';

/**
 * The operators' leads: the list a page at a time, one lead with its deliveries, the CSV export and the counts per
 * day. The server answers by these schemas and the console's types are made from them.
 */
const LEAD_SOURCES = ['post-lead', 'ingest', 'ticket'] as const satisfies readonly LeadSource[];

const fieldMap = z.record(z.string(), z.string());

export const storedLeadSchema = z.object({
  id: z.string(),
  source: z.enum(LEAD_SOURCES),
  /** ISO 8601 instant, UTC. */
  received_at: z.string(),
  lead: fieldMap.describe(
    "The field map as stored: the visitor's answers with the server's derived flags, place and request fields",
  ),
  claimed: fieldMap.describe(
    "The browser's field map where it differs from the stored lead: kept for audit, it decides nothing",
  ),
  sources: fieldMap.describe(
    "Each stored field's source: step:<StepName>, derived, tracking, vendor, server or claimed (docs/rules.md)",
  ),
  trail: z
    .array(z.object({ step: z.string(), values: fieldMap }))
    .describe(
      'The steps the visitor took, with the values each stored, as the server replayed them; [] for none',
    ),
  validation_issues: z
    .array(z.object({ field: z.string(), message: z.string() }))
    .describe('What was wrong with the lead as it arrived; it was stored anyway'),
  review: z.boolean().describe('True when it has validation issues an operator should look at'),
  recovered_from: z
    .enum(['', 'session'])
    .describe("'session' when the funnel's session report stored it before its own post arrived"),
  duplicate_of: z
    .string()
    .nullable()
    .describe('The first lead of the same person within the duplicate window; null for a first lead'),
  bought_cents: z
    .number()
    .int()
    .nullable()
    .describe(
      "What it cost to buy (its affiliate's payout, from SELLING_CONFIG's lead_costs when it came); null when not known",
    ),
});

/** A lead as the list shows it: with the variant of the route it landed on and its deliveries by status. */
export const listedLeadSchema = storedLeadSchema.extend({
  variant: z.string().nullable().describe('The variant of its landing route; null for none'),
  delivery_statuses: z
    .record(z.string(), z.number().int())
    .describe('How many of its deliveries are in each status; empty when none was made'),
});

export const leadListSchema = z.object({
  leads: z.array(listedLeadSchema),
  /** Pass as `before` to read the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});

export const leadDetailSchema = storedLeadSchema.extend({
  deliveries: z.array(deliverySchema.extend({ attempts_made: z.array(deliveryAttemptSchema) })),
  verification: z
    .object({ checked_at: z.string(), outcome: z.string(), answer: z.string() })
    .nullable()
    .describe("The pre-post verification's answer; null when none was asked"),
  certificate_retention: z
    .object({
      checked_at: z.string(),
      outcome: z.enum(['retained', 'failed', 'skipped']),
      reason: z.string(),
      expires_at: z.string().nullable(),
    })
    .nullable()
    .describe("TrustedForm's retention of the certificate before the first send; null when not asked"),
  sales: z.array(saleSchema).describe('Its sales to the buyers of SELLING_CONFIG; [] when none was made'),
  auction: auctionSchema
    .nullable()
    .describe('Its auction among those buyers, with every step; null when no buyers were configured'),
  returns: z.array(leadReturnSchema).describe('Returns of it by the buyers that bought it; [] for none'),
});

/** The filters the list and the export share. */
const leadFilters = {
  source: z.enum(LEAD_SOURCES).optional(),
  qualified: z.enum(['yes', 'no']).optional(),
  review: z
    .enum(['yes', 'no'])
    .transform((value) => value === 'yes')
    .optional(),
  from: queryInstant('from').optional().describe('Received at or after'),
  to: queryInstant('to').optional().describe('Received before'),
  variant: z.enum(VARIANT_IDS).optional(),
  delivery: z.enum(DELIVERY_STATUSES).optional().describe('With at least one delivery in this status'),
  search: z.string().trim().min(1).max(320).optional().describe('An e-mail address or a phone number'),
  duplicate: z
    .enum(['yes', 'no'])
    .transform((value) => value === 'yes')
    .optional(),
};

export const leadListQuerySchema = z.object({
  limit: listLimit(),
  before: pageCursor.optional().describe("The previous page's next_cursor"),
  ...leadFilters,
});

export const leadExportQuerySchema = z.object(leadFilters);

/** The trends chart's default span, and the longest one asked at once (a year and a day). */
export const DAILY_DEFAULT_DAYS = 30;
export const DAILY_MAX_DAYS = 366;
const DAY_MS = 86_400_000;

const day = (name: string) => z.iso.date({ error: `${name} must be a date (yyyy-MM-dd)` });

export const dailyLeadsQuerySchema = z
  .object({
    from: day('from').optional().describe('First day counted (UTC); default: 30 days before `to`'),
    to: day('to')
      .optional()
      .describe('Day after the last one counted (UTC); default: 30 days after `from`, else tomorrow'),
  })
  .check((context) => {
    const { from, to } = context.value;
    if (!from || !to) return;
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
    if (days <= 0 || days > DAILY_MAX_DAYS) {
      context.issues.push({
        code: 'custom',
        input: to,
        path: ['to'],
        message: `to must be after from, at most ${DAILY_MAX_DAYS} days after it`,
      });
    }
  });

export const dailyLeadsSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  days: z.array(
    z.object({
      day: z.iso.date(),
      leads: z.number().int().describe('Leads received that day (UTC)'),
      qualified: z.number().int().describe('Of them, the ones the server judged qualified'),
      delivered: z.number().int().describe('Of them, the ones delivered to at least one buyer'),
    }),
  ),
});

export type StoredLead = z.infer<typeof storedLeadSchema>;
export type ListedLead = z.infer<typeof listedLeadSchema>;
export type LeadList = z.infer<typeof leadListSchema>;
export type LeadDetail = z.infer<typeof leadDetailSchema>;
export type LeadSaleAnswer = z.infer<typeof saleSchema>;
export type AuctionStepAnswer = z.infer<typeof auctionStepSchema>;
export type LeadListQuery = z.input<typeof leadListQuerySchema>;
export type LeadExportQuery = z.input<typeof leadExportQuerySchema>;
export type DailyLeadsQuery = z.input<typeof dailyLeadsQuerySchema>;
export type DailyLeads = z.infer<typeof dailyLeadsSchema>;

export const leadListContract = defineContract(leadListCall, {
  summary: 'List the stored leads, newest first',
  role: 'member',
  query: leadListQuerySchema,
  answer: leadListSchema,
});

/** 404 for no such lead. */
export const leadContract = defineContract(leadCall, {
  summary: 'One stored lead with its deliveries',
  role: 'member',
  params: z.object({ id: z.string() }),
  answer: leadDetailSchema,
  otherAnswers: { 404: refusalSchema },
});

/** Streamed as `text/csv`, one row per lead, the columns of docs/rules.md. */
export const leadExportContract = defineContract(leadExportCall, {
  summary: 'Export the stored leads as CSV',
  role: 'member',
  query: leadExportQuerySchema,
  answer: z.string().describe('The leads as CSV, a header row first'),
  produces: ['text/csv'],
});

export const dailyLeadsContract = defineContract(dailyLeadsCall, {
  summary: 'Count the leads of each day',
  role: 'viewer',
  query: dailyLeadsQuerySchema,
  answer: dailyLeadsSchema,
});

import { z } from 'zod';
import { defineContract } from '../contract';
import { queryInstant } from '../operator-lists';
import { moneyCall } from './money-call';

export const moneyQuerySchema = z.object({
  from: queryInstant('from').optional().describe('Sold at or after (for `bought`: received at or after)'),
  to: queryInstant('to').optional().describe('Sold before (for `bought`: received before)'),
});

const moneyRowSchema = z.object({
  key: z.string().describe('The buyer, source or variant; "(none)" for leads that carry none'),
  leads: z.number().int().describe('Leads sold at least once'),
  sales: z.number().int(),
  sold_cents: z.number().int().describe('What the buyers paid'),
  refunded_cents: z.number().int().describe('What approved returns gave back'),
  net_cents: z.number().int(),
});

const boughtRowSchema = z.object({
  key: z.string().describe('The affiliate or variant; "(none)" for leads that carry none'),
  leads: z.number().int().describe('Leads received whose cost is known'),
  bought_cents: z.number().int().describe('What they cost to buy'),
  net_cents: z.number().int().describe('What their sales kept, net of returns, whenever they were sold'),
  margin_cents: z.number().int().describe('What their sales kept less what they cost'),
});

export const moneySchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  total: moneyRowSchema,
  by_buyer: z.array(moneyRowSchema),
  by_affid: z.array(moneyRowSchema).describe("By the lead's affiliate id (affid)"),
  by_utm_source: z.array(moneyRowSchema),
  by_variant: z.array(moneyRowSchema).describe("By the variant of the lead's landing route"),
  bought: z
    .object({
      total: boughtRowSchema,
      by_affid: z.array(boughtRowSchema).describe('By the affiliate paid for the lead'),
      by_utm_source: z.array(boughtRowSchema),
      by_variant: z.array(boughtRowSchema),
    })
    .describe(
      "The leads received in the range (by the time they came) whose cost is known (SELLING_CONFIG's lead_costs): what they cost, what their sales kept and the margin, the largest margin first",
    ),
});

export type MoneyQuery = z.input<typeof moneyQuerySchema>;
export type Money = z.infer<typeof moneySchema>;
export type MoneyRow = z.infer<typeof moneyRowSchema>;
export type BoughtRow = z.infer<typeof boughtRowSchema>;

/** Totals only: no contact detail, so a viewer may read them. */
export const moneyContract = defineContract(moneyCall, {
  summary:
    'What the sales made in a range earned, by buyer, source and variant, and the margin of the leads received in it',
  role: 'viewer',
  query: moneyQuerySchema,
  answer: moneySchema,
});

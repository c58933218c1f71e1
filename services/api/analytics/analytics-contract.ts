import { z } from 'zod';
import { VARIANT_IDS } from '../../../variants/index';
import { defineContract } from '../contract';
import { queryInstant } from '../operator-lists';
import { experimentsCall, funnelCall } from './analytics-call';
import { DEVICES } from './funnel-filters';

/**
 * The operators' analytics, read from the saved sessions (`POST /api/save-data`): a variant's drop-off step by
 * step, and each experiment's arms side by side.
 */
export const funnelQuerySchema = z.object({
  variant: z.enum(VARIANT_IDS),
  from: queryInstant('from').optional().describe('Sessions first saved at or after'),
  to: queryInstant('to').optional().describe('Sessions first saved before'),
  utm_source: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe('Only the sessions that landed with this utm_source'),
  affid: z.string().trim().max(200).optional().describe('Only the sessions that landed with this affid'),
  device: z.enum(DEVICES).optional().describe('Only the sessions reported from a phone, or from a desktop'),
});

const funnelStatsSchema = z.object({
  sessions: z.number().int(),
  submitted: z.number().int().describe('Sessions that posted their lead'),
  unreplayed: z
    .number()
    .int()
    .describe('Of those, the leads whose trail did not replay (stored with dq_reason trail|<why>)'),
  steps: z.array(
    z.object({
      step: z.string(),
      reached: z.number().int().describe('Sessions that were shown the step'),
      left: z.number().int().describe('Sessions whose last save found them on the step, without a lead'),
      median_seconds: z
        .number()
        .nullable()
        .describe('Median seconds on the step; null when none answered it'),
      branches: z
        .array(
          z.object({
            to: z.string(),
            sessions: z.number().int(),
            share: z.number().describe('Of the sessions that went on from the step, the part that went here'),
          }),
        )
        .describe('Where those who went on went'),
    }),
  ),
});

export const funnelSchema = funnelStatsSchema.extend({
  variant: z.enum(VARIANT_IDS),
  from: z.string().nullable(),
  to: z.string().nullable(),
  utm_source: z.string().nullable(),
  affid: z.string().nullable(),
  device: z.enum(DEVICES).nullable(),
  arms: z
    .array(funnelStatsSchema.extend({ experiment: z.string(), arm: z.string() }))
    .describe("The same per arm of an experiment that sent the variant's sessions"),
});

export const experimentsQuerySchema = z.object({
  from: queryInstant('from').optional(),
  to: queryInstant('to').optional(),
});

const armSchema = z.object({
  arm: z.string(),
  path: z.string(),
  weight: z.number(),
  visitors: z.number().int(),
  leads: z.number().int(),
  qualified_leads: z.number().int(),
  conversion: z.number().nullable().describe('Leads over visitors; null without visitors'),
  conversion_95: z
    .tuple([z.number(), z.number()])
    .nullable()
    .describe("The conversion's 95 % Wilson interval"),
  revenue_cents: z.number().int().describe("What its leads' sales earned, net of approved returns"),
  revenue_per_visitor_cents: z
    .number()
    .nullable()
    .describe('Revenue over visitors, in cents; null without visitors'),
  share: z
    .number()
    .describe(
      "The arm's share of new visitors now, whatever the range: its weight's share, or under an allocation what the last 30 days' figures give it",
    ),
});

export const experimentsSchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  experiments: z.array(
    z.object({
      experiment: z.string(),
      path: z.string(),
      allocation: z
        .object({
          by: z.enum(['revenue-per-visitor']),
          floor_share: z.number().describe('The least share of new visitors any arm gets'),
        })
        .nullable()
        .describe(
          "How new visitors are split when not by weight: by each arm's chance of the highest revenue per visitor (Thompson sampling), with a floor; null for weights alone",
        ),
      arms: z.array(armSchema),
      leading_arm: z.string().nullable(),
      decided: z.boolean().describe("Whether the leading arm's interval lies wholly above every other arm's"),
      visitors_needed: z
        .number()
        .int()
        .nullable()
        .describe(
          "While undecided: about how many more visitors, over all the arms, before the leading arm's interval would clear the runner-up's at today's rates; null when decided or with no difference to measure",
        ),
    }),
  ),
});

export type FunnelQuery = z.input<typeof funnelQuerySchema>;
export type Funnel = z.infer<typeof funnelSchema>;
export type FunnelStats = z.infer<typeof funnelStatsSchema>;
export type FunnelStep = FunnelStats['steps'][number];
export type ExperimentsQuery = z.input<typeof experimentsQuerySchema>;
export type Experiments = z.infer<typeof experimentsSchema>;
export type ExperimentArm = z.infer<typeof armSchema>;

export const funnelContract = defineContract(funnelCall, {
  summary: "A variant's drop-off step by step",
  role: 'viewer',
  query: funnelQuerySchema,
  answer: funnelSchema,
});

export const experimentsContract = defineContract(experimentsCall, {
  summary: "Each experiment's arms side by side",
  role: 'viewer',
  query: experimentsQuerySchema,
  answer: experimentsSchema,
});

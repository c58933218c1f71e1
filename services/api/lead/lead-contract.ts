import { z } from 'zod';
import {
  normalizeLead,
  type NormalizedLead,
  type NormalizeOptions,
} from '../../../guards/lead-normalization';
import { ingestCall, postLeadCall, ticketLeadCall } from './lead-call';
import { defineContract } from '../contract';

/**
 * A JSON body that is an object: its keys are strings already. Zod's `record` would check every key and value
 * again, several microseconds a lead for nothing; the field checks are the normaliser's.
 */
function isFieldObject(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}

/** What the OpenAPI document says of such a body: what `z.record(z.string(), z.unknown())` said. */
const FIELD_OBJECT_SCHEMA = {
  type: 'object',
  propertyNames: { type: 'string' },
  additionalProperties: {},
} as const;

/**
 * The contracts of `POST /post-lead` and `POST /ingest`: a flat JSON object, read through the lead-field catalogue
 * (`guards/lead-fields.ts`) by the same normaliser the browser runs before it posts. Whatever is wrong with a
 * storable lead is listed in `issues` and the lead is stored; only what cannot be a lead at all is refused, each
 * refusal naming its field.
 */
function leadBody(options: NormalizeOptions) {
  return z
    .custom<Record<string, unknown>>(isFieldObject, { error: 'A lead is a JSON object of fields' })
    .meta(FIELD_OBJECT_SCHEMA)
    .transform((raw, context): NormalizedLead => {
      const normalized = normalizeLead(raw, options);
      for (const refusal of normalized.refusals) {
        context.addIssue({ code: 'custom', path: [refusal.field], message: refusal.message });
      }
      return normalized;
    });
}

/** The funnel's lead: its `lead_id` is the idempotency key, so it is required. */
export const postLeadBodySchema = leadBody({ requireLeadId: true });

export type PostLeadBody = z.output<typeof postLeadBodySchema>;

/** Contact-form, GPO and MMM leads: the server makes a `lead_id` when the form sent none. */
export const ingestBodySchema = leadBody({ requireLeadId: false });

export type IngestBody = z.output<typeof ingestBodySchema>;

/** The answer to a funnel's lead: the server's own verdict, never the one the browser sent. */
export const leadAcceptedSchema = z.object({
  id: z.string(),
  lead_is_qualified: z.enum(['yes', 'no']),
  dq_reason: z.string(),
});

export type PostLeadResponse = z.infer<typeof leadAcceptedSchema>;

export const ingestAnswerSchema = z.object({ id: z.string() });

export type IngestResponse = z.infer<typeof ingestAnswerSchema>;

export const postLeadContract = defineContract(postLeadCall, {
  summary: "Store the funnel's lead",
  request: postLeadBodySchema,
  answer: leadAcceptedSchema,
  status: 202,
});

/** The ticket flow's lead: the funnel's contract, judged by the ticket rules (guards/ticket-rules.ts). */
export const ticketLeadContract = defineContract(ticketLeadCall, {
  summary: "Store the ticket flow's lead",
  request: postLeadBodySchema,
  answer: leadAcceptedSchema,
  status: 202,
});

export const ingestContract = defineContract(ingestCall, {
  summary: 'Store a contact-form, GPO or MMM lead',
  request: ingestBodySchema,
  answer: ingestAnswerSchema,
  status: 202,
});

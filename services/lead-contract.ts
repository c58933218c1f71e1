import { z } from 'zod';
import { normalizeLead, type NormalizedLead, type NormalizeOptions } from '../guards/lead-normalization';

/**
 * The contracts of `POST /post-lead` and `POST /ingest`: a flat JSON object, read through the lead-field catalogue
 * (`guards/lead-fields.ts`) by the same normaliser the browser runs before it posts. Whatever is wrong with a
 * storable lead is listed in `issues` and the lead is stored; only what cannot be a lead at all is refused, each
 * refusal naming its field.
 */
function leadBody(options: NormalizeOptions) {
  return z
    .record(z.string(), z.unknown(), { error: 'A lead is a JSON object of fields' })
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

import { z } from 'zod';
import { mappingsCall } from './mappings-call';
import { defineContract } from '../contract';

/**
 * `POST /inbound/get-mappings` (the spec's mapping service): the lead-platform ids for an affiliate and offer. The
 * browser sends the ids as numbers; digits in a string are taken too.
 */
const idNumber = z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,12}$/)]).transform(String);

export const mappingsBodySchema = z.object({ affid: idNumber.optional(), oid: idNumber.optional() });

/** Every id is empty without a mapping. */
export const mappingsAnswerSchema = z.object({
  lp_campaign_id: z.string(),
  lp_supplier_id: z.string(),
  lp_key: z.string(),
});

export type MappingsBody = z.input<typeof mappingsBodySchema>;
export type MappingsAnswer = z.infer<typeof mappingsAnswerSchema>;

export const mappingsContract = defineContract(mappingsCall, {
  summary: "The lead platform's campaign for a variant",
  request: mappingsBodySchema,
  answer: mappingsAnswerSchema,
});

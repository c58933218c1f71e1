import { z } from 'zod';
import { leadProofCall } from './lead-proof-call';
import { defineContract } from '../contract';

/**
 * `GET /api/lead-proof`: the consent-proof, click-tracking, pixel and media scripts this server's operator configured, asked by
 * a survey page after its first paint (the pages are prerendered, so they cannot carry the setting). Each is null
 * when not configured, and then nothing loads.
 */
export const leadProofAnswerSchema = z.object({
  trustedForm: z.object({ scriptUrl: z.string() }).nullable(),
  jornaya: z.object({ scriptUrl: z.string(), campaignId: z.string() }).nullable(),
  everflow: z.object({ sdkUrl: z.string() }).nullable(),
  /** The scripts the page hooks load (`variants/variant-definition.ts`), each null when not configured. */
  pageScripts: z.object({
    adPixel: z.string().nullable(),
    identityPixel: z.string().nullable(),
    injuryPixel: z.string().nullable(),
    ticketPixel: z.string().nullable(),
    mediaLoader: z.string().nullable(),
  }),
});
export type LeadProofAnswer = z.infer<typeof leadProofAnswerSchema>;

export const leadProofContract = defineContract(leadProofCall, {
  summary: 'The consent-proof vendors the pages load',
  answer: leadProofAnswerSchema,
});

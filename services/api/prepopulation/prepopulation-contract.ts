import { z } from 'zod';
import { prepopulationCall } from './prepopulation-call';
import { defineContract } from '../contract';

/** `GET /check-affid-pre/:affid/:percentage` (spec section 7): whether to fill the forms from the landing URL. */
export const prepopulationParamsSchema = z.object({
  affid: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  percentage: z.coerce.number().int().min(0).max(100),
});
export const prepopulationAnswerSchema = z.object({ result: z.enum(['yes', 'no']) });
export type PrepopulationAnswer = z.infer<typeof prepopulationAnswerSchema>;

export const prepopulationContract = defineContract(prepopulationCall, {
  summary: "Whether an affiliate's visitors get a prefilled funnel",
  params: prepopulationParamsSchema,
  answer: prepopulationAnswerSchema,
});

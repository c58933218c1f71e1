import { z } from 'zod';
import { METER_BANDS, METER_MAX_MULTIPLIER } from '../../../guards/compensation-estimate';
import { compensationEstimateCall } from './compensation-estimate-call';
import { defineContract } from '../contract';

/**
 * The contract of `POST /api/compensation-estimate` (spec section 7: called only on a page opened with
 * show-meter=yes). The browser sends the answers that weigh on the estimate, as the lead stores them; the server
 * computes the estimate with guards/compensation-estimate.ts. Nothing is stored and no answer is personal data.
 */
const MAX_ANSWER_LENGTH = 100;
const answer = z.string().max(MAX_ANSWER_LENGTH, `At most ${MAX_ANSWER_LENGTH} characters`).optional();

export const compensationEstimateBodySchema = z.object({
  injury_type: answer,
  physical_injury: answer,
  doctor_treatment: answer,
  missed_work: answer,
  at_Fault: answer,
  police_report: answer,
  multiplier: z.number().min(1).max(METER_MAX_MULTIPLIER).optional(),
});

export const compensationEstimateAnswerSchema = z.object({
  value: z.number().int(),
  compLevel: z.number().int().min(1).max(METER_BANDS.length),
  label: z.string(),
});

export type CompensationEstimateBody = z.input<typeof compensationEstimateBodySchema>;
export type CompensationEstimateAnswer = z.infer<typeof compensationEstimateAnswerSchema>;

export const compensationEstimateContract = defineContract(compensationEstimateCall, {
  summary: "Estimate the compensation meter's value",
  request: compensationEstimateBodySchema,
  answer: compensationEstimateAnswerSchema,
});

import { z } from 'zod';
import { buyersCall } from './buyers-call';
import { defineContract } from '../contract';

const buyerSchema = z.object({
  name: z.string().min(1).max(200),
  ids: z.array(z.string().regex(/^\d{1,12}$/)).min(1),
});

/**
 * The contract of `POST /buyers/get-available` (spec section 7): the lead's fields so far (the zip code and state
 * decide), answered with the buyers the visitor may choose among and every buyer that could take the lead, the
 * first-party buyer (8674) first. No field is stored or logged.
 */
export const buyersRequestSchema = z.object({
  fields: z.record(z.string(), z.string().max(200)),
});

export const buyersAnswerSchema = z.object({
  selectedBuyers: z.array(buyerSchema),
  allPossibleBuyers: z.array(buyerSchema),
});

export type BuyersRequest = z.infer<typeof buyersRequestSchema>;
export type BuyersAnswer = z.infer<typeof buyersAnswerSchema>;

export const buyersContract = defineContract(buyersCall, {
  summary: "The lead buyers available for the visitor's place and answers",
  request: buyersRequestSchema,
  answer: buyersAnswerSchema,
});

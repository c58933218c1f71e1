import { z } from 'zod';
import { zipPlaceCall } from './zip-place-call';
import { defineContract } from '../contract';

/** `GET /us/:zip`: the place of a zip code; every field is '' when the zip is unknown or malformed (still 200). */
export const zipPlaceSchema = z.object({
  zip: z.string(),
  city: z.string(),
  /** Two-letter code, e.g. TX. */
  state: z.string(),
  /** Full name, e.g. Texas. */
  state_long: z.string(),
  county: z.string(),
});

export type ZipPlace = z.infer<typeof zipPlaceSchema>;

export const zipPlaceContract = defineContract(zipPlaceCall, {
  summary: 'The city, state and county of a ZIP code',
  params: z.object({ zip: z.string() }),
  answer: zipPlaceSchema,
});

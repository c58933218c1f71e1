import { z } from 'zod';
import type { ApiError } from './contract-types';

/**
 * A refusal's answer, for a contract that names one (404 for no such thing, 409 for a change that cannot be
 * made…): the shape of every refusal of the API, `{ error, issues }`.
 */
export const refusalSchema = z.object({
  error: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })),
}) satisfies z.ZodType<ApiError>;

import type { CompensationEstimate, EstimateAnswers } from '../guards/compensation-estimate';

export const COMPENSATION_ESTIMATE_PATH = '/api/compensation-estimate';

const ESTIMATE_FIELDS = [
  'injury_type',
  'physical_injury',
  'doctor_treatment',
  'missed_work',
  'at_Fault',
  'police_report',
] as const satisfies readonly (keyof EstimateAnswers)[];

/**
 * The meter's estimate for the answers so far, from the server; null when the call fails (the meter keeps what it
 * showed). Loaded only on a page opened with show-meter=yes.
 */
export async function fetchCompensationEstimate(
  answers: Readonly<Record<string, string>>,
  multiplier?: number,
): Promise<CompensationEstimate | null> {
  const body: Record<string, string | number> = {};
  for (const field of ESTIMATE_FIELDS) if (answers[field] !== undefined) body[field] = answers[field];
  if (multiplier !== undefined) body.multiplier = multiplier;
  try {
    const { default: ky } = await import('ky');
    return await ky
      .post(COMPENSATION_ESTIMATE_PATH, { json: body, timeout: 4000 })
      .json<CompensationEstimate>();
  } catch {
    return null;
  }
}

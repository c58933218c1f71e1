import type { CompensationEstimate, EstimateAnswers } from '../../../guards/compensation-estimate';
import { compensationEstimateCall } from './compensation-estimate-call';
import type { CompensationEstimateBody } from './compensation-estimate-contract';
import { send } from '../../http';

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
  const body: CompensationEstimateBody = {};
  for (const field of ESTIMATE_FIELDS) if (answers[field] !== undefined) body[field] = answers[field];
  if (multiplier !== undefined) body.multiplier = multiplier;
  try {
    // The server's estimate comes from the same rule (guards/compensation-estimate.ts), labels and all.
    return (
      ((await send(compensationEstimateCall, { body, timeoutMs: 4000 })) as CompensationEstimate) ?? null
    );
  } catch {
    return null;
  }
}

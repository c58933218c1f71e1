import type { DestinationKind } from './destinations';

/**
 * What one attempt's answer means: network errors, timeouts, 408, 425, 429 and 5xx are worth another try; any
 * other 4xx, and the lead platform's ERROR, is a refusal that retrying will not change.
 */
export type Verdict = 'delivered' | 'retry' | 'rejected';

export interface AttemptVerdict {
  verdict: Verdict;
  /** A word or two for operators: ACCEPTED, DUPLICATED, ERROR, HTTP 503, timed out, unreachable. */
  outcome: string;
}

const RETRIED_STATUSES = new Set([408, 425, 429]);

export function verdictForFailure(timedOut: boolean): AttemptVerdict {
  return { verdict: 'retry', outcome: timedOut ? 'timed out' : 'unreachable' };
}

/** The lead platform answers 200 with a JSON `status`: ACCEPTED, DUPLICATED (it has the lead already) or ERROR. */
function leadPlatformVerdict(answer: string): AttemptVerdict {
  let status: unknown;
  try {
    status = (JSON.parse(answer) as { status?: unknown }).status;
  } catch {
    status = undefined;
  }
  if (status === 'ACCEPTED' || status === 'DUPLICATED') return { verdict: 'delivered', outcome: status };
  if (status === 'ERROR') return { verdict: 'rejected', outcome: 'ERROR' };
  // A 2xx that is not the platform's answer (a proxy's page, a half-written body) may not have reached it.
  return { verdict: 'retry', outcome: 'unreadable answer' };
}

export function verdictForAnswer(kind: DestinationKind, httpStatus: number, answer: string): AttemptVerdict {
  const outcome = `HTTP ${httpStatus}`;
  if (httpStatus >= 500 || RETRIED_STATUSES.has(httpStatus)) return { verdict: 'retry', outcome };
  if (httpStatus < 200 || httpStatus >= 300) return { verdict: 'rejected', outcome };
  if (kind === 'leadprosper') return leadPlatformVerdict(answer);
  return { verdict: 'delivered', outcome };
}

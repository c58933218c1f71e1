import type { Destination } from './destinations';
import { deliveryRequest, type OutgoingLead } from './requests';
import { verdictForAnswer, verdictForFailure, type AttemptVerdict } from './verdict';

export interface SentAttempt extends AttemptVerdict {
  attemptedAt: Date;
  durationMs: number;
  httpStatus: number | null;
  answer: string;
}

/**
 * One attempt: the POST with the delivery's idempotency key, ended after `timeoutMs` (answer included), and what
 * its answer means. Redirects are not followed: a buyer's endpoint that moved is for an operator to fix.
 */
export async function sendOnce(
  destination: Destination,
  outgoing: OutgoingLead,
  { timeoutMs }: { timeoutMs: number },
): Promise<SentAttempt> {
  const attemptedAt = new Date();
  const started = performance.now();
  const request = deliveryRequest(destination, outgoing, attemptedAt);
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = await response.text();
    return {
      attemptedAt,
      durationMs: performance.now() - started,
      httpStatus: response.status,
      answer,
      ...verdictForAnswer(destination.kind, response.status, answer),
    };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      attemptedAt,
      durationMs: performance.now() - started,
      httpStatus: null,
      answer: '',
      ...verdictForFailure(timedOut),
    };
  }
}

import { circuitBreaker, ConsecutiveBreaker, handleAll, type CircuitBreakerPolicy } from 'cockatiel';

/** A circuit breaker for one third-party provider (cockatiel's). */
export type ProviderBreaker = Pick<CircuitBreakerPolicy, 'execute' | 'state'>;

/** Failures in a row that open a provider's breaker. */
export const BREAKER_FAILURES = 5;
/** How long an open breaker waits before one probe call may try the provider again. */
export const BREAKER_HALF_OPEN_AFTER_MS = 30_000;

export interface BreakerEvents {
  opened(provider: string): void;
  closed(provider: string): void;
}

export function createProviderBreaker(
  provider: string,
  events: BreakerEvents,
  options: { failures?: number; halfOpenAfterMs?: number } = {},
): ProviderBreaker {
  const breaker = circuitBreaker(handleAll, {
    halfOpenAfter: options.halfOpenAfterMs ?? BREAKER_HALF_OPEN_AFTER_MS,
    breaker: new ConsecutiveBreaker(options.failures ?? BREAKER_FAILURES),
  });
  breaker.onBreak(() => events.opened(provider));
  breaker.onReset(() => events.closed(provider));
  return breaker;
}

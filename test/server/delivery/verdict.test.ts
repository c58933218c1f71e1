import { describe, expect, it } from 'vitest';
import { nextAttemptAt } from '../../../server/delivery/retry-schedule';
import { verdictForAnswer, verdictForFailure } from '../../../server/delivery/verdict';

describe('verdictForAnswer', () => {
  it.each([
    ['form-webhook', 200, '', 'delivered', 'HTTP 200'],
    ['json-webhook', 204, '', 'delivered', 'HTTP 204'],
    ['lead-exchange', 201, '{}', 'delivered', 'HTTP 201'],
    ['form-webhook', 408, '', 'retry', 'HTTP 408'],
    ['form-webhook', 425, '', 'retry', 'HTTP 425'],
    ['form-webhook', 429, '', 'retry', 'HTTP 429'],
    ['form-webhook', 500, '', 'retry', 'HTTP 500'],
    ['json-webhook', 503, '', 'retry', 'HTTP 503'],
    ['leadprosper', 502, '', 'retry', 'HTTP 502'],
    ['form-webhook', 400, '', 'rejected', 'HTTP 400'],
    ['json-webhook', 401, '', 'rejected', 'HTTP 401'],
    ['lead-exchange', 404, '', 'rejected', 'HTTP 404'],
    ['form-webhook', 422, '', 'rejected', 'HTTP 422'],
    ['form-webhook', 301, '', 'rejected', 'HTTP 301'],
    ['leadprosper', 200, '{"status":"ACCEPTED","code":0}', 'delivered', 'ACCEPTED'],
    ['leadprosper', 200, '{"status":"DUPLICATED","code":1}', 'delivered', 'DUPLICATED'],
    ['leadprosper', 200, '{"status":"ERROR","message":"Missing field"}', 'rejected', 'ERROR'],
    ['leadprosper', 200, '<html>gateway</html>', 'retry', 'unreadable answer'],
    ['leadprosper', 400, '{"status":"ERROR"}', 'rejected', 'HTTP 400'],
  ] as const)('%s answering %i %s is %s (%s)', (kind, status, answer, verdict, outcome) => {
    expect(verdictForAnswer(kind, status, answer)).toEqual({ verdict, outcome });
  });

  it('retries a timeout and a network error', () => {
    expect(verdictForFailure(true)).toEqual({ verdict: 'retry', outcome: 'timed out' });
    expect(verdictForFailure(false)).toEqual({ verdict: 'retry', outcome: 'unreachable' });
  });
});

describe('nextAttemptAt', () => {
  const now = new Date('2026-11-22T10:00:00.000Z');
  const schedule = [30_000, 120_000, 600_000, 3_600_000, 21_600_000, 86_400_000];

  it.each([
    [1, 30_000],
    [2, 120_000],
    [3, 600_000],
    [4, 3_600_000],
    [5, 21_600_000],
    [6, 86_400_000],
  ])('after %i failed attempts waits about %i ms, within ±20 %% jitter', (attempts, delay) => {
    const earliest = nextAttemptAt(now, attempts, schedule, () => 0)!.getTime() - now.getTime();
    const middle = nextAttemptAt(now, attempts, schedule, () => 0.5)!.getTime() - now.getTime();
    const latest = nextAttemptAt(now, attempts, schedule, () => 0.999999)!.getTime() - now.getTime();
    expect(earliest).toBe(delay * 0.8);
    expect(middle).toBe(delay);
    expect(latest).toBeLessThanOrEqual(delay * 1.2);
    expect(latest).toBeGreaterThan(delay * 1.19);
  });

  it('has no next attempt once the schedule is spent: the delivery is dead', () => {
    expect(nextAttemptAt(now, 7, schedule)).toBeUndefined();
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUYERS_TIMEOUT_MS, fetchAvailableBuyers } from '../../../../../services/api/buyers/buyers-client';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Spec section 7: the buyers call is given 15 seconds; past that the funnel goes on without buyers. */
describe('the buyers call', () => {
  it('waits 15 s for a buyers service that does not answer, then gives up as a timeout', async () => {
    expect(BUYERS_TIMEOUT_MS).toBe(15_000);
    // The HTTP helper's sending half loads with the first call: loaded here, the clock below is the call's alone.
    await import('../../../../../services/http-send');
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (request: Request) =>
          new Promise<Response>((_resolve, reject) =>
            request.signal.addEventListener('abort', () => reject(request.signal.reason as Error)),
          ),
      ),
    );
    let outcome: unknown;
    void fetchAvailableBuyers({ zip_code: '77002', state: 'TX' }).then((settled) => (outcome = settled));

    await vi.advanceTimersByTimeAsync(14_900);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(200);
    await vi.waitFor(() => expect(outcome).toEqual({ kind: 'timeout' }));
  });
});

import type { BuyersOutcome } from '../guards/one-to-one';
import type { BuyersAnswer } from './buyers-contract';

export const BUYERS_PATH = '/buyers/get-available';

/** The browser waits at most this long for the buyers (spec section 7), then goes on without them. */
export const BUYERS_TIMEOUT_MS = 15_000;

/** The fields the buyers depend on: where the visitor lives. */
const BUYER_FIELDS = ['zip_code', 'state'] as const;

/**
 * Asks the server for the buyers of a lead, waiting at most 15 s; a timeout or any failure is an outcome, never
 * an error (the error catalogue: `1_to_1_timeout` yes and empty lists).
 */
export async function fetchAvailableBuyers(
  answers: Readonly<Record<string, string>>,
): Promise<BuyersOutcome> {
  const fields: Record<string, string> = {};
  for (const field of BUYER_FIELDS) if (answers[field]) fields[field] = answers[field];
  try {
    const { default: ky, TimeoutError } = await import('ky');
    try {
      const found = await ky
        .post(BUYERS_PATH, { json: { fields }, timeout: BUYERS_TIMEOUT_MS, retry: 0 })
        .json<BuyersAnswer>();
      if (!Array.isArray(found.selectedBuyers) || !Array.isArray(found.allPossibleBuyers)) {
        return { kind: 'failed' };
      }
      return { kind: 'fetched', found };
    } catch (error) {
      return { kind: error instanceof TimeoutError ? 'timeout' : 'failed' };
    }
  } catch {
    return { kind: 'failed' };
  }
}

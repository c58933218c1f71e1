import type { BuyersOutcome } from '../../../guards/one-to-one';
import { buyersCall } from './buyers-call';
import { failureOf, send } from '../../http';

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
    const found = await send(buyersCall, { body: { fields }, timeoutMs: BUYERS_TIMEOUT_MS });
    if (!Array.isArray(found?.selectedBuyers) || !Array.isArray(found.allPossibleBuyers)) {
      return { kind: 'failed' };
    }
    return { kind: 'fetched', found };
  } catch (error) {
    return { kind: failureOf(error) === 'timeout' ? 'timeout' : 'failed' };
  }
}

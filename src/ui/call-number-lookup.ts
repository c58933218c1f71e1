import { callNumberCall } from '../../services/api/call-number/call-number-call';
import { send } from '../../services/http';
import { withoutContactDetails } from '../../guards/thank-you-query';
import { CALL_NUMBER_STORAGE_KEY, isCallNumber, type CallNumber } from './call-number-shape';

/**
 * Asks the server for the visitor's tracked call number (Retreaver, when configured), once the page has loaded,
 * and remembers it for the tab. Kept apart from `call-number.ts`, which every page loads first, so the ask costs
 * nothing before it is made.
 */

/** Retreaver may be slow; the default number rings meanwhile. */
const CALL_NUMBER_TIMEOUT_MS = 10_000;

/** The tracked number, or undefined when none applies or the server cannot be reached (the default rings). */
export async function trackedNumber(): Promise<CallNumber | undefined> {
  try {
    const answer = await send(callNumberCall, {
      // The page is a thank-you page with the visitor's contact details in its query until its script takes them out.
      query: { page: withoutContactDetails(location.href) },
      timeoutMs: CALL_NUMBER_TIMEOUT_MS,
    });
    // 204 (no answer): no tracked number applies; a failure throws. Either way the default stays.
    if (!answer) return undefined;
    const number = { dial: answer.retreaverNumber, formatted: answer.retreaverNumberFormatted };
    if (!isCallNumber(number)) return undefined;
    try {
      sessionStorage.setItem(CALL_NUMBER_STORAGE_KEY, JSON.stringify(number));
    } catch {
      // Private mode or a full quota: this page still shows the number, later ones ask again.
    }
    return number;
  } catch {
    // Offline or the server is unreachable: the default number still rings.
    return undefined;
  }
}

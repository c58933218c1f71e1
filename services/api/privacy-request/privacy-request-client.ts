import { privacyRequestCall } from './privacy-request-call';
import { send } from '../../http';
import type { PrivacyRequestAnswer, PrivacyRequestFields } from './privacy-request-contract';

export type { PrivacyRequestFields };

/**
 * Sends a "do not sell my information" request. Unlike a lead, the visitor must know whether it arrived, so a
 * failure is reported (undefined) and the form lets them try again.
 */
export async function sendPrivacyRequest(
  fields: PrivacyRequestFields,
  { origin, timeoutMs = 10_000 }: { origin?: string; timeoutMs?: number } = {},
): Promise<PrivacyRequestAnswer | undefined> {
  try {
    return await send(privacyRequestCall, { body: fields, origin, timeoutMs });
  } catch {
    return undefined;
  }
}

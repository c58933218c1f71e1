import { send } from '../../http';
import { consentRevocationCall } from './consent-revocation-call';
import type { ConsentRevocationAnswer, ConsentRevocationFields } from './consent-revocation-contract';

export type { ConsentRevocationFields };

/**
 * Sends a revocation of consent from the site's form. The visitor must know whether it arrived, so a failure is
 * reported (undefined) and the form lets them try again.
 */
export async function sendConsentRevocation(
  fields: ConsentRevocationFields,
  { timeoutMs = 10_000 }: { timeoutMs?: number } = {},
): Promise<ConsentRevocationAnswer | undefined> {
  try {
    return await send(consentRevocationCall, { body: fields, timeoutMs });
  } catch {
    return undefined;
  }
}

import type { PrivacyRequestResponse } from './contract-types';

export const PRIVACY_REQUESTS_PATH = '/api/privacy-requests';

export interface PrivacyRequestFields {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  state: string;
  details: string;
}

/**
 * Sends a "do not sell my information" request. Unlike a lead, the visitor must know whether it arrived, so a
 * failure is reported (undefined) and the form lets them try again.
 */
export async function sendPrivacyRequest(
  fields: PrivacyRequestFields,
  { origin = '', timeoutMs = 10_000 } = {},
): Promise<PrivacyRequestResponse | undefined> {
  try {
    const response = await fetch(`${origin}${PRIVACY_REQUESTS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fields),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.status === 202 ? ((await response.json()) as PrivacyRequestResponse) : undefined;
  } catch {
    return undefined;
  }
}

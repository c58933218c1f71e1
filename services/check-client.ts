import type { EmailCheckAnswer, GibberishAnswer, PhoneCheckAnswer } from './check-contract';
import type { ZipPlace } from './contract-types';

/**
 * The browser's side of the checks (spec section 7). Every failure (network, timeout, a 4xx or 5xx, an answer
 * that is not JSON) resolves to undefined: the caller's failure policy decides, and none ever blocks a visitor.
 */
export const CHECK_TIMEOUT_MS = 5000;

export interface CheckClientOptions {
  /** Where the server is; the page's own origin when omitted. */
  origin?: string;
  timeoutMs?: number;
}

async function askJson<T>(
  path: string,
  init: RequestInit,
  options: CheckClientOptions,
): Promise<T | undefined> {
  try {
    const response = await fetch(`${options.origin ?? ''}${path}`, {
      ...init,
      signal: AbortSignal.timeout(options.timeoutMs ?? CHECK_TIMEOUT_MS),
    });
    if (!response.ok) return undefined;
    return (await response.json()) as T;
  } catch {
    return undefined;
  }
}

function postJson<T>(path: string, body: unknown, options: CheckClientOptions): Promise<T | undefined> {
  return askJson<T>(
    path,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    options,
  );
}

export function checkPhone(
  phone: string,
  options: CheckClientOptions = {},
): Promise<PhoneCheckAnswer | undefined> {
  return postJson('/api/validate/phone', { phone }, options);
}

export function checkEmail(
  email: string,
  options: CheckClientOptions = {},
): Promise<EmailCheckAnswer | undefined> {
  return postJson('/api/validate/email', { email }, options);
}

/** The spec's call sends form data `text`. */
export async function checkGibberish(
  text: string,
  options: CheckClientOptions = {},
): Promise<boolean | undefined> {
  const answer = await askJson<GibberishAnswer>(
    '/api/gibberish',
    { method: 'POST', body: new URLSearchParams({ text }) },
    options,
  );
  return answer ? answer.is_gibberish === 'yes' : undefined;
}

export function findZipPlace(zip: string, options: CheckClientOptions = {}): Promise<ZipPlace | undefined> {
  return askJson(`/us/${encodeURIComponent(zip)}`, {}, options);
}

import { type AnswerOf, type Call } from '../call';
import { emailCheckCall, gibberishCall, phoneCheckCall } from './checks-call';
import { zipPlaceCall } from '../zip-place/zip-place-call';
import { send, type SendOptions } from '../../http';
import type { EmailCheckAnswer, PhoneCheckAnswer } from './checks-contract';
import type { ZipPlace } from '../zip-place/zip-place-contract';

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

async function ask<C extends Call>(
  call: C,
  request: Omit<SendOptions<C>, 'timeoutMs'>,
  options: CheckClientOptions,
): Promise<AnswerOf<C> | undefined> {
  try {
    return await send(call, { ...request, ...options, timeoutMs: options.timeoutMs ?? CHECK_TIMEOUT_MS });
  } catch {
    return undefined;
  }
}

export function checkPhone(
  phone: string,
  options: CheckClientOptions = {},
): Promise<PhoneCheckAnswer | undefined> {
  return ask(phoneCheckCall, { body: { phone } }, options);
}

export function checkEmail(
  email: string,
  options: CheckClientOptions = {},
): Promise<EmailCheckAnswer | undefined> {
  return ask(emailCheckCall, { body: { email } }, options);
}

/** The spec's call sends form data `text`. */
export async function checkGibberish(
  text: string,
  options: CheckClientOptions = {},
): Promise<boolean | undefined> {
  const answer = await ask(gibberishCall, { form: { text } }, options);
  return answer ? answer.is_gibberish === 'yes' : undefined;
}

export function findZipPlace(zip: string, options: CheckClientOptions = {}): Promise<ZipPlace | undefined> {
  return ask(zipPlaceCall, { params: { zip } }, options);
}

import { pathOf, type AnswerOf, type Call } from './api/call';
import type * as HttpSend from './http-send';
import type { SendOptions } from './http-send';

export type { BeaconSender, RetryPolicy, SendOptions } from './http-send';

/**
 * The browser's one way to make a same-origin call: a timeout, a retry policy and, for what must not be lost, the
 * beacon. Built on ky, which comes with the sending half (`http-send.ts`) at a page's first call, never with the
 * page. What each caller does with a failure (give up quietly, hold the lead, tell the visitor) stays with it.
 */
let sending: Promise<typeof HttpSend> | undefined;

/**
 * Makes the call and resolves with its answer (undefined for an answer without a body, as a 204), or rejects:
 * `failureOf` tells why.
 */
export async function send<C extends Call>(call: C, options: SendOptions<C>): Promise<AnswerOf<C>> {
  sending ??= import('./http-send');
  sending.catch(() => (sending = undefined));
  return (await sending).sendWithKy(call, options);
}

/** Why a call failed: no answer in time, a failing status, or no answer at all (offline, refused, not JSON). */
export function failureOf(error: unknown): 'timeout' | 'status' | 'network' {
  const name = (error as Error | undefined)?.name;
  return name === 'TimeoutError' ? 'timeout' : name === 'HTTPError' ? 'status' : 'network';
}

/**
 * Sends a body with navigator.sendBeacon, which the browser delivers even as the page unloads; false when the
 * browser has no beacon or its queue refuses the body.
 */
export function beacon(call: Call, body: string, { type = 'application/json', origin = '' } = {}): boolean {
  return globalThis.navigator?.sendBeacon?.(`${origin}${pathOf(call)}`, new Blob([body], { type })) ?? false;
}

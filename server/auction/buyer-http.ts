import { Agent, request } from 'undici';

/**
 * How the auction calls a buyer: a JSON POST bounded by the buyer's own timeout, over connections kept open
 * between auctions. undici's `request`, not `fetch`: an auction opens twenty calls at once, and `fetch` spent about
 * 0.4 ms of the event loop on each (its streams and Response objects), three times `request`'s, which delayed the
 * decision behind the calls' own overhead (docs/benchmark-results.md, the auction's decision).
 */
const buyersAgent = new Agent({ keepAliveTimeout: 30_000 });

/** A JSON POST and the answer's status and text, the whole exchange (body read included) under the one timeout. */
export async function postToBuyer(
  url: string,
  body: unknown,
  timeoutMs: number,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  const answer = await request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    dispatcher: buyersAgent,
    signal: AbortSignal.timeout(timeoutMs),
  });
  return { status: answer.statusCode, text: await answer.body.text() };
}

/** A JSON POST whose answer must be a 2xx with JSON: anything else throws. */
export async function postJson(
  url: string,
  body: unknown,
  timeoutMs: number,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const { status, text } = await postToBuyer(url, body, timeoutMs, headers);
  if (status < 200 || status > 299) throw new Error(`HTTP ${status}`);
  return JSON.parse(text);
}

/** Whether a call failed because the buyer's time ran out (the signal's own reason, or an abort). */
export const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

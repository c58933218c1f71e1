import { Agent, request } from 'undici';

/**
 * How the auction calls a buyer: a JSON POST bounded by the buyer's own timeout, over connections kept open
 * between auctions. undici's `request`, not `fetch`: an auction opens twenty calls at once, and `fetch` spent about
 * 0.4 ms of the event loop on each (its streams and Response objects), three times `request`'s, which delayed the
 * decision behind the calls' own overhead (docs/benchmark-results.md, the auction's decision).
 */
const buyersAgent = new Agent({ keepAliveTimeout: 30_000 });

export async function postJson(
  url: string,
  body: unknown,
  timeoutMs: number,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const answer = await request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    dispatcher: buyersAgent,
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (answer.statusCode < 200 || answer.statusCode > 299) {
    await answer.body.dump();
    throw new Error(`HTTP ${answer.statusCode}`);
  }
  return answer.body.json();
}

/** Whether a call failed because the buyer's time ran out (the signal's own reason, or an abort). */
export const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

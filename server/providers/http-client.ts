import { isBrokenCircuitError } from 'cockatiel';
import type { ProviderBreaker } from './provider-breaker';

/**
 * The one way providers call a third party: a deadline on every request, and anything but a 2xx JSON answer is
 * an error the caller turns into its fallback. Nothing about the request (it may carry personal data) goes into
 * the error.
 */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly reason: string,
  ) {
    super(`${provider} provider failed: ${reason}`);
  }
}

export interface ProviderRequest {
  provider: string;
  url: string;
  timeoutMs: number;
  method?: 'GET' | 'POST';
  body?: string | URLSearchParams;
  contentType?: string;
}

export async function requestJson(request: ProviderRequest): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method ?? 'GET',
      body: request.body,
      headers: {
        accept: 'application/json',
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
      },
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new ProviderError(request.provider, timedOut ? 'timed out' : 'unreachable');
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ProviderError(request.provider, `answered ${response.status}`);
  }
  try {
    return await response.json();
  } catch {
    throw new ProviderError(request.provider, 'answered something other than JSON');
  }
}

/**
 * Runs the third-party call; if it fails, the embedded default answers and the failure is reported. With a
 * breaker, a provider that keeps failing is not asked at all until the breaker's probe finds it back: the embedded
 * default answers at once, so a dead provider costs a visitor nothing.
 */
export async function withFallback<T>(
  thirdParty: () => Promise<T>,
  embedded: () => Promise<T>,
  onFailure: (error: ProviderError) => void,
  breaker?: ProviderBreaker,
): Promise<T> {
  try {
    return await (breaker ? breaker.execute(thirdParty) : thirdParty());
  } catch (error) {
    // An open breaker was already reported when it opened.
    if (!isBrokenCircuitError(error)) {
      onFailure(error instanceof ProviderError ? error : new ProviderError('unknown', 'threw'));
    }
    return embedded();
  }
}

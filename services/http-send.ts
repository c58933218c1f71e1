import ky, { isHTTPError } from 'ky';
import { pathOf, type AnswerOf, type Call, type RequestOf } from './api/call';

/**
 * The sending half of `http.ts`, with ky: loaded with a page's first call, never with the page, so neither this
 * nor ky is in any page's first load. Callers import `http.ts`.
 */
export interface RetryPolicy {
  /** Tries after the first. */
  limit: number;
  /** The statuses worth another try; any other failing status is final. */
  statuses: readonly number[];
  /** Whether a try that timed out is tried again. */
  onTimeout?: boolean;
  /** The longest wait between tries, in ms; the waits double from 0.3 s. */
  backoffLimitMs?: number;
}

/** navigator.sendBeacon's shape, so tests can stand in for it. */
export type BeaconSender = (url: string, body: Blob) => boolean;

export interface SendOptions<C extends Call> {
  /** Sent as JSON. */
  body?: RequestOf<C>;
  /** Sent as form data (URL-encoded). */
  form?: RequestOf<C> & Record<string, string>;
  /** The query of a GET. */
  query?: RequestOf<C> & Record<string, string>;
  /** The values of the path's parameters (`/us/:zip`). */
  params?: Readonly<Record<string, string | number>>;
  /** Where the server is; the page's own origin when omitted. */
  origin?: string;
  /** How long each try may take, in ms. */
  timeoutMs: number;
  /** Without one, a call is tried once. */
  retry?: RetryPolicy;
  /** Statuses besides 2xx whose body is still the answer (a 429 that says why). */
  answerStatuses?: readonly number[];
  /** The request outlives the page (fetch's keepalive). */
  keepalive?: boolean;
  /**
   * When every try failed and the server may not have the body (no answer, a timeout, a status the retry policy
   * names), hand the JSON body to the browser's beacon queue, which outlives the page. True: navigator.sendBeacon.
   */
  beacon?: boolean | BeaconSender;
}

/** A call's full URL: ky builds a Request, which takes no relative URL outside a page. */
function urlOf(call: Call, { origin, params }: SendOptions<Call>): string {
  const path = pathOf(call, params);
  const base = origin ?? (typeof location === 'undefined' ? undefined : location.href);
  return base ? new URL(path, base).href : path;
}

export async function sendWithKy<C extends Call>(call: C, options: SendOptions<C>): Promise<AnswerOf<C>> {
  const url = urlOf(call, options);
  const { retry, answerStatuses = [] } = options;
  try {
    const response = await ky(url, {
      method: call.method,
      json: options.body,
      body: options.form && new URLSearchParams(options.form),
      searchParams: options.query,
      timeout: options.timeoutMs,
      keepalive: options.keepalive,
      throwHttpErrors: (status) => !answerStatuses.includes(status),
      retry: retry
        ? {
            limit: retry.limit,
            methods: [call.method.toLowerCase()],
            statusCodes: [...retry.statuses],
            retryOnTimeout: retry.onTimeout ?? false,
            backoffLimit: retry.backoffLimitMs,
          }
        : 0,
    });
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as AnswerOf<C>;
  } catch (error) {
    const refused = isHTTPError(error) && !retry?.statuses.includes(error.response.status);
    const sender =
      options.beacon === true
        ? globalThis.navigator?.sendBeacon?.bind(navigator)
        : options.beacon || undefined;
    // text/plain keeps the beacon a simple request; the server reads it as JSON.
    if (!refused) sender?.(url, new Blob([JSON.stringify(options.body)], { type: 'text/plain' }));
    throw error;
  }
}

/**
 * The console's calls to the operators' API. The session cookie goes by itself (same origin, HttpOnly); every
 * change also carries the session's CSRF token, which the server answered at sign-in or on GET /api/console/session.
 */
let csrfToken: string | null = null;

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** The session ended (expired, signed out elsewhere): the console shows the sign-in form again. */
export class SignedOut extends Error {
  constructor() {
    super('Signed out');
  }
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

let onSignedOut: () => void = () => undefined;

export function whenSignedOut(listener: () => void): void {
  onSignedOut = listener;
}

export async function api<T>(
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<T> {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  const response = await fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (response.status === 401 && path !== '/api/console/sign-in') {
    onSignedOut();
    throw new SignedOut();
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { error?: string };
    const wait = response.headers.get('retry-after');
    const message = answer.error ?? `The server answered ${response.status}`;
    throw new ApiError(response.status, wait ? `${message} (wait ${wait} s)` : message);
  }
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** A query string from a filter object, leaving out empty values. */
export function queryOf(values: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `?${text}` : '';
}

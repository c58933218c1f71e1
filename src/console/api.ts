import { pathOf, type AnswerOf, type Call, type RequestOf } from '../../services/api/call';
import { signInCall } from '../../services/api/console-session/console-session-call';

/**
 * The console's calls to the operators' API, each made by its call object (`services/api/<endpoint>/*-call.ts`),
 * so its path, its request and its answer are the contract's. The session cookie goes by itself (same origin,
 * HttpOnly); every change also carries the session's CSRF token, which the server answered at sign-in or on
 * GET /api/console/session.
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

/**
 * A GET's query as the console has it: the contract's names, each value as text (a URL parameter or a form
 * field), an empty one left out. The server checks the values and refuses one it does not take.
 */
export type QueryOf<C extends Call> = { [Name in keyof RequestOf<C>]?: string };

export interface Asking<C extends Call> {
  /** The values of the path's parameters (`:id`). */
  params?: Readonly<Record<string, string>>;
  /** A GET's query. */
  query?: QueryOf<C>;
  /** A POST's JSON body. */
  body?: RequestOf<C>;
}

/** Where a call is made, or a link to it points (a download): its path with its parameters and query. */
export function urlOf<C extends Call>(call: C, { params, query }: Omit<Asking<C>, 'body'> = {}): string {
  return `${pathOf(call, params)}${queryOf(query ?? {})}`;
}

/** Makes a call and resolves with its answer (undefined for one without a body), or rejects with why not. */
export function ask<C extends Call>(call: C, asking: Asking<C> = {}): Promise<AnswerOf<C>> {
  return askAt(call, urlOf(call, asking), asking.body);
}

/** `ask` at a URL already made by `urlOf`: what a hook holds on to between renders. */
export async function askAt<C extends Call>(call: C, url: string, body?: RequestOf<C>): Promise<AnswerOf<C>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (call.method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  const response = await fetch(url, {
    method: call.method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 401 && call !== signInCall) {
    onSignedOut();
    throw new SignedOut();
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { error?: string };
    const wait = response.headers.get('retry-after');
    const message = answer.error ?? `The server answered ${response.status}`;
    throw new ApiError(response.status, wait ? `${message} (wait ${wait} s)` : message);
  }
  return (response.status === 204 ? undefined : await response.json()) as AnswerOf<C>;
}

/** A query string from a filter object, leaving out empty values. */
export function queryOf(values: Readonly<Record<string, string | undefined>>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `?${text}` : '';
}

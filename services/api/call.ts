/**
 * A same-origin call, as the browser knows it: one plain object with its method and its path, written as Fastify
 * writes routes (`/us/:zip`). The request (the JSON body, or the query of a GET) and the answer are types only,
 * taken from the contracts' schemas with `import type`, so a call costs a page a few bytes and no zod. Each
 * endpoint is one folder, `services/api/<endpoint>/`: its calls (`<endpoint>-call.ts`, so a page carries only
 * those it makes), its contract (`<endpoint>-contract.ts`, binding each call to its schemas; the server
 * registers its routes from them) and, when the browser makes it, its client (`<endpoint>-client.ts`, sending
 * through `services/http.ts`).
 */
export interface Call<Request = unknown, Answer = unknown> {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** Never set: carries the request and answer types from the call to its contract and its clients. */
  readonly types?: { request: Request; answer: Answer };
}

export type RequestOf<C> = C extends Call<infer Request, unknown> ? Request : never;
export type AnswerOf<C> = C extends Call<unknown, infer Answer> ? Answer : never;

/** A path with its parameters filled, each encoded: `/us/:zip` with `{ zip: '10001' }` is `/us/10001`. */
export function pathOf(call: Call, params: Readonly<Record<string, string | number>> = {}): string {
  return call.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** A lead as the browser posts it: flat fields, read by the server through the lead-field catalogue. */
export type LeadFields = Record<string, string>;

import type { z } from 'zod';
import type { Call } from './call';
import type { OperatorRole } from './operator-roles';

/**
 * A call's contract: the call (its method and path, the one place they are written) with the zod schemas the
 * server validates it by. The schemas must match the call's types: a request schema that would refuse what the
 * browser sends, or an answer schema that is not the answer the browser reads, does not compile. The server and
 * the tests import contracts; the browser imports only the calls, never zod.
 */
export interface ContractSchemas {
  /** One line for the OpenAPI document (`/docs`): what the call does, in the reader's words. */
  summary: string;
  /** The JSON (or form) body of a POST. */
  request?: z.ZodType;
  /** The query of a GET: the call's request, as a POST's body is. */
  query?: z.ZodType;
  params?: z.ZodType;
  answer: z.ZodType;
  /** The answer's status; 200 when not given. */
  status?: number;
  /** The answers of other statuses, by status. */
  otherAnswers?: Readonly<Record<number, z.ZodType>>;
  /** The answer's media types when it is not JSON (a CSV, an SVG): what the OpenAPI document says it sends. */
  produces?: readonly string[];
  /**
   * For an operators' route, the least role that may call it (services/api/operator-roles.ts). The operators'
   * guard refuses a route without one at start, so no route is added without a decision on who may call it.
   */
  role?: OperatorRole;
}

type RequestSchema<S extends ContractSchemas> = S['request'] extends z.ZodType ? S['request'] : S['query'];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** What the browser sends must be what the request schema takes, and its answer exactly what the schema gives. */
type Matching<Request, Answer, S extends ContractSchemas> = (RequestSchema<S> extends z.ZodType
  ? [Request] extends [z.input<RequestSchema<S>>]
    ? unknown
    : { request: 'the schema refuses the request the call sends' }
  : [Request] extends [undefined]
    ? unknown
    : { request: 'the call sends a request: give its schema' }) &
  (Same<z.output<S['answer']>, Answer> extends true
    ? unknown
    : { answer: 'the schema does not describe the answer the call reads' });

export type Contract<C extends Call = Call, S extends ContractSchemas = ContractSchemas> = S & {
  readonly call: C;
};

export function defineContract<Request, Answer, const S extends ContractSchemas>(
  call: Call<Request, Answer>,
  schemas: S & Matching<Request, Answer, S>,
): Contract<Call<Request, Answer>, S> {
  return { ...schemas, call };
}

type StatusOf<S extends ContractSchemas> = S['status'] extends number ? S['status'] : 200;
type Responses<S extends ContractSchemas> = {
  [K in StatusOf<S>]: S['answer'];
} & (S['otherAnswers'] extends object ? S['otherAnswers'] : unknown);

/** Where a route's schema carries its role: read by the operators' guard and shown as is in the OpenAPI document. */
export const ROLE_KEY = 'x-operator-role';

interface RouteSchema<S extends ContractSchemas> {
  summary: string;
  [ROLE_KEY]?: OperatorRole;
  produces?: string[];
  body: S['request'];
  querystring: S['query'];
  params: S['params'];
  response: Responses<S>;
}

/** A Fastify route's method, url and schema from a contract: `app.route({ ...routeOf(contract), handler })`. */
export function routeOf<S extends ContractSchemas>(contract: Contract<Call, S>) {
  const {
    call,
    summary,
    request,
    query,
    params,
    answer,
    status = 200,
    otherAnswers,
    produces,
    role,
  } = contract;
  const schema: Record<string, unknown> = { summary, response: { ...otherAnswers, [status]: answer } };
  if (role) schema[ROLE_KEY] = role;
  if (produces) schema.produces = [...produces];
  if (request) schema.body = request;
  if (query) schema.querystring = query;
  if (params) schema.params = params;
  return { method: call.method, url: call.path, schema: schema as unknown as RouteSchema<S> };
}

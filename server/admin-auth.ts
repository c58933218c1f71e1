import { createHash, timingSafeEqual } from 'node:crypto';
import { parse as parseCookies } from 'cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from './clock';
import type { OperatorSession, OperatorSessionStore } from './storage/operator-session-store';
import { apiError } from './error-handler';
import { describeAsOperatorOnly } from './openapi';

/**
 * RFC 7235 makes the scheme case-insensitive (`bearer` is `Bearer`) and RFC 6750 puts one or more spaces before
 * the token; the token itself is compared exactly, so a padded or appended token is a different token.
 */
const BEARER = /^Bearer +(\S.*)$/i;

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/**
 * Whether the request carries the admin token. Both sides are hashed first so the comparison takes the same
 * time whatever the token's length, and no prefix of the token can be guessed from timings.
 */
export function hasAdminToken(authorization: string | undefined, adminToken: string | undefined): boolean {
  if (!adminToken) return false;
  const presented = BEARER.exec(authorization ?? '')?.[1];
  if (!presented) return false;
  return timingSafeEqual(digest(presented), digest(adminToken));
}

/** The console's session cookie: its value is a random id whose hash names a row of operator_sessions. */
export const SESSION_COOKIE = 'operator_session';
/** The header every change from the console carries, holding its session's CSRF token. */
export const CSRF_HEADER = 'x-csrf-token';
/** Who made a request with the bearer token, in the audit log: a tool, not a named person. */
export const TOKEN_OPERATOR = 'token';

/** How the guard finds the console's signed-in operator; decorated on the app once (server/app.ts). */
export interface OperatorConsole {
  sessions: OperatorSessionStore;
  clock: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    operatorConsole?: OperatorConsole;
  }
  interface FastifyRequest {
    /** The operator a guarded request was let in as: a console operator's name, or `token`. */
    operator: string;
  }
}

export function sessionIdOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return header ? parseCookies(header)[SESSION_COOKIE] || undefined : undefined;
}

export async function consoleSessionOf(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<OperatorSession | undefined> {
  const id = sessionIdOf(request);
  const console = app.operatorConsole;
  return id && console ? console.sessions.find(id, console.clock()) : undefined;
}

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function csrfMatches(presented: string | string[] | undefined, expected: string): boolean {
  return typeof presented === 'string' && timingSafeEqual(digest(presented), digest(expected));
}

/**
 * Puts every route registered after it in this plugin behind the operators' token or the console's session
 * cookie, and says so in the OpenAPI document, in one call, so no route can be guarded without being described
 * as guarded or the other way round. A change made with the cookie must also carry the session's CSRF token:
 * SameSite=Strict already keeps other sites' requests from carrying the cookie, and the token covers browsers
 * or same-site pages where that does not hold. preValidation, so the rate limit (onRequest) counts guesses too.
 */
export function restrictToOperators(app: FastifyInstance, adminToken: string | undefined): void {
  app.addHook('preValidation', async (request, reply) => {
    if (hasAdminToken(request.headers.authorization, adminToken)) {
      request.operator = TOKEN_OPERATOR;
      return;
    }
    const session = await consoleSessionOf(app, request);
    if (!session) {
      await reply.code(401).header('www-authenticate', 'Bearer').send(apiError('Unauthorized'));
      return reply;
    }
    if (
      !READ_ONLY_METHODS.has(request.method) &&
      !csrfMatches(request.headers[CSRF_HEADER], session.csrfToken)
    ) {
      await reply.code(403).send(apiError('Missing or wrong CSRF token'));
      return reply;
    }
    request.operator = session.operator;
  });
  describeAsOperatorOnly(app);
}

import { createHash, timingSafeEqual } from 'node:crypto';
import { parse as parseCookies } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROLE_KEY } from '../services/api/contract';
import { isOperatorRole, roleAllows, type OperatorRole } from '../services/api/operator-roles';
import type { Clock } from './clock';
import { keyGuessKey, WRONG_KEY_POLICY } from './console/guess-policies';
import type { ApiKeyStore } from './storage/api-key-store';
import type { Actor, AuditStore } from './storage/audit-store';
import type { CredentialFailureStore } from './storage/credential-failure-store';
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
/** Who made a request with ADMIN_TOKEN, in the audit log: a tool, not a named person. */
export const TOKEN_OPERATOR = 'token';
/** How a key an admin made is named in the audit log. */
export const keyOperator = (name: string) => `key:${name}`;

/** What the guard needs; decorated on the app once (server/app.ts). */
export interface OperatorConsole {
  sessions: OperatorSessionStore;
  apiKeys: ApiKeyStore;
  credentialFailures: CredentialFailureStore;
  audit: AuditStore;
  clock: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    operatorConsole?: OperatorConsole;
  }
  interface FastifyRequest {
    /** Who a guarded request was let in as: an account's e-mail, `key:<name>`, or `token`. */
    operator: string;
    /** The role it was let in with. */
    operatorRole: OperatorRole;
  }
}

/** Who made a guarded request, for the audit log. */
export function actorOf(request: FastifyRequest): Actor {
  return { operator: request.operator, role: request.operatorRole, address: request.ip };
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

/** The role a route's schema declares (services/api/contract.ts routeOf), or undefined. */
export function declaredRole(schema: unknown): OperatorRole | undefined {
  const role = (schema as Record<string, unknown> | undefined)?.[ROLE_KEY];
  return isOperatorRole(role) ? role : undefined;
}

interface Caller {
  operator: string;
  role: OperatorRole;
}

async function tooManyGuesses(reply: FastifyReply, waitMs: number): Promise<FastifyReply> {
  await reply
    .code(429)
    .header('retry-after', String(Math.ceil(waitMs / 1000)))
    .send(apiError('Too many wrong keys from this address: try again later'));
  return reply;
}

/**
 * The caller a bearer key names: ADMIN_TOKEN (an admin key for tools and tests), or a live key an admin made.
 * An address that sent too many wrong keys is answered 429 before its key is even looked at, in every process
 * alike (the count is in the database); the wrong key itself is counted and written to the audit log.
 */
async function bearerCaller(
  console: OperatorConsole,
  adminToken: string | undefined,
  presented: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Caller | FastifyReply> {
  const { credentialFailures, apiKeys, audit, clock } = console;
  const guessKey = keyGuessKey(request.ip);
  const waitMs = await credentialFailures.waitMs(guessKey, clock());
  if (waitMs > 0) return tooManyGuesses(reply, waitMs);
  if (adminToken && timingSafeEqual(digest(presented), digest(adminToken))) {
    return { operator: TOKEN_OPERATOR, role: 'admin' };
  }
  const key = await apiKeys.find(presented);
  if (key) {
    if (await apiKeys.used(key.id, clock())) {
      await audit.record({
        at: clock(),
        operator: keyOperator(key.name),
        role: key.role,
        address: request.ip,
        action: 'key-use',
        subject: key.id,
      });
    }
    return { operator: keyOperator(key.name), role: key.role };
  }
  const now = clock();
  const counted = await credentialFailures.failed(guessKey, now, WRONG_KEY_POLICY);
  const unknown = { operator: '', role: '', address: request.ip, subject: '' };
  await audit.record({ ...unknown, at: now, action: 'key-failed' });
  if (counted.failures === WRONG_KEY_POLICY.freeFailures) {
    await audit.record({ ...unknown, at: now, action: 'lock', subject: `key guesses: ${counted.failures}` });
  }
  await reply.code(401).header('www-authenticate', 'Bearer').send(apiError('Unauthorized'));
  return reply;
}

/**
 * Puts every route registered after it in this plugin behind an API key (ADMIN_TOKEN or one an admin made) or
 * the console's session cookie, lets in only the roles the route declares, and says so in the OpenAPI document,
 * in one call, so no route can be guarded without being described as guarded or the other way round. A route
 * that declares no role stops the start (openapi.ts describeAsOperatorOnly). A change made with the cookie must
 * also carry the session's CSRF token: SameSite=Strict already keeps other sites' requests from carrying the
 * cookie, and the token covers browsers or same-site pages where that does not hold. preValidation, so the rate
 * limit (onRequest) counts guesses too.
 */
export function restrictToOperators(app: FastifyInstance, adminToken: string | undefined): void {
  app.addHook('preValidation', async (request, reply) => {
    const console = app.operatorConsole;
    const needed = declaredRole(request.routeOptions.schema);
    if (!console || !needed) {
      await reply.code(403).send(apiError('This route declares no role'));
      return reply;
    }
    let caller: Caller;
    const presented = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (presented) {
      const found = await bearerCaller(console, adminToken, presented, request, reply);
      if ('code' in found) return found;
      caller = found;
    } else {
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
      caller = { operator: session.operator, role: session.role };
    }
    if (!roleAllows(caller.role, needed)) {
      await reply.code(403).send(apiError(`This needs the ${needed} role; you are ${caller.role}`));
      return reply;
    }
    request.operator = caller.operator;
    request.operatorRole = caller.role;
  });
  describeAsOperatorOnly(app);
}

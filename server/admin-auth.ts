import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** A hook answering 401 without the token, before the route does anything. Unset ADMIN_TOKEN refuses everyone. */
export function requireAdminToken(adminToken: string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (hasAdminToken(request.headers.authorization, adminToken)) return;
    await reply.code(401).header('www-authenticate', 'Bearer').send(apiError('Unauthorized'));
  };
}

/**
 * Puts every route registered after it in this plugin behind the operators' token and says so in the OpenAPI
 * document, in one call, so no route can be guarded without being described as guarded or the other way round.
 * preValidation, so the rate limit (onRequest) counts token guesses too.
 */
export function restrictToOperators(app: FastifyInstance, adminToken: string | undefined): void {
  app.addHook('preValidation', requireAdminToken(adminToken));
  describeAsOperatorOnly(app);
}

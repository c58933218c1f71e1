import { serialize as serializeCookie } from 'cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogContract } from '../../services/api/audit-log/audit-log-contract';
import {
  consoleSessionContract,
  signInContract,
  signOutContract,
} from '../../services/api/console-session/console-session-contract';
import { routeOf } from '../../services/api/contract';
import { consoleSessionOf, SESSION_COOKIE, sessionIdOf } from '../admin-auth';
import type { Clock } from '../clock';
import { checkPassword, type Operator } from '../console/operators';
import { createSignInThrottle } from '../console/sign-in-throttle';
import { apiError } from '../error-handler';
import type { AuditStore } from '../storage/audit-store';
import type { OperatorSessionStore } from '../storage/operator-session-store';

export interface ConsoleSessionOptions {
  sessions: OperatorSessionStore;
  audit: AuditStore;
  operators: readonly Operator[];
  adminToken: string | undefined;
  sessionHours: number;
  clock: Clock;
}

const sessionCookie = (secure: boolean, value: string, maxAgeSeconds: number) =>
  serializeCookie(SESSION_COOKIE, value, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/',
    maxAge: maxAgeSeconds,
  });

/**
 * The console's sign-in, `POST /api/console/sign-in`, open to all: it sets an HttpOnly, SameSite=Strict session
 * cookie (Secure when the request came over https) and answers the CSRF token the console sends with every change.
 */
export const consoleSignInRoute: FastifyPluginAsyncZod<ConsoleSessionOptions> = async (app, options) => {
  const { sessions, audit, operators, adminToken, sessionHours, clock } = options;
  const lifetimeMs = sessionHours * 60 * 60 * 1000;
  const throttle = createSignInThrottle();

  app.route({
    ...routeOf(signInContract),
    bodyLimit: 4 * 1024,
    config: { invalidInputError: 'Invalid sign-in' },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { name, password } = request.body;
      const key = `${name.toLowerCase()}|${request.ip}`;
      const now = clock().getTime();
      const waitMs = throttle.waitMs(key, now);
      if (waitMs > 0) {
        return reply
          .code(429)
          .header('retry-after', String(Math.ceil(waitMs / 1000)))
          .send(apiError('Too many wrong passwords: try again later'));
      }
      const operator = await checkPassword(operators, adminToken, name, password);
      if (!operator) {
        throttle.failed(key, now);
        return reply.code(401).send(apiError('Wrong name or password'));
      }
      throttle.succeeded(key);
      const { id, session } = await sessions.open(operator, clock(), lifetimeMs);
      await audit.record({ at: clock(), operator, action: 'sign-in', subject: '' });
      reply.header(
        'set-cookie',
        sessionCookie(request.protocol === 'https', id, Math.floor(lifetimeMs / 1000)),
      );
      return { operator, csrf_token: session.csrfToken, expires_at: session.expiresAt };
    },
  });
};

/**
 * The signed-in console's own routes, for operators: `GET /api/console/session` answers the CSRF token again
 * after a reload; `POST /api/console/sign-out` ends the session; `GET /api/audit-log` lists what operators did.
 */
export const consoleSessionRoutes: FastifyPluginAsyncZod<
  Pick<ConsoleSessionOptions, 'sessions' | 'audit' | 'clock'>
> = async (guarded, { sessions, audit, clock }) => {
  guarded.route({
    ...routeOf(consoleSessionContract),
    handler: async (request) => {
      const session = await consoleSessionOf(guarded, request);
      return {
        operator: request.operator,
        csrf_token: session?.csrfToken ?? null,
        expires_at: session?.expiresAt ?? null,
      };
    },
  });

  guarded.route({
    ...routeOf(signOutContract),
    handler: async (request, reply) => {
      const id = sessionIdOf(request);
      if (id) {
        await sessions.close(id);
        await audit.record({ at: clock(), operator: request.operator, action: 'sign-out', subject: '' });
      }
      return reply
        .code(204)
        .header('set-cookie', sessionCookie(request.protocol === 'https', '', 0))
        .send(null);
    },
  });

  guarded.route({
    ...routeOf(auditLogContract),
    config: { invalidInputError: 'Invalid audit log query' },
    handler: async (request) => ({ entries: await audit.list({ limit: request.query.limit }) }),
  });
};

import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ROLE_KEY } from '../services/api/contract';
import { isOperatorRole, rolesAllowed, type OperatorRole } from '../services/api/operator-roles';
import { isApiPath } from './api-paths';

/** Where the API's description is read by people (`/docs`) and by tools (`/docs/json`). */
export const DOCS_PREFIX = '/docs';

/** The name the OpenAPI document gives the operators' bearer token (ADMIN_TOKEN). */
export const OPERATOR_SECURITY = 'operatorToken';

/** The console's session cookie, the other way in (server/admin-auth.ts); changes also need X-CSRF-Token. */
export const CONSOLE_SECURITY = 'consoleSession';
/** A buyer's own return token from the buyers file, for its returns (docs/selling.md#returns). */
export const BUYER_SECURITY = 'buyerReturnToken';

/**
 * A route schema's `security` for a route that needs an API key or the console's session, listing the roles that
 * may call it (OpenAPI 3.1 lets a non-OAuth scheme name the roles a call needs).
 */
export function operatorOnly(role: OperatorRole): Record<string, string[]>[] {
  const roles = rolesAllowed(role);
  return [{ [OPERATOR_SECURITY]: roles }, { [CONSOLE_SECURITY]: roles }];
}

/** `GET /api/leads/:id` → `getApiLeadsById`: unique, since no two routes share a method and a path. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/).filter(Boolean),
    );
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

type SwaggerTransform = typeof jsonSchemaTransform;

/** Every refusal of the API has this shape (server/error-handler.ts): the status says why, `issues` where. */
const REFUSAL = {
  description: 'Refused: invalid input (400), not signed in (401), too many requests (429) and the like',
  type: 'object',
  required: ['error', 'issues'],
  properties: {
    error: { type: 'string' },
    issues: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: { path: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

/**
 * Each route as the document shows it: the pages are not the API and stay out (the index of API paths says which
 * are); every operation has an id and says who may call it, `security: []` for the public calls (the operators'
 * routes are marked by describeAsOperatorOnly). The summary is the route's own (its contract's, or its schema's).
 */
const describeRoute: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  if (!isApiPath(input.url)) return { schema: { ...schema, hide: true }, url };
  const method = [input.route.method].flat()[0] ?? 'GET';
  const response = { '4XX': REFUSAL, ...(schema.response as object | undefined) };
  return {
    schema: { operationId: operationIdOf(method, input.url), security: [], ...schema, response },
    url,
  };
};

/**
 * Publishes every route's schema as OpenAPI 3 at `/docs/json` and as Swagger UI at `/docs` (its files are
 * served from the package, so it works offline). Registered before the routes, so each one is seen; the zod
 * schemas become JSON Schema through the type provider's transform.
 */
export function registerOpenApi(app: FastifyInstance): void {
  app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Accident claim funnels',
        description:
          "The funnels' same-origin calls and the operators' API. Operators' routes need `Authorization: Bearer <key>` (an API key an admin made, or ADMIN_TOKEN, an admin key), or the console's session cookie (with `X-CSRF-Token` on a change); each lists the roles that may call it (`viewer`, `member`, `admin`) as its security scopes and in `x-operator-role`.",
        version: '1',
      },
      // Relative: the document describes the server that serves it, wherever that is.
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          [OPERATOR_SECURITY]: { type: 'http', scheme: 'bearer' },
          [CONSOLE_SECURITY]: { type: 'apiKey', in: 'cookie', name: 'operator_session' },
          [BUYER_SECURITY]: { type: 'http', scheme: 'bearer', description: "A buyer's return_token" },
        },
      },
    },
    transform: describeRoute,
  });
  app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
}

/**
 * Marks every route registered after it in this plugin as needing an operator's key or session, and the roles
 * its schema declares (`x-operator-role`), in the OpenAPI document; called beside the hook that enforces it, so
 * the document cannot say otherwise than the server does. A route that declares no role stops the start: every
 * route added to the operators' group must say who may call it.
 */
export function describeAsOperatorOnly(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const role = (route.schema as Record<string, unknown> | undefined)?.[ROLE_KEY];
    if (!isOperatorRole(role)) {
      throw new Error(
        `${String(route.method)} ${route.url} is an operators' route that declares no role: give its contract a role (services/api/operator-roles.ts)`,
      );
    }
    const roles = rolesAllowed(role).join(', ');
    const description = [route.schema?.description, `Roles: ${roles}.`].filter(Boolean).join('\n\n');
    route.schema = { ...route.schema, security: operatorOnly(role), description };
  });
}

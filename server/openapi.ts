import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { isApiPath } from './api-paths';

/** Where the API's description is read by people (`/docs`) and by tools (`/docs/json`). */
export const DOCS_PREFIX = '/docs';

/** The name the OpenAPI document gives the operators' bearer token (ADMIN_TOKEN). */
export const OPERATOR_SECURITY = 'operatorToken';

/** The console's session cookie, the other way in (server/admin-auth.ts); changes also need X-CSRF-Token. */
export const CONSOLE_SECURITY = 'consoleSession';

/** A route schema's `security` for a route that needs the operators' token or the console's session. */
export const OPERATOR_ONLY: Record<string, string[]>[] = [
  { [OPERATOR_SECURITY]: [] },
  { [CONSOLE_SECURITY]: [] },
];

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
          "The funnels' same-origin calls and the operators' API. Operators' routes need `Authorization: Bearer <ADMIN_TOKEN>`, or the console's session cookie (with `X-CSRF-Token` on a change).",
        version: '1',
      },
      // Relative: the document describes the server that serves it, wherever that is.
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          [OPERATOR_SECURITY]: { type: 'http', scheme: 'bearer' },
          [CONSOLE_SECURITY]: { type: 'apiKey', in: 'cookie', name: 'operator_session' },
        },
      },
    },
    transform: describeRoute,
  });
  app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
}

/**
 * Marks every route registered after it in this plugin as needing the operators' token in the OpenAPI
 * document; called beside the hook that enforces it, so the document cannot say otherwise than the server does.
 */
export function describeAsOperatorOnly(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: OPERATOR_ONLY };
  });
}

import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
      components: {
        securitySchemes: {
          [OPERATOR_SECURITY]: { type: 'http', scheme: 'bearer' },
          [CONSOLE_SECURITY]: { type: 'apiKey', in: 'cookie', name: 'operator_session' },
        },
      },
    },
    transform: jsonSchemaTransform,
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

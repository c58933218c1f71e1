import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { isApiPath } from '../../server/api-paths';
import { BUYER_SECURITY, OPERATOR_SECURITY } from '../../server/openapi';
import { createDatabase } from '../../server/storage/database';
import { migrateToLatest } from '../../server/storage/migrator';
import { ADMIN_TOKEN } from './support/test-server';

interface OpenApiOperation {
  summary?: string;
  operationId?: string;
  security?: Record<string, string[]>[];
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
}

/** Fastify's `/:id` and `/*` as OpenAPI writes them: `/{id}` and `/{*}`. */
function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
}

describe('the OpenAPI document at /docs', () => {
  it('describes every API route the server registers and no page, marks exactly the ones refusing a caller without the token, and serves Swagger UI', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'openapi-test-'));
    const database = createDatabase(`sqlite:${join(folder, 'leads.sqlite')}`);
    await migrateToLatest(database);
    const app = buildApp({
      config: { ...readConfig({}), adminToken: ADMIN_TOKEN, staticDir: join(folder, 'no-build') },
      database,
      logDestination: { write: () => undefined },
    });
    const registered: { method: string; url: string }[] = [];
    app.addHook('onRoute', (route) => {
      if (route.schema?.hide) return;
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') registered.push({ method: method.toLowerCase(), url: route.url });
      }
    });
    try {
      await app.ready();
      const answer = await app.inject({ method: 'GET', url: '/docs/json' });
      expect(answer.statusCode).toBe(200);
      const document = answer.json<OpenApiDocument>();
      expect(document.openapi).toMatch(/^3\./);
      expect(document.components.securitySchemes[OPERATOR_SECURITY]).toEqual({
        type: 'http',
        scheme: 'bearer',
      });

      expect(registered.length).toBeGreaterThan(20);
      const api = registered.filter(({ url }) => isApiPath(url));
      const pages = registered.filter(({ url }) => !isApiPath(url));
      const operationIds = new Set<string>();
      for (const { method, url } of api) {
        const operation = document.paths[openApiPath(url)]?.[method];
        expect(operation, `${method} ${url}`).toBeDefined();
        expect(operation?.summary, `${method} ${url}`).toMatch(/\w/);
        expect(
          operation?.security,
          `${method} ${url}: public or the operators', said outright`,
        ).toBeDefined();
        expect(operationIds.has(operation!.operationId!), `${method} ${url}`).toBe(false);
        operationIds.add(operation!.operationId!);
      }
      // The pages are not the API. A route outside the index of API paths that is not a page is an API route the
      // index misses (services/api/api-paths.ts): under npm run dev it would fall through to Vite.
      for (const { method, url } of pages) {
        expect(document.paths[openApiPath(url)]?.[method], `${method} ${url}`).toBeUndefined();
        // The revoke-consent page takes its own form's post when the browser runs no script.
        expect(url, 'a page route').toMatch(
          /^\/(\*|assets\/|images\/|survey\/|admin|(es\/)?revoke-consent\/$)/,
        );
      }

      // A route is marked as needing a token (the operators', or a buyer's return token) exactly when the server
      // refuses it without one.
      const tokenSchemes = [OPERATOR_SECURITY, BUYER_SECURITY];
      const marked: string[] = [];
      const refused: string[] = [];
      for (const { method, url } of api) {
        if (url.includes('*')) continue;
        const operation = document.paths[openApiPath(url)]![method]!;
        if (operation.security?.some((requirement) => tokenSchemes.some((scheme) => scheme in requirement))) {
          marked.push(`${method} ${url}`);
        }
        const probe = await app.inject({
          method: method.toUpperCase() as 'GET' | 'POST',
          url: url.replace(/:(\w+)/g, 'x'),
          ...(method === 'post' ? { payload: {} } : {}),
        });
        if (probe.statusCode === 401) refused.push(`${method} ${url}`);
      }
      expect(marked.sort()).toEqual(refused.sort());
      expect(marked).toEqual(
        expect.arrayContaining([
          'get /api/leads',
          'get /api/deliveries',
          'get /metrics',
          'post /api/buyer-returns',
          'get /api/buyer-returns/:id',
        ]),
      );

      const ui = await app.inject({ method: 'GET', url: '/docs/' });
      expect(ui.statusCode).toBe(200);
      expect(ui.body).toContain('swagger-initializer.js');
      expect((await app.inject({ method: 'GET', url: '/docs/static/swagger-ui-bundle.js' })).statusCode).toBe(
        200,
      );
    } finally {
      await app.close();
      await database.destroy();
      await rm(folder, { recursive: true, force: true });
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ rateLimitMax: 3 });
});

afterAll(async () => {
  await server.close();
});

describe('rate limit', () => {
  it('shares one budget per client across the API routes, and answers 429 in the API error shape', async () => {
    const statuses = [];
    for (const path of ['/us/77002', '/us/10001', '/api/leads', '/us/77002']) {
      statuses.push((await fetch(`${server.baseUrl}${path}`)).status);
    }
    expect(statuses).toEqual([200, 200, 401, 429]);

    const limited = await fetch(`${server.baseUrl}/us/77002`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(await limited.json()).toEqual({ error: 'Too many requests', issues: [] });
  });

  it('does not limit health checks or pages', async () => {
    for (let index = 0; index < 5; index += 1) {
      expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
      expect((await fetch(`${server.baseUrl}/`)).status).toBe(404);
    }
  });
});

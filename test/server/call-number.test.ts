import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import type { ApiError } from '../../services/api/contract-types';
import { startInjectedServer, type InjectedServer } from './support/test-server';

let server: InjectedServer;

beforeAll(async () => {
  server = await startInjectedServer({
    providers: {
      ...readConfig({ CALL_NUMBERS: 'affid=1000350:8005550123,utm_source=tv:8005550199' }).providers,
    },
  });
});

afterAll(async () => {
  await server.close();
});

function callNumber(page?: string): Promise<Response> {
  const query = page === undefined ? '' : `?page=${encodeURIComponent(page)}`;
  return server.fetch(`/api/call-number${query}`);
}

describe('GET /api/call-number (embedded rules)', () => {
  it('answers the number of the first rule the page matches', async () => {
    const response = await callNumber('http://localhost:3000/?affid=1000350&utm_source=tv');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      retreaverNumber: '+18005550123',
      retreaverNumberFormatted: '(800) 555-0123',
    });
    expect(await (await callNumber('https://claims.example/survey/v4nv?utm_source=tv')).json()).toEqual({
      retreaverNumber: '+18005550199',
      retreaverNumberFormatted: '(800) 555-0199',
    });
  });

  it('answers 204 with no body when no rule matches, so the page keeps its default', async () => {
    for (const page of ['http://localhost:3000/', 'http://localhost:3000/contact/?affid=1']) {
      const response = await callNumber(page);
      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');
    }
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['a bare path', '/?affid=1000350'],
    ['not http', 'javascript:alert(1)'],
    ['not a URL', 'affid=1000350'],
    ['too long', `http://localhost:3000/?q=${'x'.repeat(5000)}`],
  ])('answers 400 naming page when it is %s', async (_label, page) => {
    const response = await callNumber(page);
    expect(response.status).toBe(400);
    const body = (await response.json()) as ApiError;
    expect(body.error).toBe('Invalid request');
    expect(body.issues.map((issue) => issue.path)).toEqual(['page']);
  });

  it('never logs the page it was given', async () => {
    await callNumber('http://localhost:3000/survey-thank-you/?email=maria%40example.com&affid=1000350');
    expect(server.logs()).toContain('"path":"/api/call-number"');
    expect(server.logs()).not.toMatch(/maria|affid/);
  });
});

describe('GET /api/call-number without rules', () => {
  it('answers 204 for every page', async () => {
    const bare = await startInjectedServer();
    try {
      const response = await bare.fetch(
        `/api/call-number?page=${encodeURIComponent('http://localhost:3000/?affid=1000350')}`,
      );
      expect(response.status).toBe(204);
    } finally {
      await bare.close();
    }
  });
});

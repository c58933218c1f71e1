import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../services/api/contract-types';
import type { StoredPrivacyRequest } from '../../services/api/privacy-request/privacy-request-contract';
import { ADMIN_TOKEN, startInjectedServer, type InjectedServer } from './support/test-server';

let server: InjectedServer;

beforeAll(async () => {
  server = await startInjectedServer();
});

afterAll(async () => {
  await server.close();
});

function send(body: unknown): Promise<Response> {
  return server.fetch('/api/privacy-requests', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

function list(token?: string): Promise<Response> {
  return server.fetch('/api/privacy-requests', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('privacy requests', () => {
  it('stores a do-not-sell request and lists it for operators, newest first', async () => {
    const first = await send({ first_name: 'Ana', last_name: 'Reyes', email: 'ana.reyes@example.com' });
    const second = await send({
      first_name: 'Luis',
      last_name: 'Ortega',
      email: 'luis.ortega@example.com',
      phone: '(415) 555-0123',
      state: 'California',
      details: 'Please also delete my data.',
    });
    expect(first.status).toBe(202);
    expect(second.status).toBe(202);
    const { id } = (await second.json()) as { id: string };

    const response = await list(ADMIN_TOKEN);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { requests } = (await response.json()) as { requests: StoredPrivacyRequest[] };
    expect(requests.map((request) => request.email)).toEqual([
      'luis.ortega@example.com',
      'ana.reyes@example.com',
    ]);
    expect(requests[0]).toMatchObject({
      id,
      first_name: 'Luis',
      last_name: 'Ortega',
      phone: '4155550123',
      state: 'California',
      details: 'Please also delete my data.',
    });
    expect(requests[1]).toMatchObject({ phone: '', state: '', details: '' });
  });

  it.each([undefined, 'wrong-token'])('refuses the list without the admin token (%s)', async (token) => {
    const response = await list(token);

    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain('example.com');
  });

  it.each([
    ['email', { first_name: 'Ana', last_name: 'Reyes', email: 'ana at example' }],
    ['last_name', { first_name: 'Ana', email: 'ana@example.com' }],
    ['phone', { first_name: 'Ana', last_name: 'Reyes', email: 'ana@example.com', phone: '12345' }],
  ])('refuses a request with a bad %s, naming the field', async (field, body) => {
    const response = await send(body);

    expect(response.status).toBe(400);
    const error = (await response.json()) as ApiError;
    expect(error.issues.map((issue) => issue.path)).toContain(field);
  });
});

import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_KEY } from '../../services/api/contract';
import { OPERATOR_ROLES, roleAllows, type OperatorRole } from '../../services/api/operator-roles';
import { restrictToOperators } from '../../server/admin-auth';
import { CONSOLE_SECURITY, OPERATOR_SECURITY } from '../../server/openapi';
import { postJson, qualifiedLead } from './support/leads';
import { addOperator, apiKeyOf, signedIn } from './support/operator-accounts';
import { ADMIN_TOKEN, startInjectedServer, type InjectedServer } from './support/test-server';

interface Operation {
  method: string;
  path: string;
  role: OperatorRole;
  security: Record<string, string[]>[];
}

let server: InjectedServer;
const keys = {} as Record<OperatorRole, string>;
let operations: Operation[];
const EMAIL = 'viewer-must-not-see@example.com';
const PHONE = '7135550177';

beforeAll(async () => {
  server = await startInjectedServer({ trustProxy: true });
  for (const role of OPERATOR_ROLES) keys[role] = await apiKeyOf(server.database, role);
  const document = (await (await server.fetch('/docs/json')).json()) as {
    paths: Record<string, Record<string, { security?: Record<string, string[]>[]; [ROLE_KEY]?: string }>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => operation.security?.some((scheme) => OPERATOR_SECURITY in scheme))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        role: operation[ROLE_KEY] as OperatorRole,
        security: operation.security!,
      })),
  );
  expect((await postJson(server, qualifiedLead({ email: EMAIL, phone: PHONE }))).ok).toBe(true);
});

afterAll(async () => {
  await server.close();
});

/** A route's path with each parameter filled: a real variant where one is asked for, a made-up id otherwise. */
function filled(path: string): string {
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'variant' ? 'v4nv' : 'no-such-id'));
  return url.includes('/analytics/') || url.includes('/flows/') ? `${url}?variant=v4nv` : url;
}

function ask(operation: Operation, key: string): Promise<Response> {
  const post = operation.method === 'POST';
  return server.fetch(filled(operation.path), {
    method: operation.method,
    headers: { authorization: `Bearer ${key}`, ...(post ? { 'content-type': 'application/json' } : {}) },
    ...(post ? { body: '{}' } : {}),
  });
}

describe("the operators' routes and their roles", () => {
  it('each declares a role, and the OpenAPI document lists the roles that may call it on both ways in', () => {
    expect(operations.length).toBeGreaterThan(20);
    for (const operation of operations) {
      expect(OPERATOR_ROLES, `${operation.method} ${operation.path}`).toContain(operation.role);
      const allowed = OPERATOR_ROLES.filter((role) => roleAllows(role, operation.role));
      expect(operation.security).toEqual([{ [OPERATOR_SECURITY]: allowed }, { [CONSOLE_SECURITY]: allowed }]);
    }
    const roleOf = (method: string, path: string) =>
      operations.find((operation) => operation.method === method && operation.path === path)?.role;
    expect(roleOf('GET', '/api/leads')).toBe('member');
    expect(roleOf('GET', '/api/analytics/funnel')).toBe('viewer');
    expect(roleOf('POST', '/api/privacy-requests/{id}/honour')).toBe('admin');
    expect(roleOf('POST', '/api/operator-accounts')).toBe('admin');
    expect(roleOf('GET', '/api/audit-log')).toBe('admin');
  });

  it.each(OPERATOR_ROLES)(
    'lets a %s key call exactly the routes its role may, on every route',
    async (role) => {
      for (const operation of operations) {
        const answer = await ask(operation, keys[role]);
        const name = `${role} ${operation.method} ${operation.path}: ${answer.status}`;
        if (roleAllows(role, operation.role)) expect([401, 403], name).not.toContain(answer.status);
        else expect(answer.status, name).toBe(403);
      }
    },
  );

  it('shows a viewer no contact detail in any answer its role may read', async () => {
    await server.fetch('/api/save-data', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        session: { id: crypto.randomUUID(), variant: 'v4nv', path: '/survey/v4nv' },
        data: {
          step: 'Phone',
          steps: [{ step: 'Email', seconds: 3 }],
          answers: { email: EMAIL },
          submitted: false,
        },
      }),
    });
    const viewerReads = operations.filter(
      (operation) => operation.method === 'GET' && roleAllows('viewer', operation.role),
    );
    expect(viewerReads.length).toBeGreaterThan(4);
    const answered: string[] = [];
    for (const operation of viewerReads) {
      const answer = await ask(operation, keys.viewer);
      if (answer.status === 200) answered.push(operation.path);
      const text = await answer.text();
      expect(text, operation.path).not.toContain(EMAIL);
      expect(text, operation.path).not.toContain(PHONE);
    }
    expect(answered).toEqual(
      expect.arrayContaining([
        '/api/leads/daily',
        '/api/analytics/funnel',
        '/metrics',
        '/api/console/session',
      ]),
    );
    // The same lead is there for a member: the check above looks where the detail would be.
    const leads = await server.fetch('/api/leads', { headers: { authorization: `Bearer ${keys.member}` } });
    expect(await leads.text()).toContain(EMAIL);
  });

  it('puts an operator removed by an admin out at once, and a revoked key with them', async () => {
    const admin = await addOperator(server.database, 'admin');
    const member = await addOperator(server.database, 'member');
    const adminSession = await signedIn(server, admin);
    const memberSession = await signedIn(server, member);
    const asMember = () => server.fetch('/api/leads', { headers: { cookie: memberSession.cookie } });
    expect((await asMember()).status).toBe(200);
    const adminPost = (path: string) =>
      server.fetch(path, {
        method: 'POST',
        headers: { cookie: adminSession.cookie, 'x-csrf-token': adminSession.csrf },
      });
    expect((await adminPost(`/api/operator-accounts/${member.id}/remove`)).status).toBe(204);
    expect((await asMember()).status).toBe(401);

    const made = await server.fetch('/api/api-keys', {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'crm-export', role: 'member' }),
    });
    expect(made.status).toBe(201);
    const { key, secret } = (await made.json()) as { key: { id: string }; secret: string };
    const stored = await server.database.selectFrom('api_keys').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(secret);
    const withKey = () => server.fetch('/api/leads', { headers: { authorization: `Bearer ${secret}` } });
    expect((await withKey()).status).toBe(200);
    expect((await adminPost(`/api/api-keys/${key.id}/revoke`)).status).toBe(204);
    expect((await withKey()).status).toBe(401);
  });

  it('keeps the last admin: it can be neither removed nor lowered', async () => {
    const only = await server.fetch('/api/operator-accounts', {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    const admins = ((await only.json()) as { accounts: { id: string; role: string }[] }).accounts.filter(
      (account) => account.role === 'admin',
    );
    for (const account of admins.slice(1)) {
      await server.fetch(`/api/operator-accounts/${account.id}/remove`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
    }
    const last = admins[0]!;
    const lower = await server.fetch(`/api/operator-accounts/${last.id}/role`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'viewer' }),
    });
    expect(lower.status).toBe(409);
    const remove = await server.fetch(`/api/operator-accounts/${last.id}/remove`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(remove.status).toBe(409);
  });
});

describe('a route added to the operators without a role', () => {
  it('stops the start, naming the route', async () => {
    const app = Fastify();
    app.register(async (operators) => {
      restrictToOperators(operators, ADMIN_TOKEN);
      operators.get('/api/consent-receipts', async () => ({}));
    });
    await expect(app.ready()).rejects.toThrow(/GET \/api\/consent-receipts .*declares no role/);
    await app.close();
  });
});

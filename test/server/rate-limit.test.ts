import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_CALLS } from '../../server/rate-limit';
import { qualifiedLead } from './support/leads';
import { ENGINES, type TestDatabase } from './support/test-databases';
import { startInjectedServer, type InjectedServer } from './support/test-server';

let server: InjectedServer;

beforeAll(async () => {
  server = await startInjectedServer({ rateLimitMax: 3 });
});

afterAll(async () => {
  await server.close();
});

describe('rate limit', () => {
  it('shares one budget per client across the API routes, and answers 429 in the API error shape', async () => {
    const statuses = [];
    for (const path of ['/us/77002', '/us/10001', '/api/leads', '/us/77002']) {
      statuses.push((await server.fetch(path)).status);
    }
    expect(statuses).toEqual([200, 200, 401, 429]);

    const limited = await server.fetch('/us/77002');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(await limited.json()).toEqual({ error: 'Too many requests', issues: [] });
  });

  it('does not limit health checks or pages', async () => {
    for (let index = 0; index < 5; index += 1) {
      expect((await server.fetch('/healthz')).status).toBe(200);
      expect((await server.fetch('/')).status).toBe(404);
    }
  });
});

describe.each(ENGINES)('the lead routes on $name', (engine) => {
  let database: TestDatabase;
  let limited: InjectedServer;

  beforeAll(async () => {
    database = await engine.create();
    // The default budgets: 300 other calls a minute per address, and the lead routes' own.
    limited = await startInjectedServer({ databaseUrl: database.url });
  });

  afterAll(async () => {
    await limited.close();
    await database.drop();
  });

  const post = (path: string, body: unknown) =>
    limited.fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('store a lead from an address that has spent its budget on 350 other calls', async () => {
    const statuses = new Map<number, number>();
    for (let call = 0; call < 350; call += 1) {
      const { status } = await limited.fetch('/us/77002');
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(statuses).toEqual(
      new Map([
        [200, 300],
        [429, 50],
      ]),
    );

    const lead = qualifiedLead();
    const contact = { lead_id: randomUUID(), email: 'dana@example.com', phone: '7135550147' };
    const ticket = qualifiedLead();
    expect((await post('/post-lead', lead)).status).toBe(202);
    expect((await post('/ingest', contact)).status).toBe(202);
    expect((await post('/ticket-lead', ticket)).status).toBe(202);
    const saved = await post('/api/save-data', {
      session: { id: lead.lead_id, variant: 'v4nv', path: '/survey/v4nv' },
      data: { step: 'Thanks', steps: [], answers: {}, submitted: true },
    });
    expect(saved.status).toBe(200);
    // Read from the database: the operators' API is one of the other calls, and this address has spent that budget.
    const ids = [lead.lead_id, contact.lead_id, ticket.lead_id] as string[];
    const stored = await limited.database.selectFrom('leads').select('id').where('id', 'in', ids).execute();
    expect(stored.map((row) => row.id).sort()).toEqual([...ids].sort());
    // The other calls are still held to their budget: the leads did not reset it.
    expect((await limited.fetch('/us/77002')).status).toBe(429);
  });
});

describe('the lead budget', () => {
  it('is a budget of its own, LEAD_RATE_LIMIT_MAX a minute, for every lead route together', async () => {
    const server = await startInjectedServer({ rateLimitMax: 1, leadRateLimitMax: 2 });
    try {
      expect((await server.fetch('/us/77002')).status).toBe(200);
      expect((await server.fetch('/us/77002')).status).toBe(429);
      const answers = [];
      for (const path of ['/post-lead', '/ingest', '/ticket-lead']) {
        const response = await server.fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(qualifiedLead()),
        });
        answers.push(response.status);
      }
      expect(answers).toEqual([202, 202, 429]);
    } finally {
      await server.close();
    }
  });

  it('covers every lead route the server has, each listed once', async () => {
    const server = await startInjectedServer();
    try {
      for (const call of LEAD_CALLS) {
        expect(server.app.hasRoute({ method: call.method, url: call.path })).toBe(true);
      }
      expect(new Set(LEAD_CALLS.map((call) => call.path)).size).toBe(LEAD_CALLS.length);
    } finally {
      await server.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadList, StoredLead } from '../../services/api/leads/leads-contract';
import { postJson, qualifiedLead } from './support/leads';
import { ADMIN_TOKEN, startInjectedServer, type InjectedServer } from './support/test-server';

let server: InjectedServer;
const postedIds: string[] = [];

beforeAll(async () => {
  server = await startInjectedServer();
  for (let index = 0; index < 3; index += 1) {
    const body = qualifiedLead();
    await postJson(server, body);
    postedIds.push(body.lead_id as string);
  }
});

afterAll(async () => {
  await server.close();
});

function get(path: string, authorization?: string): Promise<Response> {
  return server.fetch(path, { headers: authorization ? { authorization } : {} });
}

describe('GET /api/leads', () => {
  it('refuses a request without a token', async () => {
    const response = await get('/api/leads');

    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'Unauthorized' });
  });

  it('refuses a wrong token', async () => {
    expect((await get('/api/leads', 'Bearer not-the-token')).status).toBe(401);
    expect((await get('/api/leads', `Basic ${ADMIN_TOKEN}`)).status).toBe(401);
    expect((await get('/api/leads', `Bearer ${ADMIN_TOKEN}x`)).status).toBe(401);
  });

  it('reads the scheme in any case (RFC 7235) but the token exactly: no padding, nothing appended', async () => {
    expect((await get('/api/leads', `bearer ${ADMIN_TOKEN}`)).status).toBe(200);
    expect((await get('/api/leads', `BEARER  ${ADMIN_TOKEN}`)).status).toBe(200);
    expect((await get('/api/leads', `Bearer ${ADMIN_TOKEN} x`)).status).toBe(401);
    expect((await get('/api/leads', `Bearer\t${ADMIN_TOKEN}`)).status).toBe(401);
    expect((await get('/api/leads', `Bearer x${ADMIN_TOKEN}`)).status).toBe(401);
  });

  it('lists leads newest first for the admin, never cached', async () => {
    const response = await get('/api/leads', `Bearer ${ADMIN_TOKEN}`);

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { leads } = (await response.json()) as LeadList;
    expect(leads.map((lead) => lead.id)).toEqual([...postedIds].reverse());
    expect(leads[0]?.lead.lead_is_qualified).toBe('yes');
  });

  it('honours ?limit=', async () => {
    const response = await get('/api/leads?limit=2', `Bearer ${ADMIN_TOKEN}`);
    const { leads } = (await response.json()) as LeadList;

    expect(leads.map((lead) => lead.id)).toEqual([postedIds[2], postedIds[1]]);
  });

  it('pages with the cursor it answers, and filters', async () => {
    const first = (await (await get('/api/leads?limit=2', `Bearer ${ADMIN_TOKEN}`)).json()) as LeadList;
    expect(first.next_cursor).toEqual(expect.any(String));
    const rest = (await (
      await get(`/api/leads?limit=2&before=${first.next_cursor}`, `Bearer ${ADMIN_TOKEN}`)
    ).json()) as LeadList;

    expect([...first.leads, ...rest.leads].map((lead) => lead.id)).toEqual([...postedIds].reverse());
    expect(rest.next_cursor).toBeNull();
    const filtered = (await (
      await get('/api/leads?source=ingest&review=no&qualified=yes&from=2020-01-01', `Bearer ${ADMIN_TOKEN}`)
    ).json()) as LeadList;
    expect(filtered.leads).toEqual([]);
  });

  it.each([
    ['before', 'before=not-a-cursor'],
    ['source', 'source=elsewhere'],
    ['from', 'from=yesterday'],
  ])('refuses a bad %s, naming it', async (field, query) => {
    const response = await get(`/api/leads?${query}`, `Bearer ${ADMIN_TOKEN}`);

    expect(response.status).toBe(400);
    expect(((await response.json()) as { issues: { path: string }[] }).issues[0]?.path).toBe(field);
  });

  it('rejects a limit that is not a positive whole number', async () => {
    const response = await get('/api/leads?limit=zero', `Bearer ${ADMIN_TOKEN}`);

    expect(response.status).toBe(400);
    expect(((await response.json()) as { issues: { path: string }[] }).issues[0]?.path).toBe('limit');
  });
});

describe('GET /api/leads/:id', () => {
  it('answers one lead', async () => {
    const response = await get(`/api/leads/${postedIds[0]}`, `Bearer ${ADMIN_TOKEN}`);

    expect(response.status).toBe(200);
    expect(((await response.json()) as StoredLead).id).toBe(postedIds[0]);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await get('/api/leads/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', `Bearer ${ADMIN_TOKEN}`);

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found', issues: [] });
  });

  it('refuses a request without a token before looking anything up', async () => {
    expect((await get(`/api/leads/${postedIds[0]}`)).status).toBe(401);
  });
});

describe('without ADMIN_TOKEN', () => {
  it('refuses everyone, whatever they send', async () => {
    const unlocked = await startInjectedServer({ adminToken: undefined });
    try {
      for (const authorization of [undefined, 'Bearer ', 'Bearer undefined', `Bearer ${ADMIN_TOKEN}`]) {
        const response = await unlocked.fetch('/api/leads', {
          headers: authorization ? { authorization } : {},
        });
        expect(response.status).toBe(401);
      }
    } finally {
      await unlocked.close();
    }
  });
});

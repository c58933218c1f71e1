import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredLead } from '../../services/api/leads/leads-contract';
import { qualifiedLead } from './support/leads';
import { ENGINES, type TestDatabase } from './support/test-databases';
import { readStoredLead, startInjectedServer, type InjectedServer } from './support/test-server';

/**
 * NUL and other control characters in what a visitor or a URL sends: PostgreSQL refuses NUL in text, so every
 * write path must clean (a lead) or refuse (anything else) before storage, on both engines alike.
 */
const CONTROLS = 'a\u0000b\u0007c\u001Bd\u007Fe\u0085f';

describe.each(ENGINES)('control characters on $name', (engine) => {
  let database: TestDatabase;
  let server: InjectedServer;

  beforeAll(async () => {
    database = await engine.create();
    server = await startInjectedServer({ databaseUrl: database.url });
  });

  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  const post = (path: string, body: unknown) =>
    server.fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const stored = (id: string): Promise<StoredLead> => readStoredLead(server, id);

  it('stores a funnel lead with them removed, in values and field names, and notes it', async () => {
    const lead = qualifiedLead({
      case_description: `The other car ${CONTROLS} hit me from behind at the light`,
      [`utm\u0000source`]: `x${CONTROLS}`,
      city: 'Hous\u0000ton',
    });
    const response = await post('/post-lead', lead);

    expect(response.status).toBe(202);
    const { lead: fields, validation_issues } = await stored(lead.lead_id as string);
    expect(fields.case_description).toBe('The other car abcdef hit me from behind at the light');
    expect(fields.utmsource).toBe('xabcdef');
    expect(JSON.stringify(fields)).not.toMatch(/\\u0000|\\u0007/);
    expect(validation_issues).toContainEqual({
      field: 'case_description',
      message: 'Control characters removed',
    });
  });

  it('stores a contact lead with them removed', async () => {
    const id = randomUUID();
    const response = await post('/ingest', {
      lead_id: id,
      email: 'dana@example.com',
      phone: '7135550147',
      message: `Hit ${CONTROLS}`,
    });

    expect(response.status).toBe(202);
    expect((await stored(id)).lead.message).toBe('Hit abcdef');
  });

  it('refuses a privacy request with them, naming the field, and keeps serving', async () => {
    const response = await post('/api/privacy-requests', {
      first_name: `Dana${CONTROLS}`,
      last_name: 'Whitfield',
      email: 'dana@example.com',
    });

    expect(response.status).toBe(400);
    expect(
      ((await response.json()) as { issues: { path: string }[] }).issues.map((issue) => issue.path),
    ).toEqual(['first_name']);
    expect((await server.fetch('/healthz')).status).toBe(200);
  });

  it('answers an e-mail check of an address with NUL without failing', async () => {
    const response = await post('/api/validate/email', { email: 'da\u0000na@mailinator.com' });
    expect(response.status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, qualifiedLead } from './support/leads';
import { startInjectedServer, type InjectedServer } from './support/test-server';

let server: InjectedServer;

beforeAll(async () => {
  server = await startInjectedServer({ trustProxy: false });
});

afterAll(async () => {
  await server.close();
});

const warnings = () =>
  server
    .logs()
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { msg: string })
    .filter((line) => line.msg.includes('TRUST_PROXY is not set'));

describe('behind a proxy without TRUST_PROXY', () => {
  it('says so once, at the first forwarded request', async () => {
    await server.fetch('/healthz');
    expect(warnings()).toHaveLength(0);
    for (let i = 0; i < 3; i++) {
      await server.fetch('/healthz', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    }
    expect(warnings()).toHaveLength(1);
  });
});

describe('a refused lead', () => {
  it('is logged with its lead id and the fields at fault, never their values', async () => {
    const lead = qualifiedLead({ email: 'hidden.person@example.org', phone: '' });
    delete lead.email;
    await postJson(server, lead);
    const refused = server
      .logs()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === 'request rejected');
    expect(refused).toMatchObject({ leadId: lead.lead_id, fields: ['email'] });
    expect(server.logs()).not.toContain('Maria');
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qualifiedLead } from './support/leads';
import { withTrail } from './support/trails';
import { ENGINES, type TestDatabase } from './support/test-databases';
import { ADMIN_TOKEN, startInjectedServer, type InjectedServer } from './support/test-server';

/**
 * The question a page's outbox asks when its own resend fails: has the server stored this lead by another channel?
 * A yes lets the page release the lead it holds; a later resend of it still stores nothing new.
 */
describe.each(ENGINES)('whether a lead is stored, on $name', (engine) => {
  let testDatabase: TestDatabase;
  let server: InjectedServer;

  beforeAll(async () => {
    testDatabase = await engine.create();
    server = await startInjectedServer({ databaseUrl: testDatabase.url });
  });

  afterAll(async () => {
    await server.close();
    await testDatabase.drop();
  });

  const askStored = (leadId: string) =>
    server.app.inject({ method: 'GET', url: `/api/lead-stored/${encodeURIComponent(leadId)}` });

  it('says no for a lead never received, yes once the session report stored it, and a resend stores no second', async () => {
    const email = `asked.${engine.name}@example.com`;
    const lead = qualifiedLead({ email });
    const leadId = String(lead.lead_id);
    const before = await askStored(leadId);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ stored: false });
    expect(before.headers['cache-control']).toBe('no-store');

    const { trail, ...fields } = await withTrail(lead);
    const report = await server.app.inject({
      method: 'POST',
      url: '/api/save-data',
      payload: {
        session: { id: leadId, variant: 'v4nv', path: '/survey/v4nv' },
        data: { step: 'PhoneAndZip', steps: [], answers: {}, submitted: true },
        lead: { path: '/post-lead', fields: { ...fields, trail: JSON.stringify(trail) } },
      },
    });
    expect(report.statusCode).toBe(200);
    expect((await askStored(leadId)).json()).toEqual({ stored: true });

    // The outbox's own resend, should it get through after all: the lead_id makes it nothing new.
    const resent = await server.app.inject({ method: 'POST', url: '/post-lead', payload: lead });
    expect(resent.statusCode).toBe(202);
    const listed = await server.app.inject({
      method: 'GET',
      url: '/api/leads?limit=100',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    const { leads } = listed.json<{ leads: { id: string; recovered_from: string }[] }>();
    expect(leads.filter((stored) => stored.id === leadId)).toEqual([
      expect.objectContaining({ recovered_from: 'session' }),
    ]);
  });

  it('refuses what cannot be a lead_id', async () => {
    expect((await askStored('short')).statusCode).toBe(400);
    expect((await askStored(randomUUID())).json()).toEqual({ stored: false });
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../services/api/contract-types';
import type { LeadList, StoredLead } from '../../services/api/leads/leads-contract';
import { ADMIN_TOKEN, startInjectedServer, type InjectedServer } from './support/test-server';

let server: InjectedServer;

const LEAD_PLATFORM = { campaignId: '6612', supplierId: '48213', key: 'lp-key-test' };

beforeAll(async () => {
  server = await startInjectedServer({ ingestLeadPlatform: LEAD_PLATFORM });
});

afterAll(async () => {
  await server.close();
});

function contactLead(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    lead_id: randomUUID(),
    type_of_accident: 'Truck Accident',
    first_name: 'Dana',
    last_name: 'Whitfield',
    email: 'dana.whitfield@example.com',
    phone: '(713) 555-0147',
    message: 'A truck ran a red light and hit my car on Main Street.',
    ...overrides,
  };
}

function ingest(body: unknown): Promise<Response> {
  return server.fetch('/ingest', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'ingest-tests/1.0' },
    body: JSON.stringify(body),
  });
}

async function listLeads(): Promise<StoredLead[]> {
  const response = await server.fetch('/api/leads', {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as LeadList).leads;
}

describe('POST /ingest', () => {
  it('stores a contact-form lead before answering 202 with its id, listed with source ingest', async () => {
    const body = contactLead({ lp_key: 'sent-by-the-browser' });
    const response = await ingest(body);

    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ id: body.lead_id });
    const stored = (await listLeads()).find((lead) => lead.id === body.lead_id);
    expect(stored?.source).toBe('ingest');
    expect(stored?.lead).toMatchObject({
      type_of_accident: 'Truck Accident',
      first_name: 'Dana',
      last_name: 'Whitfield',
      email: 'dana.whitfield@example.com',
      phone: '7135550147',
      message: 'A truck ran a red light and hit my car on Main Street.',
      lp_campaign_id: '6612',
      lp_supplier_id: '48213',
      lp_key: 'lp-key-test',
      ip_address: '127.0.0.1',
      user_agent: 'ingest-tests/1.0',
    });
    expect(stored?.claimed).toEqual({ lp_key: 'sent-by-the-browser' });
  });

  it('lists contact leads beside funnel leads, newest first', async () => {
    const first = contactLead({ email: 'first@example.com' });
    const second = contactLead({ email: 'second@example.com' });
    expect((await ingest(first)).status).toBe(202);
    expect((await ingest(second)).status).toBe(202);

    const ids = (await listLeads()).map((lead) => lead.id);
    expect(ids.indexOf(second.lead_id as string)).toBeLessThan(ids.indexOf(first.lead_id as string));
  });

  it('makes an id when the browser sends none', async () => {
    const { lead_id: _ignored, ...body } = contactLead({ email: 'no-id@example.com' });
    const response = await ingest(body);

    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await listLeads()).find((lead) => lead.id === id)?.lead.email).toBe('no-id@example.com');
  });

  it('stores one lead when the same lead_id arrives twice', async () => {
    const body = contactLead({ email: 'twice@example.com' });
    await ingest(body);
    await ingest({ ...body, message: 'changed on the retry' });

    const matching = (await listLeads()).filter((lead) => lead.id === body.lead_id);
    expect(matching).toHaveLength(1);
    expect(matching[0]?.lead.message).toBe(body.message);
  });

  it.each([
    ['email', { email: 'not an e-mail' }, 'Not an e-mail address'],
    ['phone', { phone: '555-01' }, 'Not a 10-digit US phone number'],
    ['type_of_accident', { type_of_accident: 'Boat Accident' }, 'Not one of the choices'],
    ['first_name', { first_name: 'D'.repeat(150) }, 'Longer than the form allows'],
    ['message', { message: 'm'.repeat(6000) }, 'Longer than the form allows'],
  ])(
    'stores a lead with a bad %s whole, listing the problem for review',
    async (field, overrides, message) => {
      const body = contactLead(overrides);
      const response = await ingest(body);

      expect(response.status).toBe(202);
      const stored = (await listLeads()).find((lead) => lead.id === body.lead_id);
      expect(stored?.lead[field]).toBe(overrides[field as keyof typeof overrides]);
      expect(stored?.review).toBe(true);
      expect(stored?.validation_issues).toEqual([{ field, message }]);
    },
  );

  it('refuses a lead with no way to reach the visitor, naming the field, and stores nothing', async () => {
    const body = contactLead({ email: undefined, phone: ' ' });
    const response = await ingest(body);

    expect(response.status).toBe(400);
    const error = (await response.json()) as ApiError;
    expect(error.error).toBe('Invalid lead');
    expect(error.issues.map((issue) => issue.path)).toEqual(['email']);
    expect((await listLeads()).some((lead) => lead.id === body.lead_id)).toBe(false);
  });

  it('accepts a beacon: JSON sent as text/plain', async () => {
    const body = contactLead();
    const response = await server.fetch('/ingest', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(body),
    });

    expect(response.status).toBe(202);
    expect((await listLeads()).some((lead) => lead.id === body.lead_id)).toBe(true);
  });

  it('never writes the visitor’s personal data to the log', async () => {
    const body = contactLead({ email: 'private.person@example.com', phone: '(832) 555-0199' });
    await ingest(body);
    await ingest({ ...body, lead_id: randomUUID(), email: 'bad email private.person' });

    const logs = server.logs();
    expect(logs).toContain('/ingest');
    for (const secret of ['private.person', '8325550199', '(832) 555-0199', 'Whitfield', 'red light']) {
      expect(logs).not.toContain(secret);
    }
  });
});

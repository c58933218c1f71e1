import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadList, StoredLead } from '../../services/api/leads/leads-contract';
import { ticketLeadContract } from '../../services/api/lead/lead-contract';
import { ADMIN_TOKEN, startInjectedServer, type InjectedServer } from './support/test-server';
import { withTrail } from './support/trails';

let server: InjectedServer;

beforeAll(async () => {
  server = await startInjectedServer();
});

afterAll(async () => {
  await server.close();
});

/** A ticket from Texas, 22 days before the test server's today (2026-11-22), with no attorney. */
function ticketLead(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    lead_id: randomUUID(),
    ticket_type: 'speeding',
    ticket_received: 'officer',
    ticket_state: 'TX',
    ticket_date: '2026-10-31',
    with_Lawyer: 'No',
    case_description: 'I was going 45 in a 35 zone on my way to work.',
    firstName: 'Maria',
    lastName: 'Lopez',
    // Each ticket is another person's: the same payload twice within 60 s would be one lead (a repeat).
    email: `maria.lopez.${randomUUID().slice(0, 8)}@example.com`,
    phone: '7135550182',
    zip_code: '77002',
    landing_page_url: 'https://accidentclaims.example/ticket',
    ...overrides,
  };
}

/** Posts a ticket lead as the funnel does, with the trail its walk makes (none for a body that is no lead). */
async function postTicket(body: unknown, contentType = 'application/json'): Promise<Response> {
  const lead = body as Record<string, unknown>;
  const walked = typeof lead === 'object' && lead !== null && typeof lead.email === 'string';
  return server.fetch(`${ticketLeadContract.call.path}`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'user-agent': 'ticket-tests/1.0' },
    body: JSON.stringify(walked ? await withTrail(lead) : body),
  });
}

async function storedLead(id: unknown): Promise<StoredLead | undefined> {
  const response = await server.fetch('/api/leads', {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  return ((await response.json()) as LeadList).leads.find((lead) => lead.id === id);
}

describe('POST /ticket-lead', () => {
  it('stores a ticket lead with source ticket, judged by the ticket rules, before answering', async () => {
    const body = ticketLead({
      state_long: 'Texas',
      accident_within_last_year: 'yes',
      lead_is_qualified: 'no',
    });
    const response = await postTicket(body);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ id: body.lead_id, lead_is_qualified: 'yes', dq_reason: '' });
    const stored = await storedLead(body.lead_id);
    expect(stored?.source).toBe('ticket');
    expect(stored?.lead).toMatchObject({
      ticket_state: 'TX',
      ticket_date: '2026-10-31',
      city: 'Houston',
      state: 'TX',
      lead_is_qualified: 'yes',
      user_agent: 'ticket-tests/1.0',
    });
    // The ingest never takes these, even when the browser sends them or the server derives them.
    expect(stored?.lead).not.toHaveProperty('state_long');
    expect(stored?.lead).not.toHaveProperty('accident_within_last_year');
  });

  it.each([
    ['an attorney', { with_Lawyer: 'Yes' }, 'have_attorney|yes'],
    ['a ticket older than the state’s window', { ticket_date: '2026-03-01' }, 'date|ticket_window_exceeded'],
  ])('does not qualify %s', async (_case, overrides, reason) => {
    const body = ticketLead(overrides);
    const response = await postTicket(body);
    expect(await response.json()).toMatchObject({ lead_is_qualified: 'no', dq_reason: reason });
    expect((await storedLead(body.lead_id))?.lead).toMatchObject({
      lead_is_qualified: 'no',
      dq_reason: reason,
    });
  });

  it('takes a beacon (text/plain) like the lead post, and stores one lead for one lead_id', async () => {
    const body = ticketLead();
    expect((await postTicket(body, 'text/plain')).status).toBe(202);
    expect((await postTicket(body)).status).toBe(202);
    const response = await server.fetch('/api/leads', {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    const leads = ((await response.json()) as LeadList).leads.filter((lead) => lead.id === body.lead_id);
    expect(leads).toHaveLength(1);
  });

  it('answers an invalid lead 400 in JSON', async () => {
    const response = await postTicket({ ...ticketLead(), lead_id: 'not-a-uuid' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Invalid lead' });
  });
});

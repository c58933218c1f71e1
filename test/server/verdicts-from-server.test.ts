import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qualifiedLead } from './support/leads';
import { withTrail } from './support/trails';
import { ADMIN_TOKEN, readStoredLead, startInjectedServer, type InjectedServer } from './support/test-server';

/**
 * Verdicts only from the server (docs/rules.md): a contact-form lead has no verdict whatever its body says, and
 * `sms_verified` is yes only for a code the server itself checked for that phone and lead, on every route.
 */
let server: InjectedServer;

beforeAll(async () => {
  server = await startInjectedServer();
});

afterAll(async () => {
  await server.close();
});

async function post(path: string, body: unknown): Promise<number> {
  const response = await server.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.status;
}

let phones = 0;
/** A phone of its own per lead, so no lead is another's repeat or duplicate. */
function nextPhone(): string {
  phones += 1;
  return `832555${String(phones).padStart(4, '0')}`;
}

function contactLead(overrides: Record<string, string> = {}): Record<string, string> {
  const phone = nextPhone();
  return {
    lead_id: randomUUID(),
    type_of_accident: 'Car Accident',
    first_name: 'Dana',
    last_name: 'Whitfield',
    email: `dana.${phone}@example.com`,
    phone,
    message: 'A truck ran a red light and hit my car on Main Street.',
    ...overrides,
  };
}

function ticketLead(overrides: Record<string, string> = {}): Record<string, string> {
  const phone = nextPhone();
  return {
    lead_id: randomUUID(),
    ticket_type: 'speeding',
    ticket_received: 'officer',
    ticket_state: 'TX',
    ticket_date: '2026-10-31',
    with_Lawyer: 'No',
    firstName: 'Maria',
    lastName: 'Lopez',
    email: `maria.${phone}@example.com`,
    phone,
    zip_code: '77002',
    ...overrides,
  };
}

/** The session report carrying a lead whose own post never arrived (the lead's second channel). */
function sessionReport(lead: Record<string, string>, path: '/post-lead' | '/ingest') {
  return {
    session: { id: lead.lead_id, variant: 'v4nv', path: '/survey/v4nv' },
    data: { step: 'PhoneAndZip', steps: [], answers: {}, submitted: true },
    lead: { path, fields: lead },
  };
}

/** What the server stores for a contact-form lead of plain names, whatever the body says. */
const SERVER_VALUES: Record<string, string> = { sms_verified: 'no', do_not_send_to_dq: 'no' };

/** The forged verdict fields a contact-form body carries (the spec's field names), each only ever a claim. */
const FORGED_VERDICT: Record<string, string> = {
  lead_is_qualified: 'yes',
  dq_reason: '',
  sms_verified: 'yes',
  with_Lawyer: 'No',
  at_Fault: 'No',
  physical_injury: 'Yes',
  doctor_treatment: 'Yes',
  do_not_send_to_dq: 'yes',
  is_gibberish: 'no',
  enough_words: 'yes',
  accident_limit_exceeded: '0',
  incident_date: '2026-10-01',
  funding_qualified: 'yes',
};

describe('a contact-form lead on /ingest has no verdict', () => {
  it.each(Object.entries(FORGED_VERDICT))('keeps a body’s %s=%j only as a claim', async (field, value) => {
    const lead = contactLead({ [field]: value });
    expect(await post('/ingest', lead)).toBe(202);

    const stored = await readStoredLead(server, String(lead.lead_id));
    expect(stored.claimed[field]).toBe(value);
    // The server's own value where it has one, otherwise none at all.
    expect(stored.lead[field]).toBe(SERVER_VALUES[field]);
    expect(stored.lead.lead_is_qualified).toBeUndefined();
  });

  it('stores the whole forged set as claims, and the lead is shown and counted with no verdict', async () => {
    const lead = contactLead(FORGED_VERDICT);
    expect(await post('/ingest', lead)).toBe(202);

    const stored = await readStoredLead(server, String(lead.lead_id));
    expect(stored.claimed).toMatchObject(FORGED_VERDICT);
    expect(stored.lead).toMatchObject({
      first_name: 'Dana',
      type_of_accident: 'Car Accident',
      sms_verified: 'no',
      do_not_send_to_dq: 'no',
      name_gibberish: 'no',
    });
    for (const field of ['lead_is_qualified', 'dq_reason', 'with_Lawyer', 'incident_date']) {
      expect(stored.lead).not.toHaveProperty(field);
    }
    const metrics = await server.fetch('/metrics', { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(await metrics.text()).not.toMatch(/leads_stored\{source="ingest",verdict="qualified"\}/);
  });

  it('re-derives a GPO or MMM funnel lead (its landing page a survey route) as /post-lead does', async () => {
    // Sent with the trail its walk makes, as the funnel sends it: the replay then judges it.
    const lead = await withTrail<Record<string, unknown>>({
      ...qualifiedLead({ with_Lawyer: 'Yes', lead_is_qualified: 'yes', dq_reason: '' }),
      landing_page_url: 'https://example.com/survey/v4nv',
    });
    expect(await post('/ingest', lead)).toBe(202);

    const stored = await readStoredLead(server, String(lead.lead_id));
    expect(stored.lead).toMatchObject({ lead_is_qualified: 'no', dq_reason: 'have_attorney|yes' });
    expect(stored.claimed).toMatchObject({ lead_is_qualified: 'yes' });
  });
});

describe('sms_verified is yes only from a code the server checked for that phone and lead', () => {
  const routes = [
    { way: 'POST /post-lead', lead: () => qualifiedLead() as Record<string, string>, send: '/post-lead' },
    { way: 'POST /ticket-lead', lead: () => ticketLead(), send: '/ticket-lead' },
    { way: 'POST /ingest', lead: () => contactLead(), send: '/ingest' },
    {
      way: 'the session report (a funnel lead)',
      lead: () => qualifiedLead() as Record<string, string>,
      send: 'report:/post-lead',
    },
    { way: 'the session report (a contact lead)', lead: () => contactLead(), send: 'report:/ingest' },
  ] as const;

  async function store(send: (typeof routes)[number]['send'], lead: Record<string, string>) {
    const status = send.startsWith('report:')
      ? await post('/api/save-data', sessionReport(lead, send.slice('report:'.length) as '/ingest'))
      : await post(send, lead);
    expect(status).toBeLessThan(300);
    return readStoredLead(server, lead.lead_id!);
  }

  async function verify(phone: string, leadId: string): Promise<void> {
    expect(await post('/two-step-verification/send', { phone, lead_id: leadId })).toBe(200);
    const outbox = await server.fetch('/api/sms-outbox', {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    const { messages } = (await outbox.json()) as { messages: { phone: string; body: string }[] };
    const code = /\b(\d{6})\b/.exec(
      messages.find((message) => message.phone === `+1${phone}`)?.body ?? '',
    )?.[1];
    expect(code).toBeDefined();
    const checked = await server.fetch('/two-step-verification/code', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone, lead_id: leadId, code }),
    });
    expect(await checked.json()).toEqual({ status: 'approved' });
  }

  it.each(routes)('$way: a body’s sms_verified yes without a checked code is stored no', async (route) => {
    const lead: Record<string, string> = { ...route.lead(), sms_verified: 'yes' };
    const stored = await store(route.send, lead);
    expect(stored.lead.sms_verified).toBe('no');
    expect(stored.claimed.sms_verified).toBe('yes');
  });

  it.each(routes)('$way: a phone the server approved for this lead is stored yes', async (route) => {
    const lead: Record<string, string> = { ...route.lead(), sms_verified: 'no' };
    const phone = (lead.phone ?? '').replace(/\D/g, '');
    await verify(phone, lead.lead_id!);
    expect((await store(route.send, lead)).lead.sms_verified).toBe('yes');
  });

  it('a code checked for another lead of the same phone verifies nothing', async () => {
    const lead: Record<string, string> = { ...contactLead(), sms_verified: 'yes' };
    await verify(lead.phone ?? '', randomUUID());
    expect((await store('/ingest', lead)).lead.sms_verified).toBe('no');
  });
});

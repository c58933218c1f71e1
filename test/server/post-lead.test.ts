import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../services/api/contract-types';
import type { StoredLead } from '../../services/api/leads/leads-contract';
import type { PostLeadResponse } from '../../services/api/lead/lead-contract';
import { postJson, qualifiedLead } from './support/leads';
import { readStoredLead, startInjectedServer, type InjectedServer } from './support/test-server';

let server: InjectedServer;

beforeAll(async () => {
  server = await startInjectedServer();
});

afterAll(async () => {
  await server.close();
});

async function storedLead(id: string): Promise<StoredLead> {
  return readStoredLead(server, id);
}

describe('POST /post-lead', () => {
  it('accepts a qualified lead, completes its place and stores the server’s verdict', async () => {
    const body = qualifiedLead();
    const response = await postJson(server, body, { userAgent: 'Mozilla/5.0 (lead test)' });

    expect(response.status).toBe(202);
    expect(await response.json()).toEqual<PostLeadResponse>({
      id: body.lead_id as string,
      lead_is_qualified: 'yes',
      dq_reason: '',
    });
    const stored = await storedLead(body.lead_id as string);
    expect(stored.source).toBe('post-lead');
    expect(stored.received_at).toMatch(/^2026-11-22T/);
    expect(stored.lead).toMatchObject({
      city: 'Houston',
      state: 'TX',
      state_long: 'Texas',
      county: 'Harris',
      ip_address: '127.0.0.1',
      user_agent: 'Mozilla/5.0 (lead test)',
      incident_date: '2026-08-01',
      lead_is_qualified: 'yes',
      dq_reason: '',
      firstName: 'Maria',
      case_description: 'A truck hit my car yesterday',
    });
  });

  it('re-derives the verdict and keeps what the browser claimed beside it', async () => {
    const body = qualifiedLead({
      with_Lawyer: 'Yes',
      lead_is_qualified: 'yes',
      dq_reason: '',
      ip_address: '10.9.8.7',
    });
    const response = await postJson(server, body);

    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ lead_is_qualified: 'no', dq_reason: 'have_attorney|yes' });
    const stored = await storedLead(body.lead_id as string);
    expect(stored.lead).toMatchObject({
      lead_is_qualified: 'no',
      dq_reason: 'have_attorney|yes',
      ip_address: '127.0.0.1',
    });
    expect(stored.claimed).toMatchObject({ lead_is_qualified: 'yes', dq_reason: '', ip_address: '10.9.8.7' });
  });

  it('keeps the lawyer redirect reason of a visitor who wants a new lawyer', async () => {
    const body = qualifiedLead({
      with_Lawyer: 'Yes',
      lawyer_redirect_reason: 'have_attorney|yes_but_I_want_a_new_lawyer',
    });
    const response = await postJson(server, body);

    expect(await response.json()).toMatchObject({
      lead_is_qualified: 'no',
      dq_reason: 'have_attorney|yes_but_I_want_a_new_lawyer',
    });
  });

  it('replaces a place that contradicts the zip code, and records the claim', async () => {
    const body = qualifiedLead({
      city: 'Los Angeles',
      state: 'CA',
      state_long: 'California',
      county: 'Los Angeles',
    });
    await postJson(server, body);

    const stored = await storedLead(body.lead_id as string);
    expect(stored.lead).toMatchObject({
      city: 'Houston',
      state: 'TX',
      state_long: 'Texas',
      county: 'Harris',
    });
    expect(stored.claimed).toMatchObject({ city: 'Los Angeles', state: 'CA' });
  });

  it('stores a lead with an invalid e-mail, lists the problem and marks it for review', async () => {
    const lead = qualifiedLead({ email: 'not-an-email' });
    const response = await postJson(server, lead);

    expect(response.status).toBe(202);
    const stored = await storedLead(lead.lead_id as string);
    expect(stored.lead.email).toBe('not-an-email');
    expect(stored.review).toBe(true);
    expect(stored.validation_issues).toEqual([{ field: 'email', message: 'Not an e-mail address' }]);
  });

  it('stores what the funnel itself sends: dashed query names, long click ids, long agents, odd e-mails', async () => {
    const longClickId = 'Cj0KCQ'.repeat(190);
    const lead = qualifiedLead({
      'last-step': 'combined',
      'utm-source': 'news-letter',
      gclid: longClickId,
      fbclid: longClickId,
      landing_page_url: `http://localhost/survey/v4nv?gclid=${longClickId}&fbclid=${longClickId}`,
      page_referer: `https://www.google.com/search?q=${'accident+lawyer+'.repeat(90)}`,
      email: 'maria!lopez@gmail.com',
    });
    const response = await server.fetch('/post-lead', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': `Mozilla/5.0 ${'(x) '.repeat(400)}` },
      body: JSON.stringify(lead),
    });

    expect(response.status).toBe(202);
    const stored = await storedLead(lead.lead_id as string);
    expect(stored.lead).toMatchObject({
      'last-step': 'combined',
      'utm-source': 'news-letter',
      gclid: longClickId,
      email: 'maria!lopez@gmail.com',
    });
    expect(stored.lead.user_agent?.length).toBeGreaterThan(1600);
    expect(stored.validation_issues).toEqual([]);
  });

  it('cuts a value past its byte cap, with a note, and keeps the rest of the lead', async () => {
    const lead = qualifiedLead({ page_referer: `https://ads.example/?gclid=${'g'.repeat(9000)}` });
    const response = await postJson(server, lead);

    expect(response.status).toBe(202);
    const stored = await storedLead(lead.lead_id as string);
    expect(stored.lead.page_referer).toHaveLength(8192);
    expect(stored.validation_issues).toEqual([
      { field: 'page_referer', message: 'Cut to its first 8192 bytes' },
    ]);
  });

  it.each([
    ['no lead_id', { lead_id: undefined }, 'lead_id'],
    ['a lead_id that is not a UUID', { lead_id: 'lead-1' }, 'lead_id'],
    ['no e-mail and no phone', { email: '', phone: undefined }, 'email'],
  ])('refuses a lead with %s, naming the field, and stores nothing', async (_case, overrides, field) => {
    const response = await postJson(server, qualifiedLead(overrides));

    expect(response.status).toBe(400);
    const error = (await response.json()) as ApiError;
    expect(error.error).toBe('Invalid lead');
    expect(error.issues.map((issue) => issue.path)).toEqual([field]);
    expect(error.issues[0]?.message).toBeTruthy();
  });

  it('lists every problem at once', async () => {
    const lead = qualifiedLead({ email: 'x@', zip_code: '123', injury_month: '13' });
    const response = await postJson(server, lead);

    expect(response.status).toBe(202);
    const stored = await storedLead(lead.lead_id as string);
    expect(stored.validation_issues.map((issue) => issue.field).sort()).toEqual([
      'email',
      'injury_month',
      'zip_code',
    ]);
  });

  it('answers broken JSON with 400 in the API error shape', async () => {
    const response = await postJson(server, '{"lead_id": "d0c1e2f3-a4b5-4c6d-8e7f-8091a2b3c4d5", "email": ');

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Invalid JSON', issues: [] });
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await postJson(server, '');

    expect(response.status).toBe(400);
  });

  it('answers a 3 MB body with 413 and keeps serving', async () => {
    const response = await postJson(server, qualifiedLead({ case_description: 'x'.repeat(3 * 1024 * 1024) }));

    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'Payload too large', issues: [] });
    const health = await server.fetch('/healthz');
    expect(health.status).toBe(200);
  });

  it('stores one lead for a repeated lead_id and answers both posts alike', async () => {
    const body = qualifiedLead();
    const first = await postJson(server, body);
    const second = await postJson(server, { ...body, with_Lawyer: 'Yes', firstName: 'Changed' });

    expect(first.status).toBe(202);
    expect(second.status).toBe(202);
    const firstAnswer = (await first.json()) as PostLeadResponse;
    expect(await second.json()).toEqual(firstAnswer);
    const rows = await server.database
      .selectFrom('leads')
      .select(['id'])
      .where('id', '=', body.lead_id as string)
      .execute();
    expect(rows).toHaveLength(1);
    expect((await storedLead(firstAnswer.id)).lead.firstName).toBe('Maria');
  });

  it('treats lead_id case-insensitively', async () => {
    const body = qualifiedLead();
    await postJson(server, body);
    const upper = await postJson(server, { ...body, lead_id: String(body.lead_id).toUpperCase() });

    expect(((await upper.json()) as PostLeadResponse).id).toBe(body.lead_id);
  });

  it('accepts a beacon: JSON sent as text/plain', async () => {
    const body = qualifiedLead();
    const response = await postJson(server, body, { contentType: 'text/plain;charset=UTF-8' });

    expect(response.status).toBe(202);
    expect((await storedLead(body.lead_id as string)).lead.lead_is_qualified).toBe('yes');
  });

  it('refuses other content types with 415', async () => {
    const response = await postJson(server, 'lead_id=1', {
      contentType: 'application/x-www-form-urlencoded',
    });

    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: 'Unsupported media type', issues: [] });
  });

  it('refuses prototype poisoning in a beacon body', async () => {
    const body = `{"lead_id":"d0c1e2f3-a4b5-4c6d-8e7f-8091a2b3c4d5","__proto__":{"lead_is_qualified":"yes"}}`;
    const response = await postJson(server, body, { contentType: 'text/plain' });

    expect(response.status).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawOf, lpS2For } from '../../guards/lp-s2';
import { postJson, qualifiedLead } from './support/leads';
import { readStoredLead, startTestServer, type TestServer } from './support/test-server';

/** The spec's readings as the server stores them (docs/rules.md; the rules' own tables are in test/unit/guards). */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  await server.close();
});

async function stored(fields: Record<string, string>) {
  const body = qualifiedLead({ landing_page_url: 'http://localhost:3000/survey/v4nv', ...fields });
  expect((await postJson(server.baseUrl, body)).status).toBe(202);
  return (await readStoredLead(server, body.lead_id as string)).lead;
}

describe('lp_s2 (spec section 7: google with 75% chance and facebook with 25%)', () => {
  it('is set on every lead, drawn from its id, so a lead sent twice keeps it', async () => {
    const lead = await stored({});
    expect(['google', 'facebook']).toContain(lead.lp_s2);
    expect(lead.lp_s2).toBe(lpS2For(drawOf(lead.lead_id!)));
    const again = await postJson(server.baseUrl, qualifiedLead({ lead_id: lead.lead_id }));
    expect(again.status).toBe(202);
    expect((await readStoredLead(server, lead.lead_id!)).lead.lp_s2).toBe(lead.lp_s2);
  });

  it('keeps the value a landing URL gave (a tracking field)', async () => {
    expect((await stored({ lp_s2: 'tiktok' })).lp_s2).toBe('tiktok');
  });
});

describe('do_not_send_to_dq, derived by the server whatever the browser says', () => {
  it.each([
    ['a clean lead', {}, 'no'],
    ['a gibberish name', { firstName: 'Xzqwrtp', lastName: 'Bcdfghk' }, 'yes'],
  ])('%s → %s', async (_label, fields, value) => {
    expect(
      (await stored({ ...fields, do_not_send_to_dq: value === 'yes' ? 'no' : 'yes' })).do_not_send_to_dq,
    ).toBe(value);
  });
});

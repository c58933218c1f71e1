import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawOf, lpS2For } from '../../guards/lp-s2';
import { postJson, qualifiedLead } from './support/leads';
import { readStoredLead, startInjectedServer, type InjectedServer } from './support/test-server';

/** The spec's readings as the server stores them (docs/rules.md; the rules' own tables are in test/unit/guards). */
let server: InjectedServer;
beforeAll(async () => {
  server = await startInjectedServer();
}, 60_000);
afterAll(async () => {
  await server.close();
});

async function stored(fields: Record<string, string>) {
  const body = qualifiedLead({ landing_page_url: 'http://localhost:3000/survey/v4nv', ...fields });
  expect((await postJson(server, body)).status).toBe(202);
  return (await readStoredLead(server, body.lead_id as string)).lead;
}

describe('lp_s2 (spec section 7: google with 75% chance and facebook with 25%)', () => {
  it('is set on every lead, drawn from its id, so a lead sent twice keeps it', async () => {
    const lead = await stored({});
    expect(['google', 'facebook']).toContain(lead.lp_s2);
    expect(lead.lp_s2).toBe(lpS2For(drawOf(lead.lead_id!)));
    const again = await postJson(server, qualifiedLead({ lead_id: lead.lead_id }));
    expect(again.status).toBe(202);
    expect((await readStoredLead(server, lead.lead_id!)).lead.lp_s2).toBe(lead.lp_s2);
  });

  it('keeps the value a landing URL gave (a tracking field)', async () => {
    expect((await stored({ landing_page_url: 'http://localhost:3000/survey/v4nv?lp_s2=tiktok' })).lp_s2).toBe(
      'tiktok',
    );
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

describe('the contact form’s consent and proof reach the stored lead (/ingest)', () => {
  it('stores tcpa, TrustedForm and LeadiD as sent', async () => {
    const proof = {
      tcpa: 'By clicking "Submit", I agree that the site may contact me.',
      trusted_form_cert_url: 'https://cert.trustedform.com/0123abcd',
      trusted_form_cert_id: '0123abcd',
      leadid_token: 'LEADID-TOKEN-1',
    };
    const id = crypto.randomUUID();
    const response = await server.fetch('/ingest', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        lead_id: id,
        type_of_accident: 'Truck Accident',
        first_name: 'Dana',
        last_name: 'Whitfield',
        email: 'dana.proof@example.com',
        phone: '7135550147',
        message: 'A truck ran a red light and hit my car on Main Street.',
        ...proof,
      }),
    });
    expect(response.status).toBe(202);
    expect((await readStoredLead(server, id)).lead).toMatchObject(proof);
  });
});

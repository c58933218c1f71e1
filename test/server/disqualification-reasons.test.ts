import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredLead } from '../../services/api/leads/leads-contract';
import { ticketLeadContract } from '../../services/api/lead/lead-contract';
import { postJson, qualifiedLead } from './support/leads';
import { withTrail } from './support/trails';
import { readStoredLead, startInjectedServer, type InjectedServer } from './support/test-server';

/**
 * Every disqualified lead says why (docs/rules.md): one reason for each rule, in the spec's `field|value` form,
 * decided and stored by the server whatever the browser sent. The test server's today is 2026-11-22; the
 * qualifying lead is a Houston accident in August 2026.
 */
let server: InjectedServer;
beforeAll(async () => {
  server = await startInjectedServer();
}, 60_000);
afterAll(async () => {
  await server.close();
});

const ORIGIN = 'http://localhost:3000';

async function postLead(path: string, fields: Record<string, string>) {
  const body = qualifiedLead({ landing_page_url: `${ORIGIN}${path}`, oid: '81', affid: '1', ...fields });
  // What a browser claims for the verdict counts for nothing.
  const response = await postJson(server, { ...body, lead_is_qualified: 'yes', dq_reason: '' });
  expect(response.status).toBe(202);
  const answer = (await response.json()) as { lead_is_qualified: string; dq_reason: string };
  const stored: StoredLead = await readStoredLead(server, body.lead_id as string);
  return { answer, lead: stored.lead };
}

describe('the primary rule: a reason for each of its rules (spec section 5)', () => {
  // "The lead is disqualified if any of these hold: with_Lawyer is yes; accident_limit_exceeded is 1;
  // is_gibberish is yes; enough_words is no; physical_injury is no; at_Fault is yes; doctor_treatment is no."
  // "A posted lead counts as qualified only when [...] the incident is within 730 days."
  it.each([
    [
      'with_Lawyer is yes',
      { with_Lawyer: 'Yes', lawyer_redirect_reason: 'have_attorney|yes' },
      'have_attorney|yes',
    ],
    [
      'with_Lawyer is yes, wanting a new lawyer',
      { with_Lawyer: 'Yes', lawyer_redirect_reason: 'have_attorney|yes_but_I_want_a_new_lawyer' },
      'have_attorney|yes_but_I_want_a_new_lawyer',
    ],
    [
      'accident_limit_exceeded is 1 (KY, 1 year)',
      { zip_code: '40202', injury_year: '2025', injury_month: '9' },
      'date|accident_limit_exceeded',
    ],
    ['enough_words is no', { case_description: 'Rear-ended on freeway' }, 'enough_words|no'],
    ['physical_injury is no', { injury_type: 'None', physical_injury: 'No' }, 'physical_injury|no'],
    ['at_Fault is yes', { at_Fault: 'Yes' }, 'at_Fault|yes'],
    ['doctor_treatment is no', { doctor_treatment: 'No', injury_month: '6' }, 'doctor_treatment|no'],
    [
      'over 730 days (MO, 5 years)',
      { zip_code: '63101', injury_year: '2023', injury_month: '6' },
      'date|over_730_days',
    ],
  ])('%s → %s', async (_rule, fields, reason) => {
    const { answer, lead } = await postLead('/survey/v4nv', fields);
    expect(answer).toMatchObject({ lead_is_qualified: 'no', dq_reason: reason });
    expect(lead).toMatchObject({ lead_is_qualified: 'no', dq_reason: reason });
  });

  // v4nv's month-and-year step refuses an empty date (trail|invalid_value); a form step's trail entry may leave its
  // date fields empty, so the first funnel's walk (/survey/start) is the one that reaches the server without one.
  it('no incident date → date|missing', async () => {
    const { answer, lead } = await postLead('/survey/start', { injury_year: '', injury_month: '' });
    expect(answer).toMatchObject({ lead_is_qualified: 'no', dq_reason: 'date|missing' });
    expect(lead).toMatchObject({ lead_is_qualified: 'no', dq_reason: 'date|missing' });
  });

  it('is_gibberish is yes → is_gibberish|yes', async () => {
    const { lead } = await postLead('/survey/v4nv', { case_description: 'asdkjh qwpeoiru zxmcnv lkjasd' });
    expect(lead).toMatchObject({
      is_gibberish: 'yes',
      lead_is_qualified: 'no',
      dq_reason: 'is_gibberish|yes',
    });
  });

  it('the issue’s one-page lead: at fault → at_Fault|yes', async () => {
    const { lead } = await postLead('/survey/one-page', { at_Fault: 'Yes' });
    expect(lead).toMatchObject({ lead_is_qualified: 'no', dq_reason: 'at_Fault|yes' });
  });

  it('a qualified lead has no reason', async () => {
    const { lead } = await postLead('/survey/v4nv', {});
    expect(lead).toMatchObject({ lead_is_qualified: 'yes', dq_reason: '' });
  });
});

describe('the benefits flow’s own rule (/benefits)', () => {
  const benefits = { ageGroup: '50-54', isUSCitizen: 'Yes', secured_benefits: 'No' };
  // No accident questions: the accident rules (and their empty answers) decide nothing here.
  const noAccident = {
    at_Fault: '',
    physical_injury: '',
    doctor_treatment: '',
    with_Lawyer: '',
    injury_year: '',
    injury_month: '',
    case_description: '',
  };
  it.each([
    ['a citizen below 67 not yet receiving benefits', {}, 'yes', ''],
    ['not a US citizen', { isUSCitizen: 'No' }, 'no', 'isUSCitizen|no'],
    ['already receiving benefits', { secured_benefits: 'Yes' }, 'no', 'secured_benefits|yes'],
    ['67 or older', { ageGroup: '67+' }, 'no', 'ageGroup|67+'],
  ])('%s → %s %s', async (_label, fields, verdict, reason) => {
    const { lead } = await postLead('/benefits', { ...noAccident, ...benefits, ...fields });
    expect(lead).toMatchObject({ lead_is_qualified: verdict, dq_reason: reason });
  });
});

describe('the ticket flow’s own rule (/ticket)', () => {
  it.each([
    ['an attorney', { with_Lawyer: 'Yes' }, 'have_attorney|yes'],
    ['a ticket older than its window', { ticket_date: '2026-01-10' }, 'date|ticket_window_exceeded'],
  ])('%s → %s', async (_label, fields, reason) => {
    const body = {
      lead_id: randomUUID(),
      ticket_type: 'speeding',
      ticket_received: 'officer',
      ticket_state: 'TX',
      ticket_date: '2026-10-31',
      with_Lawyer: 'No',
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria.lopez@example.com',
      phone: '7135550182',
      zip_code: '77002',
      ...fields,
    };
    const response = await server.fetch(`${ticketLeadContract.call.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // The ticket funnel's own walk with these answers (docs/rules.md: the trail is the lead).
      body: JSON.stringify(await withTrail({ landing_page_url: `${ORIGIN}/ticket`, ...body })),
    });
    expect(response.status).toBe(202);
    const stored = await readStoredLead(server, body.lead_id);
    expect(stored.lead).toMatchObject({ lead_is_qualified: 'no', dq_reason: reason });
  });
});

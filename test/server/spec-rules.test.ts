import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredLead } from '../../services/api/leads/leads-contract';
import { postJson, qualifiedLead } from './support/leads';
import { withTrail } from './support/trails';
import {
  readStoredLead,
  startInjectedServer,
  tickingClock,
  type InjectedServer,
} from './support/test-server';

/**
 * The lead rules where the spec (and docs/design.md) gives them, as /post-lead and /ingest answer and store
 * them whatever the browser claimed. TODAY is 2026-11-22; the qualifying lead is a Houston (TX) accident in
 * August 2026.
 */
let server: InjectedServer;

beforeAll(async () => {
  server = await startInjectedServer();
});

afterAll(async () => {
  await server.close();
});

const ORIGIN = 'http://localhost:3000';

async function storedLead(target: InjectedServer, id: string): Promise<StoredLead> {
  return readStoredLead(target, id);
}

/** Posts a lead from a survey path; returns the answer's verdict and the stored lead. */
async function post(path: string, answers: Record<string, string> = {}, target = server) {
  // The offer is the landing URL's, as the page reads it.
  const landing = new URL(`${ORIGIN}${path}`);
  for (const [key, value] of [
    ['oid', '81'],
    ['affid', '1'],
  ] as const) {
    if (!landing.searchParams.has(key)) landing.searchParams.set(key, value);
  }
  const body = qualifiedLead({ landing_page_url: landing.href, ...answers });
  const response = await postJson(target, body);
  expect(response.status).toBe(202);
  const answer = (await response.json()) as { lead_is_qualified: string; dq_reason: string };
  return { answer, stored: await storedLead(target, body.lead_id as string) };
}

/** Posts to /ingest; a funnel's lead (its landing URL a survey route) goes with the trail of its walk. */
async function ingest(body: Record<string, string>, target = server) {
  const id = randomUUID();
  const fromFunnel = body.landing_page_url !== undefined;
  const response = await target.fetch('/ingest', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fromFunnel ? await withTrail({ lead_id: id, ...body }) : { lead_id: id, ...body }),
  });
  expect(response.status).toBe(202);
  return storedLead(target, id);
}

describe('1. state routing on every variant with a routing-state list', () => {
  it.each([
    ['basic (/survey/ig), TX in the 25', '/survey/ig', '77002', true],
    ['basic in Spanish (/survey/es), TX', '/survey/es', '77002', true],
    ['basic, WY outside the 25', '/survey/ig', '82001', false],
    ['v4G (/survey/v6), TX', '/survey/v6', '77002', true],
    ['v4 (/survey/v4), DC in the 49', '/survey/v4', '20001', true],
    ['v4, KY outside the 49', '/survey/v4', '40202', false],
    ['v7 (/survey/v7), DC outside the 48', '/survey/v7', '20001', false],
    ['v7, WY in the 48', '/survey/v7', '82001', true],
    ['short (/survey-sl), KY outside the 48', '/survey-sl', '40202', false],
    ['short, TX', '/survey-sl', '77002', true],
    ['v4nv (no list), TX', '/survey/v4nv', '77002', false],
  ])('%s: routed %s', async (_label, path, zip, routed) => {
    const { stored } = await post(path, { zip_code: zip });
    if (routed) {
      expect(stored.lead).toMatchObject({
        oid: '1500',
        affid: '1000350',
        original_oid: '81',
        original_affid: '1',
        case_type: 'FormMVA',
        settlement_offers: 'no',
        incident_date: '08/01/2026',
      });
      expect(stored.sources).toMatchObject({ oid: 'derived', original_oid: 'derived' });
    } else {
      expect(stored.lead).toMatchObject({ oid: '81', affid: '1', incident_date: '2026-08-01' });
      expect(stored.lead).not.toHaveProperty('case_type');
    }
  });

  it('does not route a lead with a gibberish name, and keeps a claimed routing field aside', async () => {
    const { stored } = await post('/survey/ig', { firstName: 'Qwrtzp', case_type: 'FormMVA' });
    expect(stored.lead.oid).toBe('81');
    expect(stored.lead).not.toHaveProperty('case_type');
    expect(stored.claimed.case_type).toBe('FormMVA');
  });

  it('qualifies a partly-at-fault visitor in a comparative-fault state, in the answer too', async () => {
    const { answer, stored } = await post('/survey/v4', { at_Fault: 'Yes', partial_fault: 'yes' });
    expect(answer.lead_is_qualified).toBe('yes');
    expect(stored.lead).toMatchObject({ at_Fault: 'no', lead_is_qualified: 'yes' });
  });

  it.each([
    ['SC, routed but outside the 22 states the buyers cover', '29201', '8674,1000350'],
    ['TX, covered', '77002', undefined],
  ])('buyer fallback for %s: %s', async (_label, zip, buyers) => {
    const { stored } = await post('/survey/ig', { zip_code: zip });
    expect(stored.lead.oid).toBe('1500');
    expect(stored.lead.selected_buyers).toBe(buyers);
  });
});

describe('2. the DUI description clears disqualification in the stored lead (/survey/v2)', () => {
  it.each([
    ['at fault with DUI charges and a description', { pending_dui_charges: 'Yes' }, 'yes', ''],
    ['at fault without DUI charges', { pending_dui_charges: 'No' }, 'no', 'at_Fault|yes'],
  ])('%s: %s', async (_label, answers, qualified, reason) => {
    const { answer, stored } = await post('/survey/v2', {
      at_Fault: 'Yes',
      ...answers,
      lead_is_qualified: 'no',
    });
    expect(answer).toEqual(expect.objectContaining({ lead_is_qualified: qualified, dq_reason: reason }));
    expect(stored.lead).toMatchObject({ lead_is_qualified: qualified, dq_reason: reason });
  });
});

describe('4. no description asked: not disqualified for it, enough_words empty', () => {
  it.each([
    ['Variant E (/survey/yt)', '/survey/yt', '', 'yes'],
    ['simple (/survey/v3)', '/survey/v3', '', 'yes'],
    ['v4G (/survey/v6, Wyoming so not routed)', '/survey/v6', '', 'yes'],
    ['v4nv asks one (/survey/v4nv)', '/survey/v4nv', 'no', 'no'],
  ])('%s', async (_label, path, enoughWords, qualified) => {
    const { answer, stored } = await post(path, { case_description: '', zip_code: '82001' });
    expect(answer.lead_is_qualified).toBe(qualified);
    expect(stored.lead).toMatchObject({ enough_words: enoughWords, lead_is_qualified: qualified });
  });
});

describe('5. the funding rule is stored for leads that answered it', () => {
  const funding = { with_Lawyer: 'Yes', interested_in_psf: 'Yes', settled_case: 'No', prior_funding: 'No' };

  it.each([
    ['unsettled and unfunded', {}, 'yes'],
    ['already funded', { prior_funding: 'Yes' }, 'no'],
  ])('%s: funding_qualified %s', async (_label, change, expected) => {
    const { stored } = await post('/survey/v4nv', { ...funding, ...change, funding_qualified: 'maybe' });
    expect(stored.lead).toMatchObject({ funding_qualified: expected, lead_is_qualified: 'no' });
    expect(stored.claimed.funding_qualified).toBe('maybe');
  });

  it('is not stored for a lead not asked the funding questions', async () => {
    const { stored } = await post('/survey/v4nv');
    expect(stored.lead).not.toHaveProperty('funding_qualified');
  });
});

describe('6. a landing query naming a field the server decides is a claim, never the value', () => {
  it('keeps the query’s enough_words and verdict beside the lead', async () => {
    const { stored } = await post('/survey/v4nv?enough_words=yes&lead_is_qualified=yes&utm_source=tv', {
      case_description: 'Rear ended hard',
      utm_source: 'tv',
      enough_words: 'no',
    });
    expect(stored.lead).toMatchObject({ enough_words: 'no', lead_is_qualified: 'no', utm_source: 'tv' });
    expect(stored.claimed).toMatchObject({ enough_words: 'yes', lead_is_qualified: 'yes' });
  });
});

describe('7. the state-routed variant’s post leaves out lawyer_redirect_reason', () => {
  it.each([
    ['/survey-sd/v4', false, 'have_attorney|yes'],
    ['/survey/v4nv', true, 'have_attorney|yes_but_I_want_a_new_lawyer'],
  ])('%s: kept %s, dq_reason %s', async (path, kept, reason) => {
    const reasonAnswer = 'have_attorney|yes_but_I_want_a_new_lawyer';
    const { stored } = await post(path, { with_Lawyer: 'Yes', lawyer_redirect_reason: reasonAnswer });
    expect(Object.hasOwn(stored.lead, 'lawyer_redirect_reason')).toBe(kept);
    expect(stored.lead.dq_reason).toBe(reason);
    if (!kept) expect(stored.claimed.lawyer_redirect_reason).toBe(reasonAnswer);
  });
});

describe('9. /ingest re-derives the flags of GPO/MMM and contact leads', () => {
  it('derives a GPO lead’s flags under its variant’s rules, keeping the browser’s in claimed', async () => {
    const stored = await ingest({
      landing_page_url: `${ORIGIN}/gpo`,
      email: 'gpo.lead@example.com',
      phone: '7135550182',
      zip_code: '77002',
      at_Fault: 'No',
      with_Lawyer: 'Yes',
      doctor_treatment: 'Yes',
      injury_year: '2026',
      injury_month: '11',
      firstName: 'Maria',
      lastName: 'Lopez',
      lead_is_qualified: 'yes',
      dq_reason: '',
      enough_words: 'no',
      days_from_incident_date: '1',
    });
    expect(stored.lead).toMatchObject({
      lead_is_qualified: 'no',
      dq_reason: 'have_attorney|yes',
      enough_words: '',
      // A month without a day counts from the 1st.
      days_from_incident_date: '21',
      state: 'TX',
      name_gibberish: 'no',
    });
    expect(stored.claimed).toMatchObject({ lead_is_qualified: 'yes', enough_words: 'no' });
  });

  it.each([
    ['a gibberish name', { first_name: 'Xzzzy' }, { name_gibberish: 'yes', name_bad_word: 'no' }],
    ['a bad word in a name', { last_name: 'Money' }, { name_gibberish: 'no', name_bad_word: 'yes' }],
    ['plain names', {}, { name_gibberish: 'no', name_bad_word: 'no' }],
  ])('checks a contact lead’s names: %s', async (_label, names, flags) => {
    const stored = await ingest({
      first_name: 'Dana',
      last_name: 'Whitfield',
      email: 'dana.whitfield@example.com',
      phone: '(713) 555-0147',
      name_gibberish: 'no',
      name_bad_word: 'no',
      ...names,
    });
    expect(stored.lead).toMatchObject(flags);
    expect(stored.lead).not.toHaveProperty('lead_is_qualified');
  });
});

describe('10. every day count on the server comes from its one injected clock', () => {
  // 23:30 in New York on 2026-11-22 is already 2026-11-23 in UTC, where the server counts.
  const evening = tickingClock('2026-11-23T04:30:00.000Z');
  let late: InjectedServer;

  beforeAll(async () => {
    late = await startInjectedServer({}, {}, evening);
  });

  afterAll(async () => {
    await late.close();
  });

  // A funnel's trail gives a month, not a day: the accident counts from the 1st.
  const novemberAccident = { injury_year: '2026', injury_month: '11' };

  it.each([
    ['the usual server (2026-11-22)', () => server, '21'],
    ['a server whose clock reads 2026-11-23 UTC', () => late, '22'],
  ])('/post-lead on %s', async (_label, target, days) => {
    const { stored } = await post('/survey/v4nv', novemberAccident, target());
    expect(stored.lead).toMatchObject({ days_from_incident_date: days });
  });

  it.each([
    ['the usual server (2026-11-22)', () => server, '21'],
    ['a server whose clock reads 2026-11-23 UTC', () => late, '22'],
  ])('/ingest on %s', async (_label, target, days) => {
    const stored = await ingest(
      {
        landing_page_url: `${ORIGIN}/mmm`,
        email: 'mmm.lead@example.com',
        phone: '7135550182',
        ...novemberAccident,
      },
      target(),
    );
    expect(stored.lead.days_from_incident_date).toBe(days);
  });
});

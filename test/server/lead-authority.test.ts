import { describe, expect, it } from 'vitest';
import { authorizeLead, type LeadRequestContext } from '../../server/lead-authority';
import { createEmbeddedGibberishCheck } from '../../server/providers/gibberish-check';
import { createEmbeddedZipLookup, type ZipLookup } from '../../server/providers/zip-lookup';
import { qualifiedLead } from './support/leads';
import { TODAY } from './support/test-server';
import { DEFAULT_LANDING, withTrail } from './support/trails';

/** The shared qualifying lead, with a fixed id and without the contact fields this file does not need. */
const {
  firstName: _first,
  lastName: _last,
  email: _email,
  phone: _phone,
  ...QUALIFIED
} = qualifiedLead({
  lead_id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  landing_page_url: DEFAULT_LANDING,
}) as Record<string, string>;

const context: LeadRequestContext = {
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (test)',
  today: TODAY,
  zipLookup: createEmbeddedZipLookup(),
  gibberishCheck: createEmbeddedGibberishCheck(),
};

interface Case {
  name: string;
  body: Record<string, string>;
  lead: Record<string, string>;
  claimed?: Record<string, string>;
  /** Keys that must not appear in `claimed`. */
  unclaimed?: string[];
}

const cases: Case[] = [
  {
    name: 'a qualified lead',
    body: QUALIFIED,
    lead: {
      lead_is_qualified: 'yes',
      dq_reason: '',
      incident_date: '2026-08-01',
      accident_within_last_year: 'yes',
    },
  },
  {
    name: 'a lead with a lawyer, whatever the browser claims',
    body: { ...QUALIFIED, with_Lawyer: 'Yes', lead_is_qualified: 'yes', dq_reason: '' },
    lead: { lead_is_qualified: 'no', dq_reason: 'have_attorney|yes' },
    claimed: { lead_is_qualified: 'yes', dq_reason: '' },
  },
  {
    name: 'a lead with a lawyer who wants a new one',
    body: {
      ...QUALIFIED,
      with_Lawyer: 'Yes',
      lawyer_redirect_reason: 'have_attorney|yes_but_I_want_a_new_lawyer',
    },
    lead: { lead_is_qualified: 'no', dq_reason: 'have_attorney|yes_but_I_want_a_new_lawyer' },
  },
  {
    name: 'a lead at fault',
    body: { ...QUALIFIED, at_Fault: 'Yes' },
    lead: { lead_is_qualified: 'no', dq_reason: 'at_Fault|yes' },
  },
  {
    name: 'an accident older than the Texas limit, claimed not to be',
    body: { ...QUALIFIED, injury_year: '2023', injury_month: '1', accident_limit_exceeded: '0' },
    lead: {
      lead_is_qualified: 'no',
      dq_reason: 'date|accident_limit_exceeded',
      accident_limit_exceeded: '1',
    },
    claimed: { accident_limit_exceeded: '0' },
  },
  {
    name: 'a gibberish description',
    body: { ...QUALIFIED, case_description: 'asdfgh qwerty zxcvbn hjklmn', is_gibberish: 'no' },
    lead: { lead_is_qualified: 'no', dq_reason: 'is_gibberish|yes', is_gibberish: 'yes' },
    claimed: { is_gibberish: 'no' },
  },
  {
    name: 'a description of too few words',
    body: { ...QUALIFIED, case_description: 'hit by truck', enough_words: 'yes' },
    lead: { lead_is_qualified: 'no', enough_words: 'no' },
    claimed: { enough_words: 'yes' },
  },
  {
    name: 'an accident this week, not yet treated (the 15-day rule)',
    body: { ...QUALIFIED, accident_date_button: 'Within 1 Week', doctor_treatment: 'No' },
    lead: {
      doctor_treatment: 'Yes',
      when_seek_medical_treatment: 'first_week',
      when_seek_medical_treatment_date: '2026-11-23',
      lead_is_qualified: 'yes',
    },
    claimed: { doctor_treatment: 'No' },
  },
  {
    name: 'a place contradicting the zip code',
    body: { ...QUALIFIED, city: 'Los Angeles', state: 'CA', state_long: 'California', county: 'Los Angeles' },
    lead: { city: 'Houston', state: 'TX', state_long: 'Texas', county: 'Harris' },
    claimed: { city: 'Los Angeles', state: 'CA', state_long: 'California', county: 'Los Angeles' },
  },
  {
    name: 'an incomplete place',
    body: { ...QUALIFIED, city: 'Houston' },
    lead: { city: 'Houston', state: 'TX', state_long: 'Texas', county: 'Harris' },
    unclaimed: ['city', 'state'],
  },
  {
    // The place is never a step's answer: the zip code's place is stored as the look-up writes it.
    name: 'a complete, matching place written in other case',
    body: { ...QUALIFIED, city: 'HOUSTON', state: 'tx', state_long: 'Texas', county: 'Harris' },
    lead: { city: 'Houston', state: 'TX' },
    claimed: { city: 'HOUSTON', state: 'tx' },
  },
  {
    name: 'an unknown zip code (the browser’s place stands)',
    body: { ...QUALIFIED, zip_code: '00000', city: 'Springfield', state: 'IL' },
    lead: { city: 'Springfield', state: 'IL' },
  },
  {
    name: 'request fields claimed by the body',
    body: { ...QUALIFIED, ip_address: '10.0.0.1', user_agent: 'Forged/1.0' },
    lead: { ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0 (test)' },
    claimed: { ip_address: '10.0.0.1', user_agent: 'Forged/1.0' },
  },
  {
    name: 'request fields not sent by the body',
    body: QUALIFIED,
    lead: { ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0 (test)' },
    unclaimed: ['ip_address', 'user_agent', 'lead_is_qualified'],
  },
];

/** The lead as the browser posts it: its field map beside the trail its walk makes. */
async function authorize(body: Record<string, string>, given: LeadRequestContext = context) {
  // The landing URL the walk needs (a time frame's page offers its buttons) goes with the trail.
  const { trail, ...landed } = await withTrail(body);
  return authorizeLead(landed, trail, given);
}

describe('authorizeLead', () => {
  it.each(cases)('$name', async ({ body, lead, claimed, unclaimed = [] }) => {
    const result = await authorize(body);

    expect(result.lead).toMatchObject(lead);
    if (claimed) expect(result.claimed).toMatchObject(claimed);
    for (const key of unclaimed) expect(result.claimed).not.toHaveProperty(key);
  });

  it('keeps every answer it does not decide', async () => {
    const landing_page_url = `${DEFAULT_LANDING}?sub1=42&gclid=abc`;
    const { lead } = await authorize({ ...QUALIFIED, landing_page_url });

    expect(lead).toMatchObject({ ...QUALIFIED, landing_page_url, sub_id: '42', gclid: 'abc' });
  });

  it('stores the lead with the browser’s place when the zip lookup fails', async () => {
    const failing: ZipLookup = { lookup: () => Promise.reject(new Error('provider down')) };
    const { lead } = await authorize(
      { ...QUALIFIED, city: 'Houston', state: 'TX' },
      { ...context, zipLookup: failing },
    );

    expect(lead).toMatchObject({ city: 'Houston', state: 'TX', lead_is_qualified: 'yes' });
  });

  it('stores an empty user agent when the request has none', async () => {
    const { lead } = await authorize(QUALIFIED, { ...context, userAgent: undefined });

    expect(lead.user_agent).toBe('');
  });

  it('keeps only the claims it contradicts', async () => {
    const { lead } = await authorize(QUALIFIED);
    const honest = {
      ...QUALIFIED,
      lead_is_qualified: lead.lead_is_qualified!,
      enough_words: lead.enough_words!,
    };
    const { claimed } = await authorize({ ...honest, is_gibberish: 'yes' });

    expect(claimed).toEqual({ is_gibberish: 'yes' });
  });
});

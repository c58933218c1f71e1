import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StoredLead } from '../../services/api/leads/leads-contract';
import type { StoredNotification } from '../../server/storage/notification-store';
import { postJson, qualifiedLead } from './support/leads';
import { ADMIN_TOKEN, startInjectedServer, type InjectedServer } from './support/test-server';

/**
 * Leads posted straight to /post-lead with crafted answers, and a browser claiming the opposite of the truth:
 * the stored lead carries the flags and the verdict the spec's rules give. TODAY is 2026-11-22.
 */
let server: InjectedServer;

beforeAll(async () => {
  server = await startInjectedServer();
});

afterAll(async () => {
  await server.close();
});

async function admin<T>(path: string): Promise<T> {
  const response = await server.fetch(path, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const LIES = {
  lead_is_qualified: 'yes',
  dq_reason: '',
  accident_limit_exceeded: '0',
  accident_within_last_year: 'yes',
  enough_words: 'yes',
  bad_words: 'no',
  is_gibberish: 'no',
  name_gibberish: 'no',
  name_bad_word: 'no',
};

interface RuleCase {
  name: string;
  answers: Record<string, string>;
  expected: Record<string, string>;
}

const cases: RuleCase[] = [
  {
    name: 'KY allows 1 year: an accident 13 months back is over the limit',
    answers: { zip_code: '40202', injury_year: '2025', injury_month: '10' },
    expected: {
      state: 'KY',
      accident_limit_exceeded: '1',
      lead_is_qualified: 'no',
      dq_reason: 'date|accident_limit_exceeded',
    },
  },
  {
    name: 'KY allows 1 year: an accident 11 months back is within it',
    answers: { zip_code: '40202', injury_year: '2025', injury_month: '12' },
    expected: { accident_limit_exceeded: '0', lead_is_qualified: 'yes', dq_reason: '' },
  },
  {
    name: 'MO allows 5 years, but a lead past 730 days is not sold',
    answers: { zip_code: '63101', injury_year: '2024', injury_month: '10' },
    expected: {
      state: 'MO',
      accident_limit_exceeded: '0',
      accident_within_last_year: 'no',
      lead_is_qualified: 'no',
      dq_reason: 'date|over_730_days',
    },
  },
  {
    name: 'ME allows 6 years',
    answers: { zip_code: '04101', injury_year: '2021', injury_month: '12' },
    expected: { state: 'ME', accident_limit_exceeded: '0', lead_is_qualified: 'no' },
  },
  {
    name: 'TX allows 2 years: 25 months back is over',
    answers: { injury_year: '2024', injury_month: '10' },
    expected: { accident_limit_exceeded: '1', dq_reason: 'date|accident_limit_exceeded' },
  },
  {
    // A day of the month is only ever estimated from a timeframe button: "Within 1 Week" is three days ago.
    name: 'within 15 days of the accident the visitor counts as injured and treated',
    answers: { accident_date_button: 'Within 1 Week', physical_injury: 'No', doctor_treatment: 'No' },
    expected: {
      days_from_incident_date: '3',
      physical_injury: 'Yes',
      doctor_treatment: 'Yes',
      when_seek_medical_treatment: 'first_week',
      when_seek_medical_treatment_date: '2026-11-23',
      lead_is_qualified: 'yes',
    },
  },
  {
    // "Within 1 Month" is twenty days ago.
    name: 'past 15 days, an untreated visitor stays untreated and is not qualified',
    answers: { accident_date_button: 'Within 1 Month', doctor_treatment: 'No' },
    expected: {
      days_from_incident_date: '20',
      doctor_treatment: 'No',
      lead_is_qualified: 'no',
      dq_reason: 'doctor_treatment|no',
    },
  },
  {
    name: 'three words are not enough',
    answers: { case_description: 'Rear ended hard' },
    expected: { enough_words: 'no', lead_is_qualified: 'no' },
  },
  {
    name: 'four words are',
    answers: { case_description: 'Rear ended very hard' },
    expected: { enough_words: 'yes', lead_is_qualified: 'yes' },
  },
  {
    name: 'a gibberish description disqualifies with its reason',
    answers: { case_description: 'asdf jkjkjk qwerty zxcvb' },
    expected: { is_gibberish: 'yes', lead_is_qualified: 'no', dq_reason: 'is_gibberish|yes' },
  },
  {
    name: 'bad words flag the lead without disqualifying it',
    answers: { case_description: 'A deer ran out and the car behind hit me' },
    expected: { bad_words: 'yes', lead_is_qualified: 'yes' },
  },
  {
    name: 'the hit-and-run note clears bad words',
    answers: { case_description: 'A deer ran out and a car hit me -- the driver was identified' },
    expected: { bad_words: 'no' },
  },
  {
    name: 'a gibberish name is flagged',
    answers: { firstName: 'Xzzzy' },
    expected: { name_gibberish: 'yes', lead_is_qualified: 'yes' },
  },
  {
    name: 'offer 516 skips the name check',
    answers: { firstName: 'Xzzzy', landing_page_url: 'http://localhost:3000/survey/v4nv?oid=516' },
    expected: { name_gibberish: 'no' },
  },
  {
    name: 'a bad word in a name is flagged',
    answers: { lastName: 'Fuck' },
    expected: { name_bad_word: 'yes', name_gibberish: 'no' },
  },
  {
    name: 'a lawyer disqualifies with have_attorney|yes',
    answers: { with_Lawyer: 'Yes' },
    expected: { lead_is_qualified: 'no', dq_reason: 'have_attorney|yes' },
  },
  {
    name: 'wanting a new lawyer disqualifies with its own reason',
    answers: { with_Lawyer: 'yes', lawyer_redirect_reason: 'have_attorney|yes_but_I_want_a_new_lawyer' },
    expected: { dq_reason: 'have_attorney|yes_but_I_want_a_new_lawyer' },
  },
  {
    name: 'at fault is not qualified, answers compared in lower case',
    answers: { at_Fault: 'YES' },
    expected: { lead_is_qualified: 'no', dq_reason: 'at_Fault|yes' },
  },
  {
    name: 'under 365 days is within the last year',
    answers: { injury_year: '2025', injury_month: '12' },
    expected: { accident_within_last_year: 'yes' },
  },
  {
    name: '386 days is not',
    answers: { injury_year: '2025', injury_month: '11' },
    expected: { accident_within_last_year: 'no', days_from_incident_date: '386' },
  },
];

describe('the server applies the spec’s rules whatever the browser claimed', () => {
  it.each(cases)('$name', async ({ answers, expected }) => {
    const body = qualifiedLead({ ...LIES, ...answers });
    const response = await postJson(server, body);
    expect(response.status).toBe(202);
    const stored = await admin<StoredLead>(`/api/leads/${body.lead_id as string}`);
    expect(stored.lead).toMatchObject(expected);
    for (const [field, value] of Object.entries(expected)) {
      if (field in LIES && LIES[field as keyof typeof LIES] !== value) {
        expect(stored.claimed[field], `claimed ${field}`).toBe(LIES[field as keyof typeof LIES]);
      }
    }
  });
});

describe('the bad-words notification', () => {
  it('tells operators which field of which lead matched, without the words or the visitor', async () => {
    const body = qualifiedLead({ case_description: 'It was raining and a truck hit me', lastName: 'Money' });
    await postJson(server, body);
    // Sent after the answer, never awaited by it.
    const note = await vi.waitFor(async () => {
      const { notifications } = await admin<{ notifications: StoredNotification[] }>('/api/notifications');
      const found = notifications.find(
        (item) => item.kind === 'bad-words' && item.text.includes(body.lead_id as string),
      );
      expect(found).toBeDefined();
      return found;
    });
    expect(note?.kind).toBe('bad-words');
    expect(note?.text).toContain('the case description and the name');
    expect(note?.text).not.toMatch(/raining|Money|Maria/);
  });

  it('is sent once, however often the lead is retried', async () => {
    const body = qualifiedLead({ case_description: 'free money from the crash please' });
    await postJson(server, body);
    await postJson(server, body);
    const matching = async () =>
      (await admin<{ notifications: StoredNotification[] }>('/api/notifications')).notifications.filter(
        // A qualified lead is also told as one (operator-notifications.test.ts).
        (item) => item.kind === 'bad-words' && item.text.includes(body.lead_id as string),
      );
    await vi.waitFor(async () => expect(await matching()).toHaveLength(1));
    // The server decides whether to notify before it answers, and stores notes in the order it decides: once a
    // later lead's note is stored, a second note for the retried lead would be stored too.
    const later = qualifiedLead({ case_description: 'free money from the crash please' });
    await postJson(server, later);
    await vi.waitFor(async () => {
      const { notifications } = await admin<{ notifications: StoredNotification[] }>('/api/notifications');
      expect(notifications.some((item) => item.text.includes(later.lead_id as string))).toBe(true);
    });
    expect(await matching()).toHaveLength(1);
  });
});

describe('state-routed special handling on /survey-sd paths', () => {
  async function storedFrom(landing: string, answers: Record<string, string> = {}): Promise<StoredLead> {
    // The offer is the landing URL's, as the page reads it: 152 and 340 unless the route or the URL says so.
    const url = new URL(landing);
    for (const [key, value] of [
      ['oid', '152'],
      ['affid', '340'],
    ] as const) {
      if (!url.searchParams.has(key)) url.searchParams.set(key, value);
    }
    const body = qualifiedLead({ landing_page_url: url.href, ...answers });
    expect((await postJson(server, body)).status).toBe(202);
    return admin<StoredLead>(`/api/leads/${body.lead_id as string}`);
  }

  it('moves a Texas lead from /survey-sd/v4 to the partner offer, in the partner format', async () => {
    const stored = await storedFrom('http://localhost:3000/survey-sd/v4?sub1=x', {
      partial_fault: 'yes',
      at_Fault: 'no',
    });
    expect(stored.lead).toMatchObject({
      oid: '1500',
      affid: '1000350',
      original_oid: '152',
      original_affid: '340',
      case_type: 'FormMVA',
      settlement_offers: 'no',
      state_accident_occurred: 'TX',
      incident_date: '08/01/2026',
      date_accident_occurred: '08/01/2026',
      lead_is_qualified: 'yes',
    });
    // The landing URL's offer is kept as the original one; the partner's is the server's own doing.
    expect(stored.sources).toMatchObject({ oid: 'derived', affid: 'derived', original_oid: 'derived' });
  });

  it('reads a partly-at-fault visitor in a comparative-fault state as not at fault for the partner', async () => {
    const stored = await storedFrom('http://localhost:3000/survey-sd/v4', {
      partial_fault: 'yes',
      at_Fault: 'yes',
    });
    expect(stored.lead).toMatchObject({ oid: '1500', at_Fault: 'no' });
    expect(stored.claimed.at_Fault).toBe('yes');
  });

  it.each([
    ['a state outside the list (KY on v4)', 'http://localhost:3000/survey-sd/v4', { zip_code: '40202' }],
    ['a state outside the 25 (WY on v3)', 'http://localhost:3000/survey-sd/v3', { zip_code: '82001' }],
    ['a gibberish name', 'http://localhost:3000/survey-sd/v4', { firstName: 'Qwrtzp' }],
    [
      'a gibberish description',
      'http://localhost:3000/survey-sd/v4',
      { case_description: 'asdf jkjk qwerty zxcv' },
    ],
    ['another path', 'http://localhost:3000/survey/v4nv', {}],
  ])('leaves the offer alone for %s', async (_label, landing, answers) => {
    const stored = await storedFrom(landing, answers);
    expect(stored.lead.oid).toBe('152');
    expect(stored.lead).not.toHaveProperty('case_type');
  });
});

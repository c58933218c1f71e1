import { randomUUID } from 'node:crypto';
import { createActor, toPromise } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFunnelMachine, provideCalls } from '../../machines/create-funnel-machine';
import type { FunnelInput, Lead } from '../../machines/funnel-types';
import type { PostLeadResponse } from '../../services/api/lead/lead-contract';
import { funnelRegistries } from '../../variants/registries/funnel-registries';
import { PLACE_FIELDS } from '../../guards/lead-fields';
import { SERVER_DECIDED_FIELDS } from '../../guards/lead-rules';
import { normalizeTracking } from '../../guards/tracking';
import { ACTION_FIELDS, askedFields } from '../../variants/registries/asked-fields';
import type { VariantDefinition } from '../../variants/variant-definition';
import { EVERY_STEP } from '../../variants/steps/every-step';
import { findSurveyRoute } from '../../variants/routes/route-table';
import { answerValues } from '../../machines/step-kinds';
import { shownStep } from '../../machines/definition-language';
import v4 from '../../variants/definitions/v4';
import type { ZipPlace } from '../../services/api/zip-place/zip-place-contract';
import { postJson } from './support/leads';
import { readStoredLead, startInjectedServer, TODAY, type InjectedServer } from './support/test-server';

/**
 * Answers come only from the visitor (docs/rules.md): a landing URL's query is tracking, and can fill no field a
 * step asks or the server derives. Each such field is tried in the URL of /survey/v4 (a path with state routing),
 * on the real v4 machine posting to a real server: the stored lead and its verdict are what they are without it.
 */

/** Every field a step of some flow asks (or a step's action writes), written out so that a new one is noticed. */
const ASKED_FIELDS = [
  '1_to_1_consent', '1_to_1_dq', '1_to_1_result', '1_to_1_timeout', 'accident_date_button', 'accident_type',
  'active_insurance_policy', 'address', 'ageGroup', 'all_possible_buyer_ids', 'all_possible_buyer_names',
  'all_possible_buyers_number', 'at_Fault', 'attorney_name', 'bac_level', 'case_description', 'case_worth',
  'date_of_birth', 'displayed_buyers', 'doctor_treatment', 'email', 'firstName', 'first_name', 'funding_amount',
  'hit_and_run', 'hit_and_run_identified', 'injury_month', 'injury_rx_qualified', 'injury_type', 'injury_year',
  'interested_in_psf', 'isUSCitizen', 'lastName', 'last_name', 'law_firm_name', 'lawyer_redirect_reason',
  'missed_work', 'motor_vehicle_accident', 'other_driver_vehicle_type', 'partial_fault', 'pending_dui_charges',
  'phone', 'physical_injury', 'police_report', 'prior_alcohol_related_offense', 'prior_funding',
  'required_medical_treatment', 'secured_benefits', 'selected_buyer_names', 'selected_buyers',
  'selected_buyers_changed', 'selected_buyers_number', 'settled_case', 'speaking_with_doctor', 'ticket_date',
  'ticket_received', 'ticket_state', 'ticket_type', 'type_of_alcohol_test_performed', 'type_of_medical_treatment',
  'uninsured_motorist_coverage', 'when_seek_medical_treatment', 'willing_to_treat', 'with_Lawyer', 'zip_code',
] as const; // prettier-ignore
/** What step actions and the page add to an answer. */
const WRITTEN_BY_ACTIONS = [
  'tcpa',
  'accident_type',
  'case_description',
  'incident_date',
  'injury_day',
  'disqualification_cleared',
];
/** What the server derives: the flags, the verdict, the state-routed fields, the request's own values, the place. */
const DERIVED = [
  'incident_date', 'days_from_incident_date', 'months_from_incident_date', 'doctor_treatment', 'physical_injury',
  'when_seek_medical_treatment', 'when_seek_medical_treatment_date', 'enough_words', 'bad_words', 'is_gibberish',
  'name_gibberish', 'name_bad_word', 'accident_limit_exceeded', 'accident_within_last_year', 'lead_is_qualified',
  'dq_reason', 'do_not_send_to_dq', 'funding_qualified', 'original_oid', 'original_affid', 'case_type', 'settlement_offers',
  'state_accident_occurred', 'date_accident_occurred', 'injuries_sustained', 'ip_address', 'user_agent',
  'city', 'state', 'state_long', 'county',
]; // prettier-ignore

/** The value a crafted URL would give each field to turn the verdict (or the stored answer) its way. */
const CRAFTED: Record<string, string> = {
  physical_injury: 'No',
  doctor_treatment: 'No',
  with_Lawyer: 'Yes',
  lawyer_redirect_reason: 'have_attorney|yes',
  at_Fault: 'No',
  accident_limit_exceeded: '1',
  enough_words: 'no',
  is_gibberish: 'yes',
  name_gibberish: 'yes',
  lead_is_qualified: 'no',
  injury_year: '2001',
  injury_month: '1',
  injury_day: '1',
  incident_date: '2001-01-01',
  state: 'KY',
  zip_code: '40202',
  case_description: 'no',
};
const craftedValue = (field: string) => CRAFTED[field] ?? 'yes';

const ORIGIN = 'http://localhost:3000';
const TX_PLACE: ZipPlace = {
  zip: '77002',
  city: 'Houston',
  state: 'TX',
  state_long: 'Texas',
  county: 'Harris',
};

let server: InjectedServer;
beforeAll(async () => {
  server = await startInjectedServer();
}, 60_000);
afterAll(async () => {
  await server.close();
});

/** A step's answer as its button stores it, looked up in the variant's catalogue. */
function choose(definition: VariantDefinition, step: string, answer: string): Record<string, string> {
  const shown = shownStep(definition, step);
  if (shown?.kind !== 'choice') throw new Error(`${step} is not a choice step`);
  const option = shown.options.find((candidate) => candidate.answer === answer);
  if (!option) throw new Error(`${step} has no answer ${answer}`);
  return answerValues(shown.field, option);
}

/** A visitor's v4 answers, by step; `fault` is the AtFault button pressed. */
function v4Answers(fault: 'Yes' | 'No' | 'Partly', zip: string): Record<string, Record<string, string>> {
  return {
    StartPath: {},
    AutoAccidentCaseWorth: choose(v4, 'AutoAccidentCaseWorth', 'not_sure'),
    WhenWasTheAccident: { injury_month: '08', injury_year: '2026' },
    AtFault: choose(v4, 'AtFault', fault),
    WasUserInjured: choose(v4, 'WasUserInjured', 'Cuts and Bruises'),
    DidYouReceiveMedicalTreatment: choose(v4, 'DidYouReceiveMedicalTreatment', 'Yes'),
    PoliceReportFiled: choose(v4, 'PoliceReportFiled', 'Yes'),
    HasLawyer: choose(v4, 'HasLawyer', 'No'),
    IncidentDescription: {
      case_description: 'I was stopped at a red light when a pickup truck hit my car from behind.',
      hit_and_run: 'No',
      tcpa: 'consent text',
    },
    NameAndEmail: {
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria.lopez@example.com',
      tcpa: 'consent text',
    },
    PhoneAndZip: { phone: '7135550182', zip_code: zip, tcpa: 'consent text' },
  };
}

interface Walked {
  lead: Lead;
  answer: PostLeadResponse;
  stored: Record<string, string>;
}

/** Walks /survey/v4 on the real machine from a landing URL, posting to the test server as the browser would. */
async function walkV4(
  query: string,
  fault: 'Yes' | 'No' | 'Partly' = 'No',
  place = TX_PLACE,
): Promise<Walked> {
  const route = findSurveyRoute('/survey/v4')!;
  const url = new URL(`${ORIGIN}/survey/v4${query}`);
  const input: FunnelInput = {
    leadId: randomUUID(),
    today: TODAY,
    language: 'en',
    combinedLastStep: false,
    visitorState: '',
    tracking: normalizeTracking(url.searchParams.entries(), route),
    page: { landing_page: ORIGIN, landing_page_url: url.href },
  };
  let posted: Lead | undefined;
  let answer: PostLeadResponse | undefined;
  const registries = funnelRegistries(v4);
  const machine = provideCalls(createFunnelMachine(v4, registries), {
    lookUpPlace: () => Promise.resolve(place),
    postLead: async (lead) => {
      posted = lead;
      const response = await postJson(server, lead);
      expect(response.status).toBe(202);
      answer = (await response.json()) as PostLeadResponse;
      return answer;
    },
  });
  const actor = createActor(machine, { input }).start();
  const answers = v4Answers(fault, place.zip);
  while (typeof actor.getSnapshot().value === 'string') {
    const step = actor.getSnapshot().value as string;
    const values = answers[step];
    if (!values) throw new Error(`No answer written for ${step}`);
    actor.send({ type: 'ANSWER', values });
  }
  await toPromise(actor);
  const stored = await readStoredLead(server, input.leadId);
  return { lead: posted!, answer: answer!, stored: stored.lead };
}

/**
 * A stored lead without what differs from visit to visit: its id, its landing URL, the steps' timings, and lp_s2
 * (drawn from the lead's id).
 */
function comparable(lead: Record<string, string>): Record<string, string> {
  const { lead_id: _id, landing_page_url: _url, time_on_steps: _timings, lp_s2: _draw, ...rest } = lead;
  return rest;
}

describe('the fields a landing URL can never fill', () => {
  it('are every field a step asks, a step action writes, or the server derives', () => {
    expect([...ASKED_FIELDS]).toEqual(askedFields(EVERY_STEP));
    expect(WRITTEN_BY_ACTIONS).toEqual([...ACTION_FIELDS]);
    expect(DERIVED).toEqual([...SERVER_DECIDED_FIELDS, ...PLACE_FIELDS]);
  });
});

describe('a crafted landing URL changes no answer and no verdict (/survey/v4, Houston)', () => {
  const fields = [...new Set([...ASKED_FIELDS, ...WRITTEN_BY_ACTIONS, ...DERIVED])];
  let qualified: Walked;
  let atFault: Walked;
  beforeAll(async () => {
    qualified = await walkV4('');
    atFault = await walkV4('', 'Yes');
  });

  it('the baselines: a not-at-fault visitor is qualified, an at-fault one is not', () => {
    expect(qualified.answer.lead_is_qualified).toBe('yes');
    expect(atFault.answer).toMatchObject({ lead_is_qualified: 'no', dq_reason: 'at_Fault|yes' });
  });

  it.each(fields)('?%s= in the URL', async (field) => {
    const query = `?${encodeURIComponent(field)}=${encodeURIComponent(craftedValue(field))}`;
    const walked = await walkV4(query);
    expect(comparable(walked.stored)).toEqual(comparable(qualified.stored));
    expect(walked.answer).toEqual({ ...qualified.answer, id: walked.answer.id });
    // The qualifying claims, on an at-fault visitor.
    if (['partial_fault', 'at_Fault', 'lead_is_qualified', 'dq_reason'].includes(field)) {
      const qualifying = field === 'at_Fault' ? 'No' : field === 'dq_reason' ? '' : 'yes';
      const crafted = await walkV4(`?${field}=${qualifying}`, 'Yes');
      expect(comparable(crafted.stored)).toEqual(comparable(atFault.stored));
      expect(crafted.answer.lead_is_qualified).toBe('no');
    }
  });

  it('the issue’s URL: ?partial_fault=yes leaves an at-fault visitor at fault and disqualified', async () => {
    const walked = await walkV4('?partial_fault=yes', 'Yes');
    expect(walked.lead.partial_fault).toBe('no');
    expect(walked.stored).toMatchObject({
      at_Fault: 'Yes',
      partial_fault: 'no',
      lead_is_qualified: 'no',
      oid: '1500',
    });
  });
});

describe('a partly-at-fault visitor, asked on AtFault, is routed by the partial-fault rule', () => {
  // Spec section 4: "If partial_fault is yes and the state is in the partial-fault list, at_Fault is set to no."
  // The partial-fault list is every jurisdiction but the contributory-negligence ones (AL, DC, MD, NC, VA).
  it('in Texas (comparative fault): at_Fault becomes no and the lead qualifies for the partner', async () => {
    const walked = await walkV4('', 'Partly');
    expect(walked.lead).toMatchObject({ at_Fault: 'Yes', partial_fault: 'yes' });
    expect(walked.stored).toMatchObject({
      at_Fault: 'no',
      partial_fault: 'yes',
      oid: '1500',
      affid: '1000350',
    });
    expect(walked.answer.lead_is_qualified).toBe('yes');
  });

  it('in North Carolina (contributory negligence, in v4’s routing list): still at fault, disqualified', async () => {
    const charlotte: ZipPlace = {
      zip: '28202',
      city: 'Charlotte',
      state: 'NC',
      state_long: 'North Carolina',
      county: 'Mecklenburg',
    };
    const walked = await walkV4('', 'Partly', charlotte);
    expect(walked.stored).toMatchObject({ at_Fault: 'Yes', partial_fault: 'yes', lead_is_qualified: 'no' });
  });
});

describe('the server’s own side, for a lead built the old way (query values copied into the lead)', () => {
  it.each(['pending_dui_charges', 'prior_alcohol_related_offense', 'ageGroup', 'state'])(
    '%s from the URL, on a variant that never asks it, is not stored as the lead’s',
    async (field) => {
      // A landing URL of its own: the same walk again within 60 s would be a repeat, stored once.
      const { lead } = await walkV4(`?utm_content=old-way-${field}`);
      const value = field === 'state' ? 'KY' : 'yes';
      const body = {
        ...lead,
        lead_id: randomUUID(),
        [field]: value,
        // Its own URL too: the stored lead is its trail's, so the same walk from the same URL would be a repeat.
        landing_page_url: `${ORIGIN}/survey/v4?${field}=${value}&utm_content=old-way-${field}`,
      };
      expect((await postJson(server, body)).status).toBe(202);
      const stored = await readStoredLead(server, body.lead_id);
      expect(stored.lead[field]).not.toBe(value);
      expect(stored.claimed[field]).toBe(value);
    },
  );
});

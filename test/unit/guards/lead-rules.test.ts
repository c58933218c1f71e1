import { describe, expect, it } from 'vitest';
import { applyLeadRules, DEFAULT_LEAD_RULES, type VariantLeadRules } from '../../../guards/lead-rules';
import { ROUTING_STATE_LISTS } from '../../../guards/state-routing';
import type { TextVerdicts } from '../../../guards/text-verdicts';
import { loadVariant, VARIANT_IDS } from '../../../variants/index';
import { variantLeadRules } from '../../../variants/registries/variant-lead-rules';
import { SURVEY_ROUTES } from '../../../variants/routes/route-table';

const TODAY = '2026-11-22';
/** Qualifies under the primary rule: injured, treated, not at fault, no lawyer, August 2026, in Texas. */
const QUALIFIED = {
  oid: '81',
  affid: '107',
  state: 'TX',
  at_Fault: 'No',
  physical_injury: 'Yes',
  doctor_treatment: 'Yes',
  with_Lawyer: 'No',
  injury_year: '2026',
  injury_month: '8',
  case_description: 'A truck hit my car at the light',
  injury_type: 'Whiplash',
};
const CLEAN = { is_gibberish: 'no', name_gibberish: 'no' } as const;

function rulesFor(overrides: Partial<VariantLeadRules>): VariantLeadRules {
  return { ...DEFAULT_LEAD_RULES, ...overrides };
}

function outcome(
  lead: Record<string, string>,
  rules: VariantLeadRules,
  verdicts: Partial<TextVerdicts> = CLEAN,
) {
  return applyLeadRules(lead, rules, TODAY, verdicts);
}

describe('which variants have which lead rules', () => {
  it('routes by the list its routes give: basic and v4G 25 states, v4 49, one-to-one, short and v7 48', () => {
    const sizes = Object.fromEntries(
      SURVEY_ROUTES.filter((route) => route.routingStateList).map((route) => [
        route.path,
        ROUTING_STATE_LISTS[route.routingStateList!].length,
      ]),
    );
    expect(sizes).toEqual({
      '/survey/ig': 25,
      '/survey/es': 25,
      '/survey/v6': 25,
      '/survey/v4': 49,
      '/survey/v7': 48,
      '/survey/v4nv-d1': 48,
      '/survey/v4nv-d2': 48,
      '/survey/v4nv-x1': 48,
      '/survey/v4nv-1to1': 48,
      '/survey-sl': 48,
      '/survey-sd/v3': 25,
      '/survey-sd/v3b': 25,
      '/survey-sd/v4': 49,
    });
  });

  it('knows which variants ask no description: E, simple, v4G, GPO/MMM and benefits', async () => {
    const without: string[] = [];
    for (const id of VARIANT_IDS) {
      if (!variantLeadRules(await loadVariant(id)).descriptionAsked) without.push(id);
    }
    expect(without.sort()).toEqual(['benefits', 'e', 'gpo-mmm', 'simple', 'v4g']);
  });

  it('clears disqualification by the DUI description only in the longer funnel', async () => {
    const clearing: string[] = [];
    for (const id of VARIANT_IDS) {
      if (variantLeadRules(await loadVariant(id)).duiDescriptionClears) clearing.push(id);
    }
    expect(clearing).toEqual(['dui']);
  });

  it('leaves lawyer_redirect_reason out of the post only in the state-routed variant', async () => {
    const omitting: string[] = [];
    for (const id of VARIANT_IDS) {
      const { omittedFields } = variantLeadRules(await loadVariant(id));
      if (omittedFields.includes('lawyer_redirect_reason')) omitting.push(id);
    }
    expect(omitting).toEqual(['state-routed']);
  });
});

describe('state routing wherever a list is given (spec section 4)', () => {
  const basic = rulesFor({ routingStateList: 'most-populous-25' });
  const v7 = rulesFor({ routingStateList: 'all-but-ar-dc-ky' });
  const v4 = rulesFor({ routingStateList: 'all-but-ar-ky' });

  it.each([
    ['basic, TX (in the 25)', basic, 'TX', true],
    ['basic, WY (not in the 25)', basic, 'WY', false],
    ['v4, DC (in the 49)', v4, 'DC', true],
    ['v7, DC (not in the 48)', v7, 'DC', false],
    ['v7, KY (not in the 48)', v7, 'KY', false],
    ['v7, AR (not in the 48)', v7, 'AR', false],
    ['v7, WY (in the 48)', v7, 'WY', true],
    ['no list', DEFAULT_LEAD_RULES, 'TX', false],
  ])('%s: routed %s', (_label, rules, state, routed) => {
    const { routing } = outcome({ ...QUALIFIED, state }, rules);
    expect(routing.oid === '1500').toBe(routed);
  });

  it('gives the partner offer, the original ids, FormMVA, no settlement offers and month/day/year dates', () => {
    expect(outcome(QUALIFIED, basic).routing).toMatchObject({
      oid: '1500',
      affid: '1000350',
      original_oid: '81',
      original_affid: '107',
      case_type: 'FormMVA',
      settlement_offers: 'no',
      incident_date: '08/01/2026',
      date_accident_occurred: '08/01/2026',
    });
  });

  it.each([
    ['a gibberish description', { is_gibberish: 'yes', name_gibberish: 'no' }],
    ['a gibberish name', { is_gibberish: 'no', name_gibberish: 'yes' }],
  ] as const)('does not route %s, and names no routing field', (_label, verdicts) => {
    const result = outcome({ ...QUALIFIED, case_type: 'FormMVA' }, basic, verdicts);
    expect(result.routing).toEqual({});
    expect(result.removed).toContain('case_type');
  });

  it.each([
    ['TX (comparative fault)', 'TX', 'yes', 'no', 'yes'],
    ['VA (contributory negligence)', 'VA', 'yes', undefined, 'no'],
    ['TX without partial fault', 'TX', 'no', undefined, 'no'],
  ])('partial fault in %s: at_Fault %s, qualified %s', (_label, state, partial, atFault, qualified) => {
    const lead = { ...QUALIFIED, state, at_Fault: 'Yes', partial_fault: partial };
    const result = outcome(lead, v4);
    expect(result.routing.at_Fault).toBe(atFault);
    expect(result.fields.lead_is_qualified).toBe(qualified);
  });

  it.each([
    ['SC (in the 25, not among the 22 the buyers cover)', 'SC', {}, '8674,1000350'],
    ['TX (covered)', 'TX', {}, undefined],
    ['SC with a buyer of its own', 'SC', { selected_buyers: '77' }, undefined],
  ])('buyer fallback in %s: %s', (_label, state, extra, buyers) => {
    const { routing } = outcome({ ...QUALIFIED, state, ...extra }, basic);
    expect(routing.selected_buyers).toBe(buyers);
    if (buyers) expect(routing.selected_buyer_names).toBe('First-party buyer|Routing partner');
  });
});

describe('the DUI description clears disqualification in the lead', () => {
  const dui = rulesFor({ duiDescriptionClears: true });
  const duiBranch = { ...QUALIFIED, at_Fault: 'Yes', pending_dui_charges: 'Yes' };

  it.each([
    ['at fault, DUI charges, description given', dui, duiBranch, 'yes'],
    ['at fault, no DUI charges', dui, { ...duiBranch, pending_dui_charges: 'No' }, 'no'],
    ['at fault, DUI charges, no description', dui, { ...duiBranch, case_description: '' }, 'no'],
    ['the same answers in another variant', DEFAULT_LEAD_RULES, duiBranch, 'no'],
  ])('%s: qualified %s', (_label, rules, lead, qualified) => {
    const { fields } = outcome(lead, rules);
    expect(fields.lead_is_qualified).toBe(qualified);
    if (qualified === 'yes') expect(fields.dq_reason).toBe('');
  });

  it('clears a lawyer or an old accident too, as the spec says the step clears "disqualification and its reason"', () => {
    const { fields } = outcome({ ...duiBranch, with_Lawyer: 'Yes', injury_year: '2023' }, dui);
    expect(fields).toMatchObject({ lead_is_qualified: 'yes', dq_reason: '' });
  });
});

describe('no description asked: enough_words empty, never a reason to disqualify', () => {
  const none = rulesFor({ descriptionAsked: false });

  it.each([
    ['no description asked, none given', none, '', '', 'yes'],
    ['no description asked, a stray gibberish one', none, 'asdf qwer', '', 'yes'],
    ['a description asked, none given', DEFAULT_LEAD_RULES, '', 'no', 'no'],
    ['a description asked, three words', DEFAULT_LEAD_RULES, 'Rear ended hard', 'no', 'no'],
    ['a description asked, four words', DEFAULT_LEAD_RULES, 'Rear ended very hard', 'yes', 'yes'],
  ])('%s: enough_words %j, qualified %s', (_label, rules, description, enoughWords, qualified) => {
    const verdicts = { ...CLEAN, is_gibberish: description === 'asdf qwer' ? 'yes' : 'no' } as const;
    const { fields } = outcome({ ...QUALIFIED, case_description: description }, rules, verdicts);
    expect(fields.enough_words).toBe(enoughWords);
    expect(fields.lead_is_qualified).toBe(qualified);
  });
});

describe('the funding rule, stored as funding_qualified (spec section 5)', () => {
  const funded = {
    ...QUALIFIED,
    with_Lawyer: 'Yes',
    interested_in_psf: 'Yes',
    settled_case: 'No',
    prior_funding: 'No',
  };

  it.each([
    ['a represented claimant who wants funding, unsettled, unfunded', {}, 'yes'],
    ['without a lawyer', { with_Lawyer: 'No' }, 'no'],
    ['not interested', { interested_in_psf: 'No' }, 'no'],
    ['settled', { settled_case: 'Yes' }, 'no'],
    ['already funded', { prior_funding: 'Yes' }, 'no'],
    ['settlement not answered', { settled_case: '' }, 'no'],
  ])('%s: %s', (_label, change, expected) => {
    const { fields } = outcome({ ...funded, ...change }, DEFAULT_LEAD_RULES);
    expect(fields.funding_qualified).toBe(expected);
  });

  it('is a lead of its own: the primary rule still disqualifies the represented claimant', () => {
    expect(outcome(funded, DEFAULT_LEAD_RULES).fields).toMatchObject({
      funding_qualified: 'yes',
      lead_is_qualified: 'no',
      dq_reason: 'have_attorney|yes',
    });
  });

  it('is not stored for a lead that was not asked the funding questions', () => {
    const result = outcome({ ...QUALIFIED, funding_qualified: 'yes' }, DEFAULT_LEAD_RULES);
    expect(result.fields).not.toHaveProperty('funding_qualified');
    expect(result.removed).toContain('funding_qualified');
  });
});

describe('a field the variant leaves out (lawyer_redirect_reason in the state-routed variant)', () => {
  const omitting = rulesFor({ omittedFields: ['lawyer_redirect_reason'] });
  const newLawyer = {
    ...QUALIFIED,
    with_Lawyer: 'Yes',
    lawyer_redirect_reason: 'have_attorney|yes_but_I_want_a_new_lawyer',
  };

  it.each([
    ['left out', omitting, 'have_attorney|yes', true],
    ['kept', DEFAULT_LEAD_RULES, 'have_attorney|yes_but_I_want_a_new_lawyer', false],
  ])('%s: dq_reason %s', (_label, rules, reason, removed) => {
    const result = outcome(newLawyer, rules);
    expect(result.fields.dq_reason).toBe(reason);
    expect(result.removed.includes('lawyer_redirect_reason')).toBe(removed);
  });
});

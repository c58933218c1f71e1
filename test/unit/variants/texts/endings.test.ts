import { describe, expect, it } from 'vitest';
import { reasonFamily } from '../../../../guards/dq-reasons';
import { thankYouQuery } from '../../../../guards/thank-you-query';
import { ENDINGS, endingFor, endingKeys } from '../../../../variants/texts/endings';

/** The reasons each flow's rules give (docs/rules.md), and a trail that does not replay in every flow. */
const REASONS_BY_FLOW = {
  accident: [
    'have_attorney|yes',
    'have_attorney|yes_but_I_want_a_new_lawyer',
    'date|accident_limit_exceeded',
    'date|over_730_days',
    'date|missing',
    'is_gibberish|yes',
    'enough_words|no',
    'physical_injury|no',
    'at_Fault|yes',
    'doctor_treatment|no',
    'trail|missing',
  ],
  benefits: ['isUSCitizen|no', 'secured_benefits|yes', 'ageGroup|67+', 'trail|invalid_value'],
  ticket: ['have_attorney|yes', 'date|ticket_window_exceeded', 'trail|wrong_step'],
} as const;

describe('endings by reason', () => {
  it.each(Object.entries(REASONS_BY_FLOW))('every reason of the %s flow has its ending', (flow, reasons) => {
    for (const reason of reasons) {
      const family = reasonFamily(reason);
      expect(family, reason).not.toBe('');
      expect(endingKeys(), reason).toContain(`${flow}-ending-${family}`);
    }
  });

  it('has every ending in English and in Spanish', () => {
    for (const flow of ['accident', 'benefits', 'ticket'] as const) {
      expect(Object.keys(ENDINGS.es[flow]).sort()).toEqual(Object.keys(ENDINGS.en[flow]).sort());
    }
  });

  it('never promises a funding seeker an attorney', () => {
    for (const language of ['en', 'es'] as const) {
      const funding = ENDINGS[language].accident.funding!;
      const words = [funding.title, funding.meaning, ...funding.next.map((step) => step.text)].join(' ');
      expect(words).not.toMatch(/match you with an attorney|conectarlo con un abogado/i);
    }
  });

  it('links a Spanish visitor to no English page', () => {
    for (const endings of Object.values(ENDINGS.es)) {
      for (const ending of Object.values(endings)) {
        expect(ending.next.filter((step) => step.link)).toEqual([]);
      }
    }
  });

  it('tells the thank-you page of a funding seeker, whatever the verdict', () => {
    const lead = { interested_in_psf: 'Yes', lead_is_qualified: 'no', dq_reason: 'have_attorney|yes' };
    expect(new URLSearchParams(thankYouQuery(lead, { language: 'en' })).get('funding')).toBe('yes');
    const noFunding = { ...lead, interested_in_psf: 'No' };
    expect(new URLSearchParams(thankYouQuery(noFunding, { language: 'en' })).has('funding')).toBe(false);
  });
});

describe('endingFor (a funnel that ends on its own screen)', () => {
  it.each([
    ['have_attorney|yes', {}, 'en', 'You already have an attorney'],
    ['at_Fault|yes', {}, 'en', 'You said the accident was your fault'],
    ['date|accident_limit_exceeded', {}, 'en', ENDINGS.en.accident['time-limit']!.title],
    ['physical_injury|no', {}, 'es', ENDINGS.es.accident['not-injured']!.title],
    // A funding seeker reads the funding ending whatever the reason.
    ['have_attorney|yes', { interested_in_psf: 'Yes' }, 'en', ENDINGS.en.accident.funding!.title],
  ] as const)('%s with %j in %s: %s', (reason, answers, language, title) => {
    expect(endingFor('accident', language, reason, answers)?.title).toBe(title);
  });

  it('has none for a reason no family names, so the screen keeps its own words', () => {
    expect(endingFor('accident', 'en', 'something|else', {})).toBeUndefined();
    expect(endingFor('accident', 'en', '', {})).toBeUndefined();
  });
});

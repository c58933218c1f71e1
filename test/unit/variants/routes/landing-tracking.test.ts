import { describe, expect, it } from 'vitest';
import { ACTION_FIELDS, askedFields } from '../../../../variants/registries/asked-fields';
import { EVERY_STEP } from '../../../../variants/steps/every-step';
import { ANSWER_FIELD_NAMES, leadTracking } from '../../../../variants/routes/landing-tracking';

describe('the landing tracking a lead carries', () => {
  it('knows every field a step of any variant fills', () => {
    const asked = [...new Set([...askedFields(EVERY_STEP), ...ACTION_FIELDS])].sort();
    expect([...ANSWER_FIELD_NAMES].sort()).toEqual(asked);
  });

  it.each([
    ['an answer a step asks', { at_Fault: 'Yes' }, {}],
    ['a month the one-page survey never asks', { injury_month: '12' }, {}],
    ['a place', { state: 'KY', city: 'Louisville' }, {}],
    ['a catalogued field that is no tracking', { incident_date: '2020-01-01', tcpa: 'x' }, {}],
    [
      'click ids, sub ids and utm fields',
      { gclid: 'a', sub_id2: 'b', utm_source: 'c' },
      { gclid: 'a', sub_id2: 'b', utm_source: 'c' },
    ],
  ])('%s', (_case, tracking: Record<string, string>, kept) => {
    expect(leadTracking(tracking)).toEqual(kept);
  });

  it('keeps a field the variant’s offer rules read from the URL, to choose the offer', () => {
    const tracking = { prior_alcohol_related_offense: 'yes' };
    expect(leadTracking(tracking, ['prior_alcohol_related_offense'])).toEqual(tracking);
  });
});

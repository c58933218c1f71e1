import { describe, expect, it } from 'vitest';
import { stepOfAnyFlow } from '../../../../variants/steps/every-step';
import type { CatalogueStep, FormStep } from '../../../../variants/steps/step-catalogue';
import { readStepPost } from '../../../../variants/native-forms/step-post';

const TODAY = '2026-11-22';
const step = (name: string): CatalogueStep => stepOfAnyFlow(name)!;

describe('a step read from its form post, as its component reads what the visitor gave', () => {
  it('an intro answers nothing', () => {
    expect(readStepPost(step('StartPath'), {}, TODAY)).toEqual({ kind: 'answer', values: {}, typed: {} });
  });

  it('a choice answers its option’s stored values, its button posting the field and the data-answer', () => {
    expect(readStepPost(step('HasLawyer'), { with_Lawyer: 'yes_but_I_want_a_new_lawyer' }, TODAY)).toEqual({
      kind: 'answer',
      values: { with_Lawyer: 'Yes', lawyer_redirect_reason: 'have_attorney|yes_but_I_want_a_new_lawyer' },
      typed: {},
    });
  });

  it('a choice with no known answer posted is shown again, with nothing in error', () => {
    expect(readStepPost(step('HasLawyer'), { with_Lawyer: 'Perhaps' }, TODAY)).toEqual({
      kind: 'refused',
      errors: {},
      typed: {},
    });
  });

  it('a month and year answer as picked; none, or a month still to come, is refused', () => {
    const when = step('WhenWasTheAccident');
    expect(readStepPost(when, { injury_month: '08', injury_year: '2026' }, TODAY)).toMatchObject({
      kind: 'answer',
      values: { injury_month: '08', injury_year: '2026' },
    });
    expect(readStepPost(when, { injury_month: '', injury_year: '2026' }, TODAY)).toEqual({
      kind: 'refused',
      errors: { injury_month: 'required' },
      typed: { injury_month: '', injury_year: '2026' },
    });
    expect(readStepPost(when, { injury_month: '12', injury_year: '2026' }, TODAY)).toMatchObject({
      kind: 'refused',
      errors: { injury_month: 'date-future' },
    });
  });

  it('a time-frame button the page offers answers with the date it estimates, whatever the selects hold', () => {
    expect(
      readStepPost(
        step('WhenWasTheAccident'),
        { accident_date_button: 'Within 1 Month', injury_month: '' },
        TODAY,
        { timeframeShown: true },
      ),
    ).toEqual({
      kind: 'answer',
      values: {
        accident_date_button: 'Within 1 Month',
        injury_year: '2026',
        injury_month: '11',
        injury_day: '02',
      },
      typed: {},
    });
  });

  it('a time frame from a page that hides its buttons is no answer: the selects are read', () => {
    const when = step('WhenWasTheAccident');
    expect(
      readStepPost(when, { accident_date_button: 'Within 1 Month', injury_month: '' }, TODAY),
    ).toMatchObject({ kind: 'refused' });
    expect(
      readStepPost(
        when,
        { accident_date_button: 'Within 1 Month', injury_month: '08', injury_year: '2026' },
        TODAY,
      ),
    ).toEqual({
      kind: 'answer',
      values: { injury_month: '08', injury_year: '2026' },
      typed: { injury_month: '08', injury_year: '2026' },
    });
  });

  it('fields answer trimmed, a phone as its digits, and show again as typed when a rule refuses one', () => {
    expect(
      readStepPost(step('PhoneAndZip'), { phone: '(713) 555-0182', zip_code: ' 77002 ' }, TODAY),
    ).toEqual({
      kind: 'answer',
      values: { phone: '7135550182', zip_code: '77002' },
      typed: { phone: '(713) 555-0182', zip_code: ' 77002 ' },
    });
    expect(readStepPost(step('PhoneAndZip'), { phone: '555', zip_code: '' }, TODAY)).toEqual({
      kind: 'refused',
      errors: { phone: 'phone', zip_code: 'required' },
      typed: { phone: '(555', zip_code: '' },
    });
  });

  it('a checkbox answers Yes when it posts (ticked) and No when it does not', () => {
    const description = 'I was stopped at a red light when a pickup truck hit my car from behind.';
    const posted = (extra: Record<string, string>) =>
      readStepPost(step('IncidentDescription'), { case_description: description, ...extra }, TODAY);
    expect(posted({ hit_and_run: 'on' })).toMatchObject({ values: { hit_and_run: 'Yes' } });
    expect(posted({})).toMatchObject({ values: { hit_and_run: 'No' } });
  });

  it('a form answers with its selects’ stored values, or lists every field in error', () => {
    const form = step('FirstQuestions') as FormStep;
    const names = form.groups.flatMap((group) => group.fields.map((field) => field.name));
    const refused = readStepPost(form, {}, TODAY);
    expect(refused.kind).toBe('refused');
    expect(Object.keys(refused.kind === 'refused' ? refused.errors : {})).toEqual(names);
  });
});

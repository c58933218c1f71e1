import { stepOfAnyFlow } from '../../../../variants/steps/every-step';
import { describe, expect, it } from 'vitest';
import {
  filledShare,
  formAnswer,
  formErrors,
  formFieldError,
  offeredOptions,
} from '../../../../variants/native-forms/form-rules';
import {
  type FormField,
  type FormStep,
  type SelectFieldSpec,
} from '../../../../variants/steps/step-catalogue';

const TODAY = '2026-11-22';
const onePage = stepOfAnyFlow('OnePageSurvey') as FormStep;
const field = (step: FormStep, name: string): FormField =>
  step.groups.flatMap((group) => group.fields).find((candidate) => candidate.name === name)!;
const changed = (value: string) => ({ value, changed: true });

describe('one-page survey field rules (spec section 5)', () => {
  it.each([
    ['first_name', '', 'required'],
    ['first_name', 'M', 'name'],
    ['first_name', 'Maria', null],
    ['address', '  ', 'required'],
    ['email', 'maria@example', 'email'],
    ['email', 'maria@example.com', null],
    ['phone', '(713) 555-018', 'phone'],
    ['phone', '(713) 555-0182', null],
    ['zip_code', '7700', 'zip'],
    ['zip_code', '77002', null],
    ['case_description', 'Too short to use', 'description-short'],
    ['case_description', 'Rear-ended-on-the-freeway', 'words'],
    ['case_description', 'Rear-ended on the freeway', null],
    ['injury_year', '', 'required'],
    ['injury_year', '2025', null],
    ['with_Lawyer', '', 'required'],
    ['case_worth', '', 'required'],
  ])('%s = %j: %s', (name, value, expected) => {
    expect(formFieldError(field(onePage, name), changed(value), TODAY)).toBe(expected);
  });
});

describe('the injury beside "were you injured?" (one-page survey)', () => {
  const injuries = field(onePage, 'injury_type') as SelectFieldSpec;
  it.each([
    ['', 'None', true],
    ['', 'Whiplash', true],
    ['Yes', 'Whiplash', true],
    ['Yes', 'None', false],
    ['No', 'None', true],
    ['No', 'Whiplash', false],
  ])('injured %j: %s offered %s', (injured, injury, offered) => {
    const answers = offeredOptions(injuries, { physical_injury: injured }).map((option) => option.answer);
    expect(answers.includes(injury)).toBe(offered);
  });

  it.each([
    ['Yes', 'Whiplash', undefined],
    ['Yes', 'None', 'choice'],
    ['No', 'Whiplash', 'choice'],
    ['No', 'None', undefined],
  ])('the form refuses injured %j with %s: %s', (injured, injury, error) => {
    const states = { physical_injury: changed(injured), injury_type: changed(injury) };
    expect(formErrors(onePage, states, TODAY).injury_type).toBe(error);
  });
});

describe('ticket date', () => {
  const date = field(stepOfAnyFlow('SelectDate') as FormStep, 'ticket_date');
  it.each([
    ['', 'required'],
    ['2026-02-30', 'required'],
    ['2026-11-23', 'date-future'],
    ['2026-11-22', null],
    ['2025-01-05', null],
  ])('%j: %s', (value, expected) => {
    expect(formFieldError(date, changed(value), TODAY)).toBe(expected);
  });
});

describe('what a form stores', () => {
  it('stores a select’s option value with what it also sets, and a phone as digits', () => {
    const step = stepOfAnyFlow('ThirdQuestions') as FormStep;
    expect(
      formAnswer(step, {
        first_name: changed(' Maria '),
        last_name: changed('Lopez'),
        email: changed('maria@example.com'),
        phone: changed('(713) 555-0182'),
      }),
    ).toEqual({ first_name: 'Maria', last_name: 'Lopez', email: 'maria@example.com', phone: '7135550182' });
    const first = stepOfAnyFlow('FirstQuestions') as FormStep;
    expect(
      formAnswer(first, {
        physical_injury: changed('No'),
        police_report: changed('Unsure'),
        with_Lawyer: changed('yes_but_I_want_a_new_lawyer'),
      }),
    ).toEqual({
      physical_injury: 'No',
      police_report: 'Unsure',
      with_Lawyer: 'Yes',
      lawyer_redirect_reason: 'have_attorney|yes_but_I_want_a_new_lawyer',
    });
  });
});

describe('filledShare', () => {
  const onePage = stepOfAnyFlow('OnePageSurvey') as FormStep;
  const names = onePage.groups.flatMap((group) => group.fields.map((field) => field.name));

  it.each([
    [{}, 0],
    [{ [names[0]!]: 'x' }, 1 / names.length],
    [{ [names[0]!]: '   ' }, 0],
    [Object.fromEntries(names.map((name) => [name, 'x'])), 1],
    [{ not_a_field: 'x' }, 0],
  ])('reads %j as %d of the form', (values, share) => {
    expect(filledShare(onePage, values)).toBeCloseTo(share, 10);
  });
});

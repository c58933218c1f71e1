import { checkFieldRule, phoneDigits } from '../../guards/field-rules';
import { isIsoDate } from '../../guards/dates';
import type { FORM_ERROR_MESSAGES } from '../texts/messages';
import { hasEnoughWords } from '../../guards/text-filters';
import { answerValues } from '../../machines/step-kinds';
import {
  type ChoiceOption,
  type FormField,
  type FormRule,
  type FormStep,
  type SelectFieldSpec,
} from '../steps/step-catalogue';

/** Why a form field is refused: the fields' codes, or fewer than 4 words. */
export type FormError = keyof typeof FORM_ERROR_MESSAGES;

/** What the form knows of one field besides its error: its value, and whether the visitor changed it. */
export interface FieldState {
  value: string;
  changed: boolean;
}

export function formFields(step: FormStep): FormField[] {
  return step.groups.flatMap((group) => group.fields);
}

/**
 * How much of a form is filled, 0 to 1: its fields with a value over all its fields. A one-screen questionnaire's
 * progress bar moves with it (src/funnel/funnel-runner.tsx), where it would otherwise stand still until the post.
 */
export function filledShare(step: FormStep, values: Readonly<Record<string, string>>): number {
  const fields = formFields(step);
  if (fields.length === 0) return 0;
  return fields.filter((field) => (values[field.name] ?? '').trim() !== '').length / fields.length;
}

function ruleError(rule: FormRule, field: FormField, state: FieldState, today: string): FormError | null {
  const value = state.value.trim();
  switch (rule) {
    case 'words':
      return hasEnoughWords(value) ? null : 'words';
    case 'past-date':
      if (!isIsoDate(value)) return field.type === 'date' ? 'required' : null;
      return value > today ? 'date-future' : null;
    default:
      return checkFieldRule(rule, value, today);
  }
}

/** The first rule a field breaks, from its local rules only. An empty optional field breaks none. */
export function formFieldError(field: FormField, state: FieldState, today: string): FormError | null {
  if (state.value.trim() === '' && !field.rules.includes('required')) return null;
  for (const rule of field.rules) {
    const error = ruleError(rule, field, state, today);
    if (error) return error;
  }
  return null;
}

/**
 * A select's options the form offers beside its other answers (`values`, by field): an option naming `onlyWhen`
 * is offered while each of those answers is unanswered or that value. The browser's form, the forms without
 * JavaScript and the server's replay of a trail all read a select's answer through this.
 */
export function offeredOptions(
  field: SelectFieldSpec,
  values: Readonly<Record<string, string | undefined>>,
): readonly ChoiceOption[] {
  return field.options.filter((option) =>
    Object.entries(option.onlyWhen ?? {}).every(([name, value]) => {
      const given = (values[name] ?? '').trim();
      return given === '' || given === value;
    }),
  );
}

/** The form's answers so far, by field, as offeredOptions reads them. */
export function formValues(states: Readonly<Record<string, FieldState>>): Record<string, string> {
  return Object.fromEntries(Object.entries(states).map(([name, state]) => [name, state.value]));
}

/** Every field in error, by name: the form answers only when this is empty. */
export function formErrors(
  step: FormStep,
  states: Readonly<Record<string, FieldState>>,
  today: string,
): Record<string, FormError> {
  const errors: Record<string, FormError> = {};
  const values = formValues(states);
  for (const field of formFields(step)) {
    const state = states[field.name] ?? { value: '', changed: false };
    const error = formFieldError(field, state, today);
    if (error) errors[field.name] = error;
    // A select's answer must be one the form offers beside the other answers (no injury after "not injured").
    else if (
      field.type === 'select' &&
      state.value.trim() !== '' &&
      !offeredOptions(field, values).some((option) => option.answer === state.value.trim())
    )
      errors[field.name] = 'choice';
  }
  return errors;
}

/** The values the form stores: a select's option values (and what they also set), digits of a phone. */
export function formAnswer(
  step: FormStep,
  states: Readonly<Record<string, FieldState>>,
): Record<string, string> {
  const answer: Record<string, string> = {};
  for (const field of formFields(step)) {
    const value = (states[field.name]?.value ?? '').trim();
    if (field.type === 'select') {
      const option = field.options.find((candidate) => candidate.answer === value);
      Object.assign(answer, option ? answerValues(field.name, option) : { [field.name]: value });
    } else {
      answer[field.name] = field.type === 'tel' ? phoneDigits(value) : value;
    }
  }
  return answer;
}

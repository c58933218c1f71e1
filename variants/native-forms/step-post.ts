import { maskPhone, phoneDigits, type FieldError } from '../../guards/field-rules';
import { fieldError } from './field-error';
import { formAnswer, formErrors, formFields, type FieldState, type FormError } from './form-rules';
import { TIMEFRAMES } from '../texts/screen-texts';
import { SHARED_ACTIONS } from '../registries/shared-actions';
import { answerValues } from '../../machines/step-kinds';
import { type CatalogueStep, type FieldSpec } from '../steps/step-catalogue';

/**
 * What a step's form posts without JavaScript, read into the answer its component gives in the browser, by the
 * same field rules: or the fields in error and what was typed, for the step to show again. The server's own checks
 * (phone, e-mail, zip, names, the description's gibberish), the consent text and what the one-to-one step finds
 * come after, on the server (server/survey-forms/); this is only what the page itself would have refused.
 */

/** A posted form: each field's values in order (a checkbox list posts one per box ticked). */
export type PostedForm = Readonly<Record<string, string | readonly string[] | undefined>>;

export type StepPostReading =
  | { kind: 'answer'; values: Record<string, string>; typed: Record<string, string> }
  | { kind: 'refused'; errors: Record<string, FieldError | FormError>; typed: Record<string, string> };

/** The first value posted under a name, '' when none. */
export function postedValue(posted: PostedForm, name: string): string {
  const value = posted[name];
  return (typeof value === 'string' ? value : value?.[0]) ?? '';
}

/** Every value posted under a name (the boxes ticked). */
export function postedValues(posted: PostedForm, name: string): string[] {
  const value = posted[name];
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : [...value];
}

const refused = (
  errors: Record<string, FieldError | FormError>,
  typed: Record<string, string> = {},
): StepPostReading => ({ kind: 'refused', errors, typed });

/** A text field as its step keeps it while typed (a phone masked), and the value it answers with. */
function fieldValues(fields: readonly FieldSpec[], posted: PostedForm) {
  const typed: Record<string, string> = {};
  const answer: Record<string, string> = {};
  for (const field of fields) {
    const raw = postedValue(posted, field.name);
    if (field.type === 'checkbox') {
      // A box posts its value only when ticked.
      const ticked = raw === '' ? 'No' : 'Yes';
      typed[field.name] = ticked;
      answer[field.name] = ticked;
      continue;
    }
    typed[field.name] = field.type === 'tel' ? maskPhone(raw) : raw;
    answer[field.name] = field.type === 'tel' ? phoneDigits(raw) : raw.trim();
  }
  return { typed, answer };
}

function readFields(fields: readonly FieldSpec[], posted: PostedForm, today: string): StepPostReading {
  const { typed, answer } = fieldValues(fields, posted);
  const errors: Record<string, FieldError> = {};
  for (const field of fields) {
    const error = fieldError(field, typed[field.name] ?? '', today);
    if (error) errors[field.name] = error;
  }
  return Object.keys(errors).length > 0 ? refused(errors, typed) : { kind: 'answer', values: answer, typed };
}

const MONTH = /^(0[1-9]|1[0-2])$/;
const YEAR = /^\d{4}$/;

function readMonthYear(posted: PostedForm, today: string, timeframeShown: boolean): StepPostReading {
  const timeframe = postedValue(posted, 'accident_date_button');
  if (timeframeShown && TIMEFRAMES.some((candidate) => candidate.answer === timeframe)) {
    const values = { accident_date_button: timeframe };
    return {
      kind: 'answer',
      values: { ...values, ...SHARED_ACTIONS.estimateDateFromTimeframe(values, today) },
      typed: {},
    };
  }
  const month = postedValue(posted, 'injury_month');
  const year = postedValue(posted, 'injury_year');
  const typed = { injury_month: month, injury_year: year };
  if (!MONTH.test(month) || !YEAR.test(year)) {
    return refused(
      {
        ...(MONTH.test(month) ? {} : { injury_month: 'required' }),
        ...(YEAR.test(year) ? {} : { injury_year: 'required' }),
      },
      typed,
    );
  }
  if (`${year}-${month}` > today.slice(0, 7)) return refused({ injury_month: 'date-future' }, typed);
  return { kind: 'answer', values: typed, typed };
}

/**
 * A step's post, read as its component reads what the visitor gave. `timeframeShown`: the page offers the date
 * step's time-frame buttons (page-flags.ts, offersTimeframe); without them a posted time frame is no answer.
 */
export function readStepPost(
  step: CatalogueStep,
  posted: PostedForm,
  today: string,
  { timeframeShown = false }: { timeframeShown?: boolean } = {},
): StepPostReading {
  switch (step.kind) {
    case 'intro':
      return { kind: 'answer', values: {}, typed: {} };
    case 'choice': {
      const given = postedValue(posted, step.field);
      const option = step.options.find((candidate) => candidate.answer === given);
      return option ? { kind: 'answer', values: answerValues(step.field, option), typed: {} } : refused({});
    }
    case 'month-year':
      return readMonthYear(posted, today, timeframeShown);
    case 'fields':
    case 'buyers':
      return readFields(step.fields, posted, today);
    case 'form': {
      const states: Record<string, FieldState> = {};
      for (const field of formFields(step)) {
        const raw = postedValue(posted, field.name);
        states[field.name] = { value: field.type === 'tel' ? maskPhone(raw) : raw, changed: true };
      }
      const typed = Object.fromEntries(Object.entries(states).map(([name, state]) => [name, state.value]));
      const errors = formErrors(step, states, today);
      return Object.keys(errors).length > 0
        ? refused(errors, typed)
        : { kind: 'answer', values: formAnswer(step, states), typed };
    }
    case 'message':
      return refused({});
  }
}

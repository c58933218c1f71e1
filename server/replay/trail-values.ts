import { LEAD_PLATFORM_KEYS } from '../../guards/tracking';
import { ACTION_FIELDS, fieldsOfStep } from '../../variants/registries/asked-fields';
import { fieldError } from '../../variants/native-forms/field-error';
import { formFields, offeredOptions } from '../../variants/native-forms/form-rules';
import { TIMEFRAMES } from '../../variants/texts/screen-texts';
import { SHARED_ACTIONS } from '../../variants/registries/shared-actions';
import { answerValues } from '../../machines/step-kinds';
import { type CatalogueStep, type ChoiceOption } from '../../variants/steps/step-catalogue';

/**
 * What one trail entry may say for its step (docs/rules.md, "The trail"): a choice one of the step's options, a
 * field step its own fields, a month and year not after today. What the machine's actions write is left out and
 * written again by the replay's own actions; what the page adds to the last answer (the consent text, the vendors'
 * proofs) is sorted out here.
 */

export type EntryReading =
  | {
      ok: true;
      /** The ANSWER the replay sends. */
      answer: Record<string, string>;
      /** Proof and lead-platform values the page added: vendor values, never answers. */
      vendor: Record<string, string>;
    }
  | { ok: false; why: Refusal };

/** What the page adds to a step's answer besides its fields: part of the answer the visitor gave. */
const PAGE_ANSWER_FIELDS: ReadonlySet<string> = new Set(['tcpa', 'pre_populated']);
/** The vendors' page fields (src/ui/lead-proof.ts) and the lead platform's mapping, added to the last answer. */
export const VENDOR_FIELDS: ReadonlySet<string> = new Set([
  'trusted_form_cert_url',
  'trustedform_cert_url',
  'trusted_form_cert_id',
  'leadid_token',
  'jornaya_leadid',
  'ef_transaction_id',
  ...LEAD_PLATFORM_KEYS,
]);
/** Written by the machine's actions or the page's checks; the replay and the server work them out again. */
const RECOMPUTED_FIELDS: ReadonlySet<string> = new Set([
  ...ACTION_FIELDS.filter((field) => field !== 'tcpa'),
  'injury_year',
  'injury_month',
  'injury_day',
  'bad_words',
  'is_gibberish',
]);

type Refusal = 'invalid_value' | 'future_date';
const invalid: Refusal = 'invalid_value';
const future: Refusal = 'future_date';
const MONTH = /^(0?[1-9]|1[0-2])$/;
const YEAR = /^\d{4}$/;

/**
 * The option an entry's values were given by: its value (or answer) for the field, and what it also sets, since two
 * options may store one value and differ only there ("Yes" and "Yes, but I want a new lawyer").
 */
function optionOf(
  options: readonly ChoiceOption[],
  field: string,
  values: Readonly<Record<string, string>>,
): ChoiceOption | undefined {
  const matching = options.filter((option) => (option.value ?? option.answer) === values[field]);
  const alsoMatches = (option: ChoiceOption) =>
    Object.entries(option.also ?? {}).every(([key, value]) => (values[key] ?? value) === value);
  return matching.find(alsoMatches);
}

/** The step's own answer from the entry's values, or why it is not one the step could give. */
function ownAnswer(
  step: CatalogueStep,
  values: Readonly<Record<string, string>>,
  today: string,
  timeframeShown: boolean,
): Record<string, string> | Refusal {
  switch (step.kind) {
    case 'choice': {
      const option = optionOf(step.options, step.field, values);
      return option ? answerValues(step.field, option) : invalid;
    }
    case 'month-year': {
      const timeframe = values.accident_date_button;
      if (timeframe !== undefined) {
        if (!timeframeShown || !TIMEFRAMES.some((candidate) => candidate.answer === timeframe))
          return invalid;
        const given = { accident_date_button: timeframe };
        return { ...given, ...SHARED_ACTIONS.estimateDateFromTimeframe(given, today) };
      }
      const month = values.injury_month ?? '';
      const year = values.injury_year ?? '';
      if (!MONTH.test(month) || !YEAR.test(year)) return invalid;
      if (`${year}-${month.padStart(2, '0')}` > today.slice(0, 7)) return future;
      return { injury_month: month, injury_year: year };
    }
    case 'fields':
    case 'buyers':
      for (const field of step.fields) {
        if (fieldError(field, values[field.name] ?? '', today) === 'date-future') return future;
      }
      return pick(values, fieldsOfStep(step));
    case 'form':
      for (const field of formFields(step)) {
        const value = values[field.name];
        if (value === undefined || value === '') continue;
        if ('options' in field && !optionOf(offeredOptions(field, values), field.name, values))
          return invalid;
        if (field.rules.includes('past-date') && value > today) return future;
      }
      return pick(values, fieldsOfStep(step));
    case 'intro':
    case 'message':
      return {};
  }
}

function pick(values: Readonly<Record<string, string>>, fields: readonly string[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const field of fields) if (Object.hasOwn(values, field)) picked[field] = values[field]!;
  return picked;
}

const ownFieldsByStep = new WeakMap<CatalogueStep, ReadonlySet<string>>();

/** The fields a step's own answer may carry, read once a step. */
function ownFieldsOf(step: CatalogueStep): ReadonlySet<string> {
  let own = ownFieldsByStep.get(step);
  if (!own) {
    own = new Set(
      step.kind === 'month-year'
        ? ['injury_month', 'injury_year', 'accident_date_button']
        : fieldsOfStep(step),
    );
    ownFieldsByStep.set(step, own);
  }
  return own;
}

/**
 * The entry read for its step: the answer to replay and the vendor values it carried, or why it cannot be.
 * `timeframeShown`: the landing page offers the date step's time-frame buttons (variants/routes/page-flags.ts).
 */
export function readEntry(
  step: CatalogueStep,
  values: Readonly<Record<string, string>>,
  today: string,
  { timeframeShown = false }: { timeframeShown?: boolean } = {},
): EntryReading {
  const own = ownFieldsOf(step);
  const given = ownAnswer(step, values, today, timeframeShown);
  if (typeof given === 'string') return { ok: false, why: given };
  const vendor: Record<string, string> = {};
  for (const [field, value] of Object.entries(values)) {
    if (own.has(field)) continue;
    if (PAGE_ANSWER_FIELDS.has(field)) given[field] = value;
    else if (VENDOR_FIELDS.has(field)) vendor[field] = value;
    else if (!RECOMPUTED_FIELDS.has(field)) return { ok: false, why: invalid };
  }
  return { ok: true, answer: given, vendor };
}

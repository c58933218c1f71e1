import type { CatalogueStep, ChoiceOption } from '../steps/step-catalogue';

/**
 * The fields a step fills from the visitor's answer. A landing URL can never fill one of these: they come from a
 * step (or the server), and a query parameter of the same name is tracking only (docs/rules.md).
 */

/**
 * What the shared step actions (variants/registries/shared-actions.ts) and the page write into a step's answer: the consent
 * text (`tcpa`) is read from the page when the visitor answers the step that shows it.
 */
export const ACTION_FIELDS = [
  'tcpa',
  'accident_type',
  'case_description',
  'incident_date',
  'injury_day',
  'disqualification_cleared',
] as const;

/** The fields a choice's answers also set. */
const alsoSet = (options: readonly ChoiceOption[]) =>
  options.flatMap((option) => Object.keys(option.also ?? {}));

/** Each step's fields, read once: the server's replay asks for them at every entry of every trail. */
const fieldsByStep = new WeakMap<CatalogueStep, readonly string[]>();

export function fieldsOfStep(step: CatalogueStep): readonly string[] {
  let fields = fieldsByStep.get(step);
  if (!fields) {
    fields = Object.freeze(stepFields(step));
    fieldsByStep.set(step, fields);
  }
  return fields;
}

function stepFields(step: CatalogueStep): string[] {
  // A month-and-year step stores the injury's month and year.
  if (step.kind === 'month-year') return ['injury_month', 'injury_year'];
  const fields =
    step.kind === 'form' ? step.groups.flatMap((group) => group.fields) : 'fields' in step ? step.fields : [];
  return [
    ...(step.kind === 'choice' ? [step.field, ...alsoSet(step.options)] : []),
    ...fields.flatMap((field) => [field.name, ...('options' in field ? alsoSet(field.options) : [])]),
    ...(step.kind === 'buyers' ? step.sets : []),
  ];
}

/** Every field the steps of a catalogue ask, sorted, once each. */
export function askedFields(catalogue: Readonly<Record<string, CatalogueStep>>): string[] {
  return [...new Set(Object.values(catalogue).flatMap(fieldsOfStep))].sort();
}

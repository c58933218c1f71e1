import type { CatalogueStep } from './step-catalogue';

/**
 * The fields a step fills from the visitor's answer. A landing URL can never fill one of these: they come from a
 * step (or the server), and a query parameter of the same name is tracking only (docs/rules.md).
 */

/** What a month-and-year step stores. */
const MONTH_YEAR_FIELDS = ['injury_month', 'injury_year'] as const;

/** What the one-to-one consent steps store about the firms found and chosen (spec section 3's consent fields). */
export const ONE_TO_ONE_FIELDS = [
  '1_to_1_consent',
  '1_to_1_result',
  '1_to_1_timeout',
  '1_to_1_dq',
  'selected_buyers',
  'selected_buyer_names',
  'displayed_buyers',
  'selected_buyers_number',
  'selected_buyers_changed',
  'all_possible_buyer_names',
  'all_possible_buyer_ids',
  'all_possible_buyers_number',
] as const;

/**
 * What the shared step actions (machines/shared-actions.ts) and the page write into a step's answer: the consent
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

export function fieldsOfStep(step: CatalogueStep): string[] {
  switch (step.kind) {
    case 'choice':
      return [step.field, ...step.options.flatMap((option) => Object.keys(option.also ?? {}))];
    case 'month-year':
      return [...MONTH_YEAR_FIELDS];
    case 'fields':
      return step.fields.map((field) => field.name);
    case 'form':
      return step.groups.flatMap((group) =>
        group.fields.flatMap((field) => [
          field.name,
          ...('options' in field ? field.options.flatMap((option) => Object.keys(option.also ?? {})) : []),
        ]),
      );
    case 'buyers':
      return [...step.fields.map((field) => field.name), ...ONE_TO_ONE_FIELDS];
    default:
      return [];
  }
}

/** Every field the steps of a catalogue ask, sorted, once each. */
export function askedFields(catalogue: Readonly<Record<string, CatalogueStep>>): string[] {
  return [...new Set(Object.values(catalogue).flatMap(fieldsOfStep))].sort();
}

/**
 * The kinds of step a flow may show, in the definition language (definition-language.ts): each kind's texts, field
 * names and answer options, and which component renders it. Stored values are the ones the lead carries; `answer`
 * is also the button's data-answer.
 *
 * A field names the rules its value must keep, and those rules are the product's (its lead rules), which the engine
 * does not know: every kind that carries fields takes the rule names as a type parameter, `Rule`, and the product
 * binds it once (variants/steps/step-catalogue.ts). The engine reads a step's kind, question and answers, never a
 * rule, so its own code takes the unbound kinds (any string).
 */
export interface Localized {
  en: string;
  es?: string;
}

export interface ChoiceOption {
  /** The value stored in the step's field, and the button's data-answer. */
  answer: string;
  label: Localized;
  /** Store this instead of `answer` in the step's field. */
  value?: string;
  /** Other fields this answer sets. */
  also?: Readonly<Record<string, string>>;
  /**
   * In a form, offered only while each named answer of the same form is unanswered or this value: the one-page
   * survey's injuries go once the visitor says they were not injured, and "I was not injured" once they say they
   * were (the form's rules, `offeredOptions`).
   */
  onlyWhen?: Readonly<Record<string, string>>;
}

export interface FieldSpec<Rule extends string = string> {
  name: string;
  type: 'text' | 'email' | 'tel' | 'textarea' | 'date' | 'checkbox';
  label: Localized;
  rules: readonly Rule[];
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  placeholder?: Localized;
}

interface StepTexts {
  question: Localized;
  subheading?: Localized;
}

export interface IntroStep extends StepTexts {
  kind: 'intro';
  button: Localized;
}

export interface ChoiceStep extends StepTexts {
  kind: 'choice';
  field: string;
  options: readonly ChoiceOption[];
}

export interface MonthYearStep extends StepTexts {
  kind: 'month-year';
  /** How many years back the year list goes. */
  yearsBack: number;
  button: Localized;
}

export interface FieldsStep<Rule extends string = string> extends StepTexts {
  kind: 'fields';
  fields: readonly FieldSpec<Rule>[];
  button: Localized;
}

/** A screen with nothing to answer: the in-funnel thank you of the GPO and MMM flow. */
export interface MessageStep extends StepTexts {
  kind: 'message';
  body: readonly Localized[];
  link: { href: string; label: Localized };
  /**
   * The funnel ends here for a visitor it could not match: the ending the product wrote for their
   * reason takes the body's place, and the body stays for a reason with none.
   */
  endsByReason?: boolean;
}

/** The rules of a form step's fields, beyond a fields step's: `words` (at least 4 words), `past-date` (not after today). */
export type FormRule<Rule extends string = string> = Rule | 'words' | 'past-date';

/** A form field chosen from a list: its options store what a choice step's would (value and `also`). */
export interface SelectFieldSpec<Rule extends string = string> {
  name: string;
  type: 'select';
  label: Localized;
  options: readonly ChoiceOption[];
  rules: readonly FormRule<Rule>[];
}

/** A year from this year back `yearsBack` years, or a month 01 to 12, stored as the lead's injury_year, … */
export interface CalendarFieldSpec<Rule extends string = string> {
  name: string;
  type: 'year' | 'month';
  label: Localized;
  rules: readonly FormRule<Rule>[];
  yearsBack?: number;
}

export interface FormInputSpec<Rule extends string = string> extends Omit<FieldSpec<Rule>, 'rules'> {
  rules: readonly FormRule<Rule>[];
}

export type FormField<Rule extends string = string> =
  FormInputSpec<Rule> | SelectFieldSpec<Rule> | CalendarFieldSpec<Rule>;

export interface FormGroup<Rule extends string = string> {
  legend: Localized;
  fields: readonly FormField<Rule>[];
}

/**
 * A form of field groups on one screen (the one-page survey, the first funnel's question forms): every field has
 * its own error and changed-by-user flag, and the step answers only when no field is in error.
 */
export interface FormStep<Rule extends string = string> extends StepTexts {
  kind: 'form';
  groups: readonly FormGroup<Rule>[];
  button: Localized;
}

/**
 * The one-to-one consent steps, in their own chunk. `find`: its fields (the zip code) also find the firms that may
 * take the lead (the route's fixed buyers, or `/buyers/get-available`), added to the answer (guards/one-to-one.ts).
 * `choose`: its fields (the phone), each firm found with a checkbox, and a consent text naming the product and every
 * firm ticked.
 */
export interface BuyersStep<Rule extends string = string> extends StepTexts {
  kind: 'buyers';
  role: 'find' | 'choose';
  fields: readonly FieldSpec<Rule>[];
  /** What finding or choosing the firms adds to the answer, besides the fields (the one-to-one consent fields). */
  sets: readonly string[];
  button: Localized;
}

export type CatalogueStep<Rule extends string = string> =
  IntroStep | ChoiceStep | MonthYearStep | FieldsStep<Rule> | MessageStep | FormStep<Rule> | BuyersStep<Rule>;
export type StepKind = CatalogueStep['kind'];

export const text = (en: string, es?: string): Localized => (es === undefined ? { en } : { en, es });

/** A suffixed step (VW3, TikTok): the same kind, field and answers as its base, worded for its audience. */
export function reworded<S extends CatalogueStep>(base: S, question: Localized, subheading?: Localized): S {
  return { ...base, question, subheading };
}

/** The values an answer stores: its value in the step's field, plus whatever else it sets. */
export function answerValues(field: string, option: ChoiceOption): Record<string, string> {
  return { [field]: option.value ?? option.answer, ...option.also };
}

export function localized(text: Localized | undefined, language: 'en' | 'es'): string {
  if (!text) return '';
  return (language === 'es' ? text.es : undefined) ?? text.en;
}

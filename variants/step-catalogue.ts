/**
 * Every step a variant may show: its kind (which component renders it), texts, field names and answer options.
 * Stored values are the ones the lead carries; `answer` is also the button's data-answer.
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
   * were (variants/form-rules.ts, offeredOptions).
   */
  onlyWhen?: Readonly<Record<string, string>>;
}

export type { FieldRule } from '../guards/field-rules';
import type { FieldRule } from '../guards/field-rules';

export interface FieldSpec {
  name: string;
  type: 'text' | 'email' | 'tel' | 'textarea' | 'date' | 'checkbox';
  label: Localized;
  rules: readonly FieldRule[];
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

export interface FieldsStep extends StepTexts {
  kind: 'fields';
  fields: readonly FieldSpec[];
  button: Localized;
}

/** A screen with nothing to answer: the in-funnel thank you of the GPO and MMM flow. */
export interface MessageStep extends StepTexts {
  kind: 'message';
  body: readonly Localized[];
  link: { href: string; label: Localized };
  /**
   * The funnel ends here for a visitor it could not match: the ending written for their reason (variants/endings.ts)
   * takes the body's place, and the body stays for a reason with none.
   */
  endsByReason?: boolean;
}

/** The rules of a form step's fields, beyond a fields step's: `words` (at least 4 words), `past-date` (not after today). */
export type FormRule = FieldRule | 'words' | 'past-date';

/** A form field chosen from a list: its options store what a choice step's would (value and `also`). */
export interface SelectFieldSpec {
  name: string;
  type: 'select';
  label: Localized;
  options: readonly ChoiceOption[];
  rules: readonly FormRule[];
}

/** A year from this year back `yearsBack` years, or a month 01 to 12, stored as the lead's injury_year, … */
export interface CalendarFieldSpec {
  name: string;
  type: 'year' | 'month';
  label: Localized;
  rules: readonly FormRule[];
  yearsBack?: number;
}

export interface FormInputSpec extends Omit<FieldSpec, 'rules'> {
  rules: readonly FormRule[];
}

export type FormField = FormInputSpec | SelectFieldSpec | CalendarFieldSpec;

export interface FormGroup {
  legend: Localized;
  fields: readonly FormField[];
}

/**
 * A form of field groups on one screen (the one-page survey, the first funnel's question forms): every field has
 * its own error and changed-by-user flag, and the step answers only when no field is in error.
 */
export interface FormStep extends StepTexts {
  kind: 'form';
  groups: readonly FormGroup[];
  button: Localized;
}

/**
 * The one-to-one consent steps, in their own chunk. `find`: its fields (the zip code) also find the firms that may
 * take the lead (the route's fixed buyers, or `/buyers/get-available`), added to the answer (guards/one-to-one.ts).
 * `choose`: its fields (the phone), each firm found with a checkbox, and a consent text naming the product and every
 * firm ticked.
 */
export interface BuyersStep extends StepTexts {
  kind: 'buyers';
  role: 'find' | 'choose';
  fields: readonly FieldSpec[];
  /** What finding or choosing the firms adds to the answer, besides the fields (the one-to-one consent fields). */
  sets: readonly string[];
  button: Localized;
}

export type CatalogueStep =
  IntroStep | ChoiceStep | MonthYearStep | FieldsStep | MessageStep | FormStep | BuyersStep;
export type StepKind = CatalogueStep['kind'];

export const yes: Localized = { en: 'Yes', es: 'Sí' };
export const no: Localized = { en: 'No', es: 'No' };
export const text = (en: string, es?: string): Localized => (es === undefined ? { en } : { en, es });

export function yesNoOptions(also?: {
  yes?: Record<string, string>;
  no?: Record<string, string>;
}): ChoiceOption[] {
  return [
    { answer: 'Yes', label: yes, also: also?.yes },
    { answer: 'No', label: no, also: also?.no },
  ];
}

export function yesNoStep(field: string, question: Localized, subheading?: Localized): ChoiceStep {
  return { kind: 'choice', field, question, subheading, options: yesNoOptions() };
}

/** A suffixed step (VW3, TikTok): the same kind, field and answers as its base, worded for its audience. */
export function reworded<S extends CatalogueStep>(base: S, question: Localized, subheading?: Localized): S {
  return { ...base, question, subheading };
}

export const INJURIES: readonly [string, string][] = [
  ['Back or Neck Pain', 'Dolor de espalda o cuello'],
  ['Broken Bones', 'Huesos rotos'],
  ['Whiplash', 'Latigazo cervical'],
  ['Head Injury', 'Lesión en la cabeza'],
  ['Spinal Cord Injury', 'Lesión de la médula espinal'],
  ['Loss of Limb', 'Pérdida de una extremidad'],
  ['Cuts and Bruises', 'Cortes y moretones'],
  ['Other Injury', 'Otra lesión'],
];

/** The contact form's accident types (spec section 3), stored as written there. */
export const accidentTypeOptions: ChoiceOption[] = (
  [
    ['Car Accident', 'Car accident'],
    ['Truck Accident', 'Truck accident'],
    ['Motorcycle Accident', 'Motorcycle accident'],
    ['Pedestrian Accident', 'Hit as a pedestrian'],
    ['Bicycle Accident', 'Bicycle accident'],
    ['Other', 'Something else'],
  ] as const
).map(([answer, label]) => ({ answer, label: text(label) }));

export const firstName: FieldSpec = {
  name: 'firstName',
  type: 'text',
  label: text('First name', 'Nombre'),
  rules: ['required', 'name'],
  autoComplete: 'given-name',
};
export const lastName: FieldSpec = {
  name: 'lastName',
  type: 'text',
  label: text('Last name', 'Apellido'),
  rules: ['required', 'name'],
  autoComplete: 'family-name',
};
export const email: FieldSpec = {
  name: 'email',
  type: 'email',
  label: text('Email', 'Correo electrónico'),
  rules: ['required', 'email'],
  autoComplete: 'email',
  inputMode: 'email',
};
export const phone: FieldSpec = {
  name: 'phone',
  type: 'tel',
  label: text('Phone number', 'Número de teléfono'),
  rules: ['required', 'phone'],
  autoComplete: 'tel-national',
  inputMode: 'tel',
  placeholder: text('(555) 555-5555', '(555) 555-5555'),
};
export const zipCode: FieldSpec = {
  name: 'zip_code',
  type: 'text',
  label: text('Zip code', 'Código postal'),
  rules: ['required', 'zip'],
  autoComplete: 'postal-code',
  inputMode: 'numeric',
};
export const description: FieldSpec = {
  name: 'case_description',
  type: 'textarea',
  label: text('Describe the accident', 'Describa el accidente'),
  rules: ['required', 'description'],
  placeholder: text(
    'For example: I was stopped at a red light when a truck hit my car from behind.',
    'Por ejemplo: estaba detenido en un semáforo en rojo cuando un camión chocó mi auto por detrás.',
  ),
};

export const findMyAttorney = text('Get my free case review', 'Obtener mi evaluación gratuita');
export const next = text('Next', 'Siguiente');

export const policeReportFiled: ChoiceStep = {
  kind: 'choice',
  field: 'police_report',
  question: text('Was a police report filed?', '¿Se presentó un informe policial?'),
  options: [...yesNoOptions(), { answer: 'Unsure', label: text('I am not sure', 'No estoy seguro') }],
};
export const hasLawyer: ChoiceStep = {
  kind: 'choice',
  field: 'with_Lawyer',
  question: text(
    'Do you already have a lawyer for this accident?',
    '¿Ya tiene un abogado para este accidente?',
  ),
  options: [
    { answer: 'No', label: no, also: { lawyer_redirect_reason: '' } },
    { answer: 'Yes', label: yes, also: { lawyer_redirect_reason: 'have_attorney|yes' } },
    {
      answer: 'yes_but_I_want_a_new_lawyer',
      value: 'Yes',
      label: text('Yes, but I want a new lawyer', 'Sí, pero quiero un abogado nuevo'),
      also: { lawyer_redirect_reason: 'have_attorney|yes_but_I_want_a_new_lawyer' },
    },
  ],
};
export const nameAndEmail: FieldsStep = {
  kind: 'fields',
  question: text(
    'Who should we match with an attorney?',
    '¿A quién debemos poner en contacto con un abogado?',
  ),
  fields: [firstName, lastName, email],
  button: next,
};
export const phoneAndZip: FieldsStep = {
  kind: 'fields',
  question: text(
    'Last step: where can an attorney reach you?',
    // Spanish runs a third longer: each line here is one line on a 375 px phone, so the button stays in view.
    'Último paso: ¿dónde lo llama un abogado?',
  ),
  subheading: text('Your information is kept private and secure.', 'Sus datos son privados y seguros.'),
  fields: [phone, zipCode],
  button: findMyAttorney,
};

/**
 * The catalogue entry a variant's step shows: its own name's, or the one it `shows` (worded for its flow), from
 * the steps the variant carries. Each variant carries its own, so a survey page loads only the steps it can show.
 */
export function shownStep(
  definition: {
    steps: Readonly<Record<string, { shows?: string }>>;
    catalogue: Readonly<Record<string, CatalogueStep>>;
  },
  name: string,
): CatalogueStep | undefined {
  const shown = definition.steps[name]?.shows ?? name;
  return definition.catalogue[shown];
}

/** The values an answer stores: its value in the step's field, plus whatever else it sets. */
export function answerValues(field: string, option: ChoiceOption): Record<string, string> {
  return { [field]: option.value ?? option.answer, ...option.also };
}

export function localized(text: Localized | undefined, language: 'en' | 'es'): string {
  if (!text) return '';
  return (language === 'es' ? text.es : undefined) ?? text.en;
}

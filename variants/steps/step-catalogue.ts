import type { FieldRule } from '../../guards/field-rules';
import type * as Kinds from '../../machines/step-kinds';
import {
  text,
  type ChoiceOption,
  type ChoiceStep,
  type IntroStep,
  type Localized,
  type MessageStep,
  type MonthYearStep,
  type StepKind,
} from '../../machines/step-kinds';

/**
 * The product's step catalogue: the engine's step kinds (machines/step-kinds.ts) with the lead's field rules
 * (guards/field-rules.ts) bound in, which is what every part of the product that renders, posts or checks a step
 * imports, and the steps and fields several flows share.
 */
export type { FieldRule };
export type { ChoiceOption, ChoiceStep, IntroStep, Localized, MessageStep, MonthYearStep, StepKind };
export type FieldSpec = Kinds.FieldSpec<FieldRule>;
export type FieldsStep = Kinds.FieldsStep<FieldRule>;
export type FormRule = Kinds.FormRule<FieldRule>;
export type SelectFieldSpec = Kinds.SelectFieldSpec<FieldRule>;
export type CalendarFieldSpec = Kinds.CalendarFieldSpec<FieldRule>;
export type FormInputSpec = Kinds.FormInputSpec<FieldRule>;
export type FormField = Kinds.FormField<FieldRule>;
export type FormGroup = Kinds.FormGroup<FieldRule>;
export type FormStep = Kinds.FormStep<FieldRule>;
export type BuyersStep = Kinds.BuyersStep<FieldRule>;
export type CatalogueStep = Kinds.CatalogueStep<FieldRule>;

export const yes: Localized = { en: 'Yes', es: 'Sí' };
export const no: Localized = { en: 'No', es: 'No' };

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

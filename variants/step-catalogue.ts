import { STATUTE_OF_LIMITATIONS } from '../guards/statute-of-limitations';

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

export type CatalogueStep = IntroStep | ChoiceStep | MonthYearStep | FieldsStep | MessageStep | FormStep;
export type StepKind = CatalogueStep['kind'];

const yes: Localized = { en: 'Yes', es: 'Sí' };
const no: Localized = { en: 'No', es: 'No' };
const text = (en: string, es?: string): Localized => (es === undefined ? { en } : { en, es });

function yesNoOptions(also?: { yes?: Record<string, string>; no?: Record<string, string> }): ChoiceOption[] {
  return [
    { answer: 'Yes', label: yes, also: also?.yes },
    { answer: 'No', label: no, also: also?.no },
  ];
}

function yesNoStep(field: string, question: Localized, subheading?: Localized): ChoiceStep {
  return { kind: 'choice', field, question, subheading, options: yesNoOptions() };
}

/** A suffixed step (VW3, TikTok): the same kind, field and answers as its base, worded for its audience. */
function reworded<S extends CatalogueStep>(base: S, question: Localized, subheading?: Localized): S {
  return { ...base, question, subheading };
}

const INJURIES: readonly [string, string][] = [
  ['Back or Neck Pain', 'Dolor de espalda o cuello'],
  ['Broken Bones', 'Huesos rotos'],
  ['Whiplash', 'Latigazo cervical'],
  ['Head Injury', 'Lesión en la cabeza'],
  ['Spinal Cord Injury', 'Lesión de la médula espinal'],
  ['Loss of Limb', 'Pérdida de una extremidad'],
  ['Cuts and Bruises', 'Cortes y moretones'],
  ['Other Injury', 'Otra lesión'],
];
const injuryOptions: ChoiceOption[] = [
  ...INJURIES.map(([en, es]) => ({ answer: en, label: text(en, es), also: { physical_injury: 'Yes' } })),
  {
    answer: 'None',
    label: text('I was not injured', 'No sufrí lesiones'),
    value: '',
    also: { physical_injury: 'No' },
  },
];

/** The contact form's accident types (spec section 3), stored as written there. */
const accidentTypeOptions: ChoiceOption[] = (
  [
    ['Car Accident', 'Car accident'],
    ['Truck Accident', 'Truck accident'],
    ['Motorcycle Accident', 'Motorcycle accident'],
    ['Pedestrian Accident', 'Hit as a pedestrian'],
    ['Bicycle Accident', 'Bicycle accident'],
    ['Other', 'Something else'],
  ] as const
).map(([answer, label]) => ({ answer, label: text(label) }));

const firstName: FieldSpec = {
  name: 'firstName',
  type: 'text',
  label: text('First name', 'Nombre'),
  rules: ['required', 'name'],
  autoComplete: 'given-name',
};
const lastName: FieldSpec = {
  name: 'lastName',
  type: 'text',
  label: text('Last name', 'Apellido'),
  rules: ['required', 'name'],
  autoComplete: 'family-name',
};
const email: FieldSpec = {
  name: 'email',
  type: 'email',
  label: text('Email', 'Correo electrónico'),
  rules: ['required', 'email'],
  autoComplete: 'email',
  inputMode: 'email',
};
const phone: FieldSpec = {
  name: 'phone',
  type: 'tel',
  label: text('Phone number', 'Número de teléfono'),
  rules: ['required', 'phone'],
  autoComplete: 'tel-national',
  inputMode: 'tel',
  placeholder: text('(555) 555-5555', '(555) 555-5555'),
};
const zipCode: FieldSpec = {
  name: 'zip_code',
  type: 'text',
  label: text('Zip code', 'Código postal'),
  rules: ['required', 'zip'],
  autoComplete: 'postal-code',
  inputMode: 'numeric',
};
const description: FieldSpec = {
  name: 'case_description',
  type: 'textarea',
  label: text('Describe the accident', 'Describa el accidente'),
  rules: ['required', 'description'],
  placeholder: text(
    'For example: I was stopped at a red light when a truck hit my car from behind.',
    'Por ejemplo: estaba detenido en un semáforo en rojo cuando un camión chocó mi auto por detrás.',
  ),
};

const findMyAttorney = text('Get my free case review', 'Obtener mi evaluación gratuita');
const next = text('Next', 'Siguiente');

const whenWasTheAccident: MonthYearStep = {
  kind: 'month-year',
  question: text('When did the accident happen?', '¿Cuándo ocurrió el accidente?'),
  subheading: text('The month and year are enough.', 'Basta con el mes y el año.'),
  yearsBack: 6,
  button: next,
};
const atFault = yesNoStep(
  'at_Fault',
  text('Were you at fault for the accident?', '¿Usted tuvo la culpa del accidente?'),
  text(
    'An honest answer helps us find the right match.',
    'Una respuesta honesta nos ayuda a encontrar al abogado adecuado.',
  ),
);
const wasUserInjured: ChoiceStep = {
  kind: 'choice',
  field: 'injury_type',
  question: text('Were you injured in the accident?', '¿Sufrió lesiones en el accidente?'),
  subheading: text('Choose the injury that fits best.', 'Elija la lesión que mejor corresponda.'),
  options: injuryOptions,
};
const policeReportFiled: ChoiceStep = {
  kind: 'choice',
  field: 'police_report',
  question: text('Was a police report filed?', '¿Se presentó un informe policial?'),
  options: [...yesNoOptions(), { answer: 'Unsure', label: text('I am not sure', 'No estoy seguro') }],
};
const hasLawyer: ChoiceStep = {
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
const incidentDescription: FieldsStep = {
  kind: 'fields',
  question: text('Briefly, what happened?', 'En pocas palabras, ¿qué pasó?'),
  subheading: text(
    'A few sentences about the accident and your injuries help an attorney review your case.',
    'Unas frases sobre el accidente y sus lesiones ayudan a un abogado a evaluar su caso.',
  ),
  fields: [
    description,
    {
      name: 'hit_and_run',
      type: 'checkbox',
      label: text(
        'The other driver fled the scene (hit and run)',
        'El otro conductor huyó del lugar (se dio a la fuga)',
      ),
      rules: [],
    },
  ],
  button: next,
};
const nameAndEmail: FieldsStep = {
  kind: 'fields',
  question: text(
    'Who should we match with an attorney?',
    '¿A quién debemos poner en contacto con un abogado?',
  ),
  fields: [firstName, lastName, email],
  button: next,
};
const phoneAndZip: FieldsStep = {
  kind: 'fields',
  question: text(
    'Last step: where can an attorney reach you?',
    'Último paso: ¿dónde puede contactarle un abogado?',
  ),
  subheading: text(
    'Your information is kept private and secure.',
    'Su información se mantiene privada y segura.',
  ),
  fields: [phone, zipCode],
  button: findMyAttorney,
};
const typeOfMedicalTreatment: ChoiceStep = {
  kind: 'choice',
  field: 'type_of_medical_treatment',
  question: text('What medical treatment have you received?'),
  subheading: text('Choose the one that fits best.'),
  options: [
    {
      answer: 'emergency_room',
      label: text('Emergency room or hospital'),
      also: { doctor_treatment: 'Yes' },
    },
    { answer: 'doctor', label: text('Doctor or urgent care'), also: { doctor_treatment: 'Yes' } },
    { answer: 'chiropractor', label: text('Chiropractor'), also: { doctor_treatment: 'Yes' } },
    { answer: 'physical_therapy', label: text('Physical therapy'), also: { doctor_treatment: 'Yes' } },
    { answer: 'none', label: text('No treatment yet'), also: { doctor_treatment: 'No' } },
  ],
};
/** VW3 sends the names as first_name and last_name (spec section 3). */
const nameAndEmailSnakeCase: FieldsStep = {
  ...nameAndEmail,
  fields: [{ ...firstName, name: 'first_name' }, { ...lastName, name: 'last_name' }, email],
};

/** A required select of a form step. */
function select(
  name: string,
  label: Localized,
  options: readonly ChoiceOption[],
  rules: readonly FormRule[] = ['required'],
): SelectFieldSpec {
  return { name, type: 'select', label, options, rules };
}

const yesNoChoices = yesNoOptions();
/** The one-page survey and the first funnel send the names as first_name and last_name (spec section 3). */
const firstNameSnakeCase: FormInputSpec = { ...firstName, name: 'first_name' };
const lastNameSnakeCase: FormInputSpec = { ...lastName, name: 'last_name' };
const describeInWords: FormInputSpec = { ...description, rules: ['required', 'description', 'words'] };
const injuryYear: CalendarFieldSpec = {
  name: 'injury_year',
  type: 'year',
  label: text('Year of the accident'),
  rules: ['required'],
  yearsBack: 6,
};
const caseWorthOptions: ChoiceOption[] = [
  { answer: 'under_10000', label: text('Under $10,000') },
  { answer: '10000_50000', label: text('$10,000 to $50,000') },
  { answer: '50000_100000', label: text('$50,000 to $100,000') },
  { answer: 'over_100000', label: text('Over $100,000') },
  { answer: 'not_sure', label: text('I am not sure') },
];
/** The injury alone: the one-page survey asks physical_injury as its own question. */
const injuryTypeOptions: ChoiceOption[] = [
  ...INJURIES.map(([en]) => ({ answer: en, label: text(en) })),
  { answer: 'None', label: text('I was not injured') },
];
const whenSeekMedicalTreatmentOptions: ChoiceOption[] = [
  { answer: 'first_week', label: text('Within a week of the accident') },
  { answer: 'first_month', label: text('Within a month of the accident') },
  { answer: 'later', label: text('More than a month after the accident') },
  { answer: 'not_yet', label: text('I have not been treated yet') },
];
const ticketStateOptions: ChoiceOption[] = STATUTE_OF_LIMITATIONS.map(({ code, name }) => ({
  answer: code,
  label: text(name),
}));

export const STEP_CATALOGUE = {
  StartPath: {
    kind: 'intro',
    question: text(
      'See if you qualify for a car accident claim',
      'Vea si califica para un reclamo por accidente de auto',
    ),
    subheading: text(
      'Answer a few quick questions. It takes about a minute and it is free.',
      'Responda unas preguntas rápidas. Toma un minuto y es gratis.',
    ),
    button: text('Start now', 'Comenzar'),
  },
  GetStartedFirstStep: {
    kind: 'intro',
    question: text('Let’s get started'),
    subheading: text('We will ask about the accident, your injuries and how to reach you.'),
    button: text('Get started'),
  },
  AutoAccidentCaseWorth: {
    kind: 'choice',
    field: 'case_worth',
    question: text('What do you think your auto accident case could be worth?'),
    subheading: text('A guess is fine. An attorney can tell you more in a free review.'),
    options: [
      { answer: 'under_10000', label: text('Under $10,000') },
      { answer: '10000_50000', label: text('$10,000 to $50,000') },
      { answer: '50000_100000', label: text('$50,000 to $100,000') },
      { answer: 'over_100000', label: text('Over $100,000') },
      { answer: 'not_sure', label: text('I am not sure') },
    ],
  },
  WereYouInAMotorVehicleAccident: yesNoStep(
    'motor_vehicle_accident',
    text('Were you in a motor vehicle accident?'),
    text('A car, truck, motorcycle or rideshare crash all count.'),
  ),
  OtherDriversVehicleType: {
    kind: 'choice',
    field: 'other_driver_vehicle_type',
    question: text('What kind of vehicle was the other driver in?'),
    options: [
      { answer: 'Car', label: text('Car, SUV or van') },
      { answer: 'Pickup Truck', label: text('Pickup truck') },
      { answer: 'Commercial Truck', label: text('Commercial truck or 18-wheeler') },
      { answer: 'Rideshare', label: text('Rideshare (Uber, Lyft)') },
      { answer: 'Motorcycle', label: text('Motorcycle') },
      { answer: 'Bus', label: text('Bus') },
      { answer: 'Other', label: text('Other or not sure') },
    ],
  },
  WhenWasTheAccident: whenWasTheAccident,
  SocialDropWhenWasTheAccident: {
    kind: 'choice',
    field: 'accident_date_button',
    question: text('When did the accident happen?'),
    options: [
      { answer: 'Within 1 Week', label: text('Within the last week') },
      { answer: 'Within 1 Month', label: text('Within the last month') },
      { answer: 'Within 6 Months', label: text('Within 6 months') },
      { answer: 'Within 1 Year', label: text('Within 1 year') },
      { answer: 'Within 2 Years', label: text('Within 2 years') },
      { answer: 'Over 2 Years', label: text('Over 2 years ago') },
    ],
  },
  AtFault: atFault,
  WasUserInjured: wasUserInjured,
  TypeOfMedicalTreatment: typeOfMedicalTreatment,
  DidYouRequireMedicalTreatment: {
    kind: 'choice',
    field: 'required_medical_treatment',
    question: text('Did your injuries require medical treatment?'),
    subheading: text('A doctor, clinic, chiropractor or emergency room visit all count.'),
    options: yesNoOptions({ yes: { doctor_treatment: 'Yes' }, no: { doctor_treatment: 'No' } }),
  },
  AccidentResultInMedicalTreatment: {
    kind: 'choice',
    field: 'doctor_treatment',
    question: text('Did the accident result in medical treatment?'),
    subheading: text('A doctor, clinic, chiropractor or emergency room visit all count.'),
    options: yesNoOptions({ yes: { physical_injury: 'Yes' } }),
  },
  ActiveInsurancePolicy: yesNoStep(
    'active_insurance_policy',
    text(
      'Did you have an active auto insurance policy at the time of the accident?',
      '¿Tenía una póliza de seguro de auto vigente al momento del accidente?',
    ),
  ),
  MissedWork: yesNoStep(
    'missed_work',
    text('Did you miss work because of your injuries?', '¿Faltó al trabajo por sus lesiones?'),
  ),
  SpeakingWithADoctor: {
    kind: 'choice',
    field: 'speaking_with_doctor',
    question: text(
      'Are you seeing a doctor for your injuries now?',
      '¿Está viendo a un médico por sus lesiones ahora?',
    ),
    options: yesNoOptions({ yes: { injury_rx_qualified: 'yes' }, no: { injury_rx_qualified: 'no' } }),
  },
  DidYouReceiveMedicalTreatment: yesNoStep(
    'doctor_treatment',
    text(
      'Have you received medical treatment for your injuries?',
      '¿Ha recibido tratamiento médico por sus lesiones?',
    ),
    text(
      'A doctor, clinic, chiropractor or emergency room visit all count.',
      'Cuenta una visita al médico, clínica, quiropráctico o sala de emergencias.',
    ),
  ),
  WillingToTreat: yesNoStep(
    'willing_to_treat',
    text(
      'Would you be willing to see a doctor about your injuries?',
      '¿Estaría dispuesto a ver a un médico por sus lesiones?',
    ),
    text(
      'Some injuries only show up days after a crash.',
      'Algunas lesiones aparecen días después de un choque.',
    ),
  ),
  PoliceReportFiled: policeReportFiled,
  HasLawyer: hasLawyer,
  ConfirmationHasLawyer: {
    kind: 'choice',
    field: 'with_Lawyer',
    question: text(
      'Just to confirm: is a lawyer already handling your claim?',
      'Para confirmar: ¿un abogado ya lleva su reclamo?',
    ),
    options: [
      { answer: 'Yes', label: text('Yes, I have a lawyer', 'Sí, tengo abogado') },
      {
        answer: 'No',
        label: text('No, I do not have a lawyer', 'No, no tengo abogado'),
        also: { lawyer_redirect_reason: '' },
      },
    ],
  },
  InterestedInFunding: yesNoStep(
    'interested_in_psf',
    text(
      'Would you like cash now while your case is pending?',
      '¿Le gustaría recibir dinero ahora mientras su caso sigue abierto?',
    ),
    text(
      'Pre-settlement funding is an advance on a future settlement, usually repaid only from that settlement.',
      'El financiamiento previo al acuerdo es un adelanto de un acuerdo futuro, que por lo general solo se paga con ese acuerdo.',
    ),
  ),
  FundingAmount: {
    kind: 'choice',
    field: 'funding_amount',
    question: text('About how much do you need?', '¿Cuánto necesita, aproximadamente?'),
    options: [
      { answer: 'under_1000', label: text('Under $1,000', 'Menos de $1,000') },
      { answer: '1000_5000', label: text('$1,000 to $5,000', 'De $1,000 a $5,000') },
      { answer: '5000_10000', label: text('$5,000 to $10,000', 'De $5,000 a $10,000') },
      { answer: 'over_10000', label: text('Over $10,000', 'Más de $10,000') },
    ],
  },
  HasCaseBeenSettled: yesNoStep(
    'settled_case',
    text('Has your case already settled?', '¿Su caso ya llegó a un acuerdo?'),
  ),
  HasReceivedFunding: yesNoStep(
    'prior_funding',
    text('Have you already received funding for this case?', '¿Ya recibió financiamiento para este caso?'),
  ),
  LawFirmDetails: {
    kind: 'fields',
    question: text('Which law firm is handling your case?', '¿Qué bufete lleva su caso?'),
    subheading: text(
      'A funding company may need to reach your lawyer.',
      'Es posible que una compañía de financiamiento necesite comunicarse con su abogado.',
    ),
    fields: [
      {
        name: 'law_firm_name',
        type: 'text',
        label: text('Law firm name', 'Nombre del bufete'),
        rules: ['required'],
      },
      {
        name: 'attorney_name',
        type: 'text',
        label: text('Attorney name (optional)', 'Nombre del abogado (opcional)'),
        rules: [],
      },
    ],
    button: next,
  },
  IncidentDescription: incidentDescription,
  HitAndRunIdentified: yesNoStep(
    'hit_and_run_identified',
    text('Has the driver who fled been identified?', '¿Se identificó al conductor que huyó?'),
  ),
  UninsuredMotoristCoverage: yesNoStep(
    'uninsured_motorist_coverage',
    text(
      'Does your auto policy include uninsured motorist coverage?',
      '¿Su póliza de auto incluye cobertura contra conductores sin seguro?',
    ),
  ),
  SocialDropPII: {
    kind: 'fields',
    question: text('First, who are we helping?'),
    subheading: text('We use this to send your free case review.'),
    fields: [firstName, lastName, email],
    button: next,
  },
  NameAndEmail: nameAndEmail,
  DateOfBirth: {
    kind: 'fields',
    question: text('What is your date of birth?', '¿Cuál es su fecha de nacimiento?'),
    fields: [
      {
        name: 'date_of_birth',
        type: 'date',
        label: text('Date of birth', 'Fecha de nacimiento'),
        rules: ['required', 'date-of-birth'],
        autoComplete: 'bday',
      },
    ],
    button: next,
  },
  PhoneAndZip: phoneAndZip,
  AllPii: {
    kind: 'fields',
    question: phoneAndZip.question,
    subheading: phoneAndZip.subheading,
    fields: [firstName, lastName, email, phone, zipCode],
    button: findMyAttorney,
  },
  TypeOfAccident: {
    kind: 'choice',
    field: 'accident_type',
    question: text('What kind of accident were you in?'),
    options: accidentTypeOptions,
  },

  // Longer funnel with DUI questions.
  PendingDUICharges: yesNoStep(
    'pending_dui_charges',
    text('Are DUI charges pending against you for this accident?'),
    text('Your answers are confidential and help us find the right kind of attorney.'),
  ),
  TypeOfAlcoholTestPerformed: {
    kind: 'choice',
    field: 'type_of_alcohol_test_performed',
    question: text('What kind of alcohol test was performed?'),
    options: [
      { answer: 'breath_test', label: text('Breath test') },
      { answer: 'blood_test', label: text('Blood test') },
      { answer: 'urine_test', label: text('Urine test') },
      // No reading exists to ask about: the blood-alcohol level is recorded as unknown.
      { answer: 'no_test', label: text('No test was performed'), also: { bac_level: 'dont_know' } },
      { answer: 'refused_test', label: text('I refused the test'), also: { bac_level: 'dont_know' } },
    ],
  },
  BACMeasuredByTest: {
    kind: 'choice',
    field: 'bac_level',
    question: text('What blood-alcohol level did the test measure?'),
    options: [
      { answer: 'under_0.08', label: text('Under 0.08') },
      { answer: '0.08_to_0.15', label: text('0.08 to 0.15') },
      { answer: 'over_0.15', label: text('Over 0.15') },
      { answer: 'dont_know', label: text('I do not know') },
    ],
  },
  UserHasDUI: yesNoStep(
    'prior_alcohol_related_offense',
    text('Have you had a prior alcohol-related offense, such as an earlier DUI?'),
  ),
  DUIIncidentDescription: {
    kind: 'fields',
    question: text('Briefly, what happened?'),
    subheading: text('A few sentences about the accident and the stop help an attorney review your case.'),
    fields: [description],
    button: next,
  },

  // VW3: the same steps, worded for its audience.
  WhenWasTheAccidentVW3: reworded(whenWasTheAccident, text('What month and year was your accident?')),
  AtFaultVW3: reworded(atFault, text('Was the accident your fault?')),
  WasUserInjuredVW3: yesNoStep('physical_injury', text('Were you hurt in the accident?')),
  TypeOfMedicalTreatmentVW3: reworded(typeOfMedicalTreatment, text('How have you been treated so far?')),
  PoliceReportFiledVW3: reworded(policeReportFiled, text('Did the police file a report?')),
  HasLawyerVW3: reworded(hasLawyer, text('Is a lawyer already helping you with this accident?')),
  IncidentDescriptionVW3: reworded(incidentDescription, text('Tell us what happened')),
  NameAndEmailVW3: reworded(nameAndEmailSnakeCase, text('What is your name and email?')),
  PhoneAndZipVW3: reworded(phoneAndZip, text('Where can an attorney reach you?')),

  // TikTok: the same steps, worded for its audience.
  WhenWasTheAccidentTikTok: reworded(whenWasTheAccident, text('When did your crash happen?')),
  PoliceReportFiledTikTok: reworded(policeReportFiled, text('Did the police make a report?')),
  IncidentDescriptionTikTok: reworded(incidentDescription, text('What happened? Tell us in a few sentences')),
  NameAndEmailTikTok: reworded(nameAndEmail, text('Who are we helping?')),
  PhoneAndZipTikTok: reworded(phoneAndZip, text('Almost done: where can an attorney reach you?')),

  // The quiz.
  HowWasUserHurt: {
    kind: 'choice',
    field: 'accident_type',
    question: text('How were you hurt?'),
    options: accidentTypeOptions,
  },
  DescribeInjuries: reworded(wasUserInjured, text('Which injury describes yours best?')),
  PoliceReport: reworded(policeReportFiled, text('Was a police report made?')),
  HasAttorney: reworded(hasLawyer, text('Do you have an attorney for this accident?')),
  Description: {
    kind: 'fields',
    question: text('Describe the accident in a few sentences'),
    fields: [description],
    button: next,
  },
  EmailAndName: reworded(nameAndEmail, text('What is your name and email?')),
  ZipAndPhone: {
    kind: 'fields',
    question: text('Where can an attorney reach you?'),
    fields: [zipCode, phone],
    button: next,
  },
  End: {
    kind: 'fields',
    question: text('You are done: see your attorney matches'),
    subheading: text('Confirm below and a participating attorney will review your answers for free.'),
    fields: [],
    button: text('See my matches'),
  },

  // GPO and MMM flow: the thank you is the funnel's last screen.
  ThankYouStep: {
    kind: 'message',
    question: text('Thank you! Your request is in.'),
    subheading: text('Here is what happens next.'),
    body: [
      text('A participating attorney or their team reviews your answers.'),
      text(
        'If they can help, they call or text you at the number you gave, usually within one business day.',
      ),
      text('The consultation is free, and you decide whether to go ahead.'),
    ],
    link: { href: '/', label: text('Back to the home page') },
  },
  // The one-page survey: every question on one screen.
  OnePageSurvey: {
    kind: 'form',
    question: text('See if you qualify for a free case review'),
    subheading: text('Answer every question below. It takes about two minutes.'),
    groups: [
      {
        legend: text('The accident'),
        fields: [
          // Every select starts on "Select", so the case-worth and in-an-accident answers are the visitor's own.
          select('motor_vehicle_accident', text('Were you in a motor vehicle accident?'), yesNoChoices),
          select('accident_type', text('What kind of accident was it?'), accidentTypeOptions),
          injuryYear,
          select('at_Fault', text('Were you at fault for the accident?'), yesNoChoices),
          select('police_report', text('Was a police report filed?'), policeReportFiled.options),
          select('case_worth', text('What do you think your case could be worth?'), caseWorthOptions),
        ],
      },
      {
        legend: text('Your injuries'),
        fields: [
          select('physical_injury', text('Were you injured?'), yesNoChoices),
          select('injury_type', text('Which injury fits best?'), injuryTypeOptions),
          select('with_Lawyer', text('Do you already have a lawyer for this accident?'), hasLawyer.options),
          describeInWords,
        ],
      },
      {
        legend: text('How an attorney can reach you'),
        fields: [
          firstNameSnakeCase,
          lastNameSnakeCase,
          email,
          phone,
          {
            name: 'address',
            type: 'text',
            label: text('Street address'),
            rules: ['required'],
            autoComplete: 'street-address',
          },
          zipCode,
        ],
      },
    ],
    button: findMyAttorney,
  },
  Disqualified: {
    kind: 'message',
    question: text('Thank you for telling us about your accident'),
    subheading: text('We received your answers.'),
    body: [
      text(
        'Based on your answers we may not be able to match you with an attorney in our network right now.',
      ),
      text('If anything changes, you are welcome to contact us again.'),
    ],
    link: { href: '/', label: text('Back to the home page') },
  },

  // The first funnel: three question forms.
  ShowQuestions: {
    kind: 'intro',
    question: text('Find out if your accident claim qualifies'),
    subheading: text('Three short forms: your injuries, the accident, and how to reach you.'),
    button: text('Show the questions'),
  },
  FirstQuestions: {
    kind: 'form',
    question: text('About your injuries'),
    groups: [
      {
        legend: text('Your injuries'),
        fields: [
          select('physical_injury', text('Were you injured in the accident?'), yesNoChoices),
          select('police_report', text('Was a police report filed?'), policeReportFiled.options),
          select('with_Lawyer', text('Do you already have a lawyer for this accident?'), hasLawyer.options),
        ],
      },
    ],
    button: next,
  },
  SecondQuestions: {
    kind: 'form',
    question: text('About the accident'),
    groups: [
      {
        legend: text('When and where'),
        fields: [
          { name: 'injury_month', type: 'month', label: text('Month of the accident'), rules: ['required'] },
          injuryYear,
          zipCode,
        ],
      },
      {
        legend: text('Treatment'),
        fields: [
          select('doctor_treatment', text('Have you seen a doctor for your injuries?'), yesNoChoices),
          select(
            'when_seek_medical_treatment',
            text('When did you first get medical treatment?'),
            whenSeekMedicalTreatmentOptions,
          ),
        ],
      },
      { legend: text('What happened'), fields: [description] },
    ],
    button: next,
  },
  ThirdQuestions: {
    kind: 'form',
    question: text('Where can an attorney reach you?'),
    subheading: phoneAndZip.subheading,
    groups: [
      {
        legend: text('Your contact details'),
        fields: [firstNameSnakeCase, lastNameSnakeCase, email, phone],
      },
    ],
    button: findMyAttorney,
  },

  // The traffic-ticket flow.
  StartPathTicket: {
    kind: 'intro',
    question: text('Got a traffic ticket? See if an attorney can fight it'),
    subheading: text('Answer a few quick questions. It takes about a minute and it is free.'),
    button: text('Start now'),
  },
  StartTicketFlow: {
    kind: 'choice',
    field: 'ticket_type',
    question: text('What was the ticket for?'),
    options: [
      { answer: 'speeding', label: text('Speeding') },
      { answer: 'red_light', label: text('Running a red light or stop sign') },
      { answer: 'reckless_driving', label: text('Reckless or careless driving') },
      { answer: 'no_insurance', label: text('No insurance or no license') },
      { answer: 'other', label: text('Something else') },
    ],
  },
  TicketReceived: {
    kind: 'choice',
    field: 'ticket_received',
    question: text('How did you get the ticket?'),
    options: [
      { answer: 'officer', label: text('An officer handed it to me') },
      { answer: 'mail', label: text('It came in the mail (camera ticket)') },
    ],
  },
  SelectState: {
    kind: 'form',
    question: text('In which state did you get the ticket?'),
    groups: [{ legend: text('Where'), fields: [select('ticket_state', text('State'), ticketStateOptions)] }],
    button: next,
  },
  SelectDate: {
    kind: 'form',
    question: text('When did you get the ticket?'),
    subheading: text('The date is on the ticket.'),
    groups: [
      {
        legend: text('When'),
        fields: [
          {
            name: 'ticket_date',
            type: 'date',
            label: text('Date of the ticket'),
            rules: ['required', 'past-date'],
          },
        ],
      },
    ],
    button: next,
  },
  DoYouHaveAttorney: {
    kind: 'choice',
    field: 'with_Lawyer',
    question: text('Do you already have an attorney for this ticket?'),
    options: [
      { answer: 'No', label: no, also: { lawyer_redirect_reason: '' } },
      { answer: 'Yes', label: yes, also: { lawyer_redirect_reason: 'have_attorney|yes' } },
    ],
  },
  TicketIncidentDescription: {
    kind: 'fields',
    question: text('Briefly, what happened?'),
    subheading: text('A few sentences about the stop help an attorney review your ticket.'),
    fields: [
      {
        ...description,
        label: text('Describe the stop'),
        placeholder: text('For example: I was going 45 in a 35 zone on my way to work.'),
      },
    ],
    button: next,
  },
  NameAndEmailTicket: reworded(nameAndEmail, text('Who should an attorney contact about the ticket?')),

  // The benefits flow.
  StartPathBenefits: {
    kind: 'intro',
    question: text('See if you qualify for disability benefits'),
    subheading: text('Answer a few quick questions. It takes about a minute and it is free.'),
    button: text('Start now'),
  },
  SelectAgeGroup: {
    kind: 'choice',
    field: 'ageGroup',
    question: text('How old are you?'),
    options: [
      { answer: '18-49', label: text('18 to 49') },
      { answer: '50-54', label: text('50 to 54') },
      { answer: '55-59', label: text('55 to 59') },
      { answer: '60-66', label: text('60 to 66') },
      { answer: '67+', label: text('67 or older') },
    ],
  },
  USCitizen: yesNoStep('isUSCitizen', text('Are you a US citizen?')),
  SecuredBenefits: yesNoStep(
    'secured_benefits',
    text('Are you already receiving disability benefits?'),
    text('Social Security Disability Insurance (SSDI) or Supplemental Security Income (SSI).'),
  ),
  BenefitsThankYou: {
    kind: 'message',
    question: text('Thank you! Your request is in.'),
    subheading: text('Here is what happens next.'),
    body: [
      text('A disability benefits advocate or attorney reviews your answers.'),
      text(
        'If they can help, they call or text you at the number you gave, usually within one business day.',
      ),
      text('The review is free, and you decide whether to go ahead.'),
    ],
    link: { href: '/', label: text('Back to the home page') },
  },
} as const satisfies Record<string, CatalogueStep>;

export type StepName = keyof typeof STEP_CATALOGUE;

export function catalogueStep(name: string): CatalogueStep | undefined {
  return (STEP_CATALOGUE as Record<string, CatalogueStep>)[name];
}

/** The catalogue entry a variant's step shows: its own name's, or the one it `shows` (worded for its flow). */
export function shownStep(
  definition: { steps: Readonly<Record<string, { shows?: string }>> },
  name: string,
): CatalogueStep | undefined {
  return catalogueStep(definition.steps[name]?.shows ?? name);
}

/** The values an answer stores: its value in the step's field, plus whatever else it sets. */
export function answerValues(field: string, option: ChoiceOption): Record<string, string> {
  return { [field]: option.value ?? option.answer, ...option.also };
}

export function localized(text: Localized | undefined, language: 'en' | 'es'): string {
  if (!text) return '';
  return (language === 'es' ? text.es : undefined) ?? text.en;
}

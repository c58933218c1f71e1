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

export type FieldRule = 'required' | 'name' | 'email' | 'phone' | 'zip' | 'description' | 'date-of-birth';

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

export type CatalogueStep = IntroStep | ChoiceStep | MonthYearStep | FieldsStep;
export type StepKind = CatalogueStep['kind'];

const yes: Localized = { en: 'Yes', es: 'Sí' };
const no: Localized = { en: 'No', es: 'No' };

function yesNoOptions(also?: { yes?: Record<string, string>; no?: Record<string, string> }): ChoiceOption[] {
  return [
    { answer: 'Yes', label: yes, also: also?.yes },
    { answer: 'No', label: no, also: also?.no },
  ];
}

function yesNoStep(field: string, question: string, subheading?: string): ChoiceStep {
  return {
    kind: 'choice',
    field,
    question: { en: question },
    subheading: subheading ? { en: subheading } : undefined,
    options: yesNoOptions(),
  };
}

const injury = (answer: string): ChoiceOption => ({
  answer,
  label: { en: answer },
  also: { physical_injury: 'Yes' },
});

const firstName: FieldSpec = {
  name: 'firstName',
  type: 'text',
  label: { en: 'First name' },
  rules: ['required', 'name'],
  autoComplete: 'given-name',
};
const lastName: FieldSpec = {
  name: 'lastName',
  type: 'text',
  label: { en: 'Last name' },
  rules: ['required', 'name'],
  autoComplete: 'family-name',
};
const email: FieldSpec = {
  name: 'email',
  type: 'email',
  label: { en: 'Email' },
  rules: ['required', 'email'],
  autoComplete: 'email',
  inputMode: 'email',
};
const phone: FieldSpec = {
  name: 'phone',
  type: 'tel',
  label: { en: 'Phone number' },
  rules: ['required', 'phone'],
  autoComplete: 'tel-national',
  inputMode: 'tel',
  placeholder: { en: '(555) 555-5555' },
};
const zipCode: FieldSpec = {
  name: 'zip_code',
  type: 'text',
  label: { en: 'Zip code' },
  rules: ['required', 'zip'],
  autoComplete: 'postal-code',
  inputMode: 'numeric',
};

const findMyAttorney: Localized = { en: 'Get my free case review' };
const next: Localized = { en: 'Next' };

export const STEP_CATALOGUE = {
  StartPath: {
    kind: 'intro',
    question: { en: 'See if you qualify for a car accident claim' },
    subheading: { en: 'Answer a few quick questions. It takes about a minute and it is free.' },
    button: { en: 'Start now' },
  },
  WhenWasTheAccident: {
    kind: 'month-year',
    question: { en: 'When did the accident happen?' },
    subheading: { en: 'The month and year are enough.' },
    yearsBack: 6,
    button: next,
  },
  AtFault: yesNoStep(
    'at_Fault',
    'Were you at fault for the accident?',
    'An honest answer helps us find the right match.',
  ),
  WasUserInjured: {
    kind: 'choice',
    field: 'injury_type',
    question: { en: 'Were you injured in the accident?' },
    subheading: { en: 'Choose the injury that fits best.' },
    options: [
      injury('Back or Neck Pain'),
      injury('Broken Bones'),
      injury('Whiplash'),
      injury('Head Injury'),
      injury('Spinal Cord Injury'),
      injury('Loss of Limb'),
      injury('Cuts and Bruises'),
      injury('Other Injury'),
      { answer: 'None', label: { en: 'I was not injured' }, value: '', also: { physical_injury: 'No' } },
    ],
  },
  ActiveInsurancePolicy: yesNoStep(
    'active_insurance_policy',
    'Did you have an active auto insurance policy at the time of the accident?',
  ),
  MissedWork: yesNoStep('missed_work', 'Did you miss work because of your injuries?'),
  SpeakingWithADoctor: {
    kind: 'choice',
    field: 'speaking_with_doctor',
    question: { en: 'Are you seeing a doctor for your injuries now?' },
    options: yesNoOptions({ yes: { injury_rx_qualified: 'yes' }, no: { injury_rx_qualified: 'no' } }),
  },
  DidYouReceiveMedicalTreatment: yesNoStep(
    'doctor_treatment',
    'Have you received medical treatment for your injuries?',
    'A doctor, clinic, chiropractor or emergency room visit all count.',
  ),
  WillingToTreat: yesNoStep(
    'willing_to_treat',
    'Would you be willing to see a doctor about your injuries?',
    'Some injuries only show up days after a crash.',
  ),
  PoliceReportFiled: {
    kind: 'choice',
    field: 'police_report',
    question: { en: 'Was a police report filed?' },
    options: [...yesNoOptions(), { answer: 'Unsure', label: { en: 'I am not sure' } }],
  },
  HasLawyer: {
    kind: 'choice',
    field: 'with_Lawyer',
    question: { en: 'Do you already have a lawyer for this accident?' },
    options: [
      { answer: 'No', label: no, also: { lawyer_redirect_reason: '' } },
      { answer: 'Yes', label: yes, also: { lawyer_redirect_reason: 'have_attorney|yes' } },
      {
        answer: 'yes_but_I_want_a_new_lawyer',
        value: 'Yes',
        label: { en: 'Yes, but I want a new lawyer' },
        also: { lawyer_redirect_reason: 'have_attorney|yes_but_I_want_a_new_lawyer' },
      },
    ],
  },
  ConfirmationHasLawyer: {
    kind: 'choice',
    field: 'with_Lawyer',
    question: { en: 'Just to confirm: is a lawyer already handling your claim?' },
    options: [
      { answer: 'Yes', label: { en: 'Yes, I have a lawyer' } },
      { answer: 'No', label: { en: 'No, I do not have a lawyer' }, also: { lawyer_redirect_reason: '' } },
    ],
  },
  InterestedInFunding: yesNoStep(
    'interested_in_psf',
    'Would you like cash now while your case is pending?',
    'Pre-settlement funding is an advance on a future settlement, usually repaid only from that settlement.',
  ),
  FundingAmount: {
    kind: 'choice',
    field: 'funding_amount',
    question: { en: 'About how much do you need?' },
    options: [
      { answer: 'under_1000', label: { en: 'Under $1,000' } },
      { answer: '1000_5000', label: { en: '$1,000 to $5,000' } },
      { answer: '5000_10000', label: { en: '$5,000 to $10,000' } },
      { answer: 'over_10000', label: { en: 'Over $10,000' } },
    ],
  },
  HasCaseBeenSettled: yesNoStep('settled_case', 'Has your case already settled?'),
  HasReceivedFunding: yesNoStep('prior_funding', 'Have you already received funding for this case?'),
  LawFirmDetails: {
    kind: 'fields',
    question: { en: 'Which law firm is handling your case?' },
    subheading: { en: 'A funding company may need to reach your lawyer.' },
    fields: [
      { name: 'law_firm_name', type: 'text', label: { en: 'Law firm name' }, rules: ['required'] },
      { name: 'attorney_name', type: 'text', label: { en: 'Attorney name (optional)' }, rules: [] },
    ],
    button: next,
  },
  IncidentDescription: {
    kind: 'fields',
    question: { en: 'Briefly, what happened?' },
    subheading: {
      en: 'A few sentences about the accident and your injuries help an attorney review your case.',
    },
    fields: [
      {
        name: 'case_description',
        type: 'textarea',
        label: { en: 'Describe the accident' },
        rules: ['required', 'description'],
        placeholder: { en: 'For example: I was stopped at a red light when a truck hit my car from behind.' },
      },
      {
        name: 'hit_and_run',
        type: 'checkbox',
        label: { en: 'The other driver fled the scene (hit and run)' },
        rules: [],
      },
    ],
    button: next,
  },
  HitAndRunIdentified: yesNoStep('hit_and_run_identified', 'Has the driver who fled been identified?'),
  UninsuredMotoristCoverage: yesNoStep(
    'uninsured_motorist_coverage',
    'Does your auto policy include uninsured motorist coverage?',
  ),
  NameAndEmail: {
    kind: 'fields',
    question: { en: 'Who should we match with an attorney?' },
    fields: [firstName, lastName, email],
    button: next,
  },
  DateOfBirth: {
    kind: 'fields',
    question: { en: 'What is your date of birth?' },
    fields: [
      {
        name: 'date_of_birth',
        type: 'date',
        label: { en: 'Date of birth' },
        rules: ['required', 'date-of-birth'],
        autoComplete: 'bday',
      },
    ],
    button: next,
  },
  PhoneAndZip: {
    kind: 'fields',
    question: { en: 'Last step: where can an attorney reach you?' },
    subheading: { en: 'Your information is kept private and secure.' },
    fields: [phone, zipCode],
    button: findMyAttorney,
  },
  AllPii: {
    kind: 'fields',
    question: { en: 'Last step: where can an attorney reach you?' },
    subheading: { en: 'Your information is kept private and secure.' },
    fields: [firstName, lastName, email, phone, zipCode],
    button: findMyAttorney,
  },
} as const satisfies Record<string, CatalogueStep>;

export type StepName = keyof typeof STEP_CATALOGUE;

export function catalogueStep(name: string): CatalogueStep | undefined {
  return (STEP_CATALOGUE as Record<string, CatalogueStep>)[name];
}

export function localized(text: Localized | undefined, language: 'en' | 'es'): string {
  if (!text) return '';
  return (language === 'es' ? text.es : undefined) ?? text.en;
}

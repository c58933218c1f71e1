import {
  accidentTypeOptions,
  description,
  email,
  findMyAttorney,
  firstName,
  hasLawyer,
  lastName,
  nameAndEmail,
  next,
  phone,
  phoneAndZip,
  policeReportFiled,
  yesNoOptions,
  yesNoStep,
  zipCode,
  INJURIES,
  type CatalogueStep,
  type ChoiceOption,
  type ChoiceStep,
  type FieldsStep,
  type MonthYearStep,
} from './step-catalogue';
import { text } from '../../machines/step-kinds';

const injuryOptions: ChoiceOption[] = [
  ...INJURIES.map(([en, es]) => ({ answer: en, label: text(en, es), also: { physical_injury: 'Yes' } })),
  {
    answer: 'None',
    label: text('I was not injured', 'No sufrí lesiones'),
    value: '',
    also: { physical_injury: 'No' },
  },
];

export const whenWasTheAccident: MonthYearStep = {
  kind: 'month-year',
  question: text('When did the accident happen?', '¿Cuándo ocurrió el accidente?'),
  subheading: text('The month and year are enough.', 'Basta con el mes y el año.'),
  yearsBack: 6,
  button: next,
};
/**
 * Fault, with a "partly" answer: a partly-at-fault visitor is at fault (at_Fault Yes) with partial_fault yes, which
 * the state-routed handling reads (in a partial-fault state at_Fault becomes no). Every answer sets partial_fault,
 * so it only ever comes from this step.
 */
export const atFault: ChoiceStep = {
  kind: 'choice',
  field: 'at_Fault',
  question: text('Were you at fault for the accident?', '¿Usted tuvo la culpa del accidente?'),
  subheading: text(
    'An honest answer helps us find the right match.',
    'Una respuesta honesta nos ayuda a encontrar al abogado adecuado.',
  ),
  options: [
    ...yesNoOptions({ yes: { partial_fault: 'no' }, no: { partial_fault: 'no' } }),
    {
      answer: 'Partly',
      value: 'Yes',
      label: text('Partly at fault', 'En parte'),
      also: { partial_fault: 'yes' },
    },
  ],
};
export const wasUserInjured: ChoiceStep = {
  kind: 'choice',
  field: 'injury_type',
  question: text('Were you injured in the accident?', '¿Sufrió lesiones en el accidente?'),
  subheading: text('Choose the injury that fits best.', 'Elija la lesión que mejor corresponda.'),
  options: injuryOptions,
};
export const incidentDescription: FieldsStep = {
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
export const typeOfMedicalTreatment: ChoiceStep = {
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
export const nameAndEmailSnakeCase: FieldsStep = {
  ...nameAndEmail,
  fields: [{ ...firstName, name: 'first_name' }, { ...lastName, name: 'last_name' }, email],
};

/**
 * The steps the survey variants share. A variant carries them as its `catalogue` (with its own rewordings beside
 * them), so they load with the variants that show them and never with a special flow that does not.
 */
export const SHARED_STEPS = {
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
} as const satisfies Record<string, CatalogueStep>;

import {
  select,
  yesNoChoices,
  firstNameSnakeCase,
  lastNameSnakeCase,
  injuryYear,
  whenSeekMedicalTreatmentOptions,
} from './form-fields';
import {
  description,
  email,
  findMyAttorney,
  hasLawyer,
  next,
  phone,
  phoneAndZip,
  policeReportFiled,
  zipCode,
  type CatalogueStep,
} from './step-catalogue';
import { text } from '../../machines/step-kinds';

/** The first funnel's steps: its variant carries them as its `catalogue`, so they load with it alone. */
export const FIRST_FUNNEL_STEPS = {
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
} as const satisfies Record<string, CatalogueStep>;

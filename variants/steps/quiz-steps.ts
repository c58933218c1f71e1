import {
  accidentTypeOptions,
  description,
  hasLawyer,
  nameAndEmail,
  next,
  phone,
  policeReportFiled,
  reworded,
  text,
  zipCode,
  type CatalogueStep,
} from '../step-catalogue';
import { wasUserInjured } from './shared-steps';

/** The quiz's steps. */
export const QUIZ_STEPS = {
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
} as const satisfies Record<string, CatalogueStep>;

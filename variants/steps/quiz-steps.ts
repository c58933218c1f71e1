import {
  accidentTypeOptions,
  description,
  hasLawyer,
  nameAndEmail,
  next,
  phone,
  policeReportFiled,
  zipCode,
  type CatalogueStep,
} from './step-catalogue';
import { reworded, text } from '../../machines/step-kinds';
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
    // It promises no list of matches: the thank-you page that follows shows none.
    question: text('You are done: send your answers for a free review'),
    subheading: text('Confirm below and a participating attorney will review your answers for free.'),
    fields: [],
    button: text('Send my answers'),
  },
} as const satisfies Record<string, CatalogueStep>;

import { description, next, yesNoStep, type CatalogueStep } from './step-catalogue';
import { text } from '../../machines/step-kinds';

/** The longer funnel's DUI questions: its variant carries them with the shared steps. */
export const DUI_STEPS = {
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
} as const satisfies Record<string, CatalogueStep>;

import { isNo, isYes, normalized, type Answers } from './answers';
import { incidentDateOf } from './lead-derivation';
import { isOverTwoYears, isSeriousRecentAtFaultInjury, shouldAskWillingToTreat } from './incident-rules';

/** What a branching guard may read: the answers so far, today's date and the page's flags. */
export interface FunnelFacts {
  answers: Answers;
  today: string;
  language: 'en' | 'es';
  /** The page carries the combined-last-step marker: the funnel ends with AllPii. */
  combinedLastStep: boolean;
  /** States whose visitors are asked their date of birth (configuration; empty by default). */
  dateOfBirthStates: readonly string[];
  /** The visitor's state when known before the zip code is asked (a prefilled state or zip), else ''. */
  visitorState: string;
}

const answerIsYes =
  (field: string) =>
  ({ answers }: FunnelFacts): boolean =>
    isYes(answers[field]);

/** Alcohol-test answers that leave no blood-alcohol reading to ask about. */
export const NO_TEST_RESULTS = ['no_test', 'refused_test'] as const;

/** Every named branching guard a variant definition may use in `when`. */
export const FUNNEL_GUARDS = {
  injured: answerIsYes('physical_injury'),
  atFault: answerIsYes('at_Fault'),
  hasActiveInsurance: answerIsYes('active_insurance_policy'),
  missedWork: answerIsYes('missed_work'),
  interestedInFunding: answerIsYes('interested_in_psf'),
  caseSettled: answerIsYes('settled_case'),
  receivedFunding: answerIsYes('prior_funding'),
  hitAndRun: answerIsYes('hit_and_run'),
  driverIdentified: answerIsYes('hit_and_run_identified'),
  hasUninsuredMotoristCoverage: answerIsYes('uninsured_motorist_coverage'),
  pendingDuiCharges: answerIsYes('pending_dui_charges'),
  /** One-to-one: firms were found for the lead, so the last step names them and asks for consent. */
  oneToOneConsent: answerIsYes('1_to_1_consent'),
  /** A test was taken, so its blood-alcohol reading is asked next. */
  alcoholTestTaken: ({ answers }: FunnelFacts) => {
    const test = normalized(answers.type_of_alcohol_test_performed);
    return test !== '' && !(NO_TEST_RESULTS as readonly string[]).includes(test);
  },
  /** Variant F: no medical treatment was needed, so the visitor is asked whether they would see a doctor. */
  noMedicalTreatmentRequired: ({ answers }: FunnelFacts) => isNo(answers.required_medical_treatment),
  seriousRecentAtFaultInjury: ({ answers, today }: FunnelFacts) =>
    isSeriousRecentAtFaultInjury(answers, incidentDateOf(answers), today),
  untreatedWithin14Days: ({ answers, today }: FunnelFacts) =>
    shouldAskWillingToTreat(answers, incidentDateOf(answers), today),
  /** Has a lawyer, the accident is not over two years old (by its button or its date), and the page is not Spanish. */
  lawyerConfirmable: ({ answers, today, language }: FunnelFacts) =>
    isYes(answers.with_Lawyer) &&
    !isOverTwoYears(answers, incidentDateOf(answers), today) &&
    language !== 'es',
  combinedLastStep: ({ combinedLastStep }: FunnelFacts) => combinedLastStep,
  dateOfBirthRequired: ({ dateOfBirthStates, visitorState, answers }: FunnelFacts) => {
    const state = (answers.state || visitorState).toUpperCase();
    return state !== '' && dateOfBirthStates.includes(state);
  },
} satisfies Record<string, (facts: FunnelFacts) => boolean>;

export type GuardName = keyof typeof FUNNEL_GUARDS;

import type { GuardName } from '../../guards/funnel-guards';

/**
 * Each branching guard's rule in plain words, as a product owner reads it on an arrow of the funnels drawing: what
 * has to be true for the funnel to take that way. Typed against the guards, so a new guard cannot ship without its
 * words. Whoever draws or describes a flow hands them to the engine (machines/machine-words.ts, `GuardWords`), as
 * it hands over the guards themselves.
 */
export const GUARD_WORDS = {
  injured: 'was injured',
  atFault: 'was at fault',
  hasActiveInsurance: 'has active insurance',
  missedWork: 'missed work',
  interestedInFunding: 'wants pre-settlement funding',
  caseSettled: 'case already settled',
  receivedFunding: 'had funding before',
  hitAndRun: 'hit and run',
  driverIdentified: 'other driver identified',
  hasUninsuredMotoristCoverage: 'has uninsured-motorist cover',
  pendingDuiCharges: 'DUI charges pending',
  oneToOneConsent: 'firms were found to name',
  alcoholTestTaken: 'an alcohol test was taken',
  noMedicalTreatmentRequired: 'needed no medical treatment',
  seriousRecentAtFaultInjury: 'at fault, seriously hurt, recently',
  untreatedWithin14Days: 'untreated, accident in the last 14 days',
  lawyerConfirmable: 'has a lawyer, under two years, English page',
  combinedLastStep: 'the page combines the last step',
  dateOfBirthRequired: "the visitor's state asks a date of birth",
} satisfies Record<GuardName, string>;

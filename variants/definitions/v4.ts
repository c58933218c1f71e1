import { defineVariant } from '../variant-definition';
import { SHARED_STEPS } from '../steps/shared-steps';
import v4nv from './v4nv';

// v4 asks no confirmation of the lawyer: HasLawyer goes to the funding questions directly.
const { ConfirmationHasLawyer: _confirmation, ...v4nvSteps } = v4nv.steps;

/**
 * v4 (/survey/v4): the v4nv questions after an intro that fires the ad-pixel hook and the case-worth question
 * (progress 1, then 2, as the spec says; from there the bar rises evenly). As in the newer v4 lists, a visitor
 * with a lawyer goes straight to InterestedInFunding.
 */
export default defineVariant({
  id: 'v4',
  title: 'Survey v4',
  start: 'StartPath',
  catalogue: SHARED_STEPS,
  steps: {
    StartPath: { progress: 1, next: [{ to: 'AutoAccidentCaseWorth', hooks: ['adPixel'] }] },
    AutoAccidentCaseWorth: { progress: 2, next: 'WhenWasTheAccident' },
    ...v4nvSteps,
    // The spec: answering Yes to physical injury loads a tracking pixel in some variants (v4 and v7 here).
    WasUserInjured: {
      next: [
        { to: 'ActiveInsurancePolicy', when: 'seriousRecentAtFaultInjury', hooks: ['injuryPixel'] },
        { to: 'DidYouReceiveMedicalTreatment', when: 'injured', hooks: ['injuryPixel'] },
        { to: 'PoliceReportFiled' },
      ],
    },
    HasLawyer: {
      next: [{ to: 'InterestedInFunding', when: 'lawyerConfirmable' }, { to: 'IncidentDescription' }],
    },
  },
});

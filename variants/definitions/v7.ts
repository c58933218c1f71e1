import { defineVariant } from '../variant-definition';
import { SHARED_STEPS } from '../steps/shared-steps';
import v4nv from './v4nv';

// None of v4's insurance, lawyer-confirmation or funding questions are asked in v7.
const {
  ActiveInsurancePolicy: _insurance,
  MissedWork: _missedWork,
  SpeakingWithADoctor: _doctor,
  ConfirmationHasLawyer: _confirmation,
  InterestedInFunding: _funding,
  FundingAmount: _amount,
  HasCaseBeenSettled: _settled,
  HasReceivedFunding: _received,
  LawFirmDetails: _lawFirm,
  ...sharedSteps
} = v4nv.steps;

/**
 * v7 (/survey/v7): like v4, except that StartPath leads to GetStartedFirstStep (firing the ad-pixel hook) and then
 * the accident date; WasUserInjured never asks about insurance; treatment answers go on to PoliceReportFiled; and
 * HasLawyer always goes to IncidentDescription. No progress table: the bar rises evenly.
 */
export default defineVariant({
  id: 'v7',
  title: 'Survey v7',
  start: 'StartPath',
  catalogue: SHARED_STEPS,
  steps: {
    StartPath: { next: [{ to: 'GetStartedFirstStep', hooks: ['adPixel'] }] },
    GetStartedFirstStep: { next: 'WhenWasTheAccident' },
    ...sharedSteps,
    WasUserInjured: {
      next: [
        { to: 'DidYouReceiveMedicalTreatment', when: 'injured', hooks: ['injuryPixel'] },
        { to: 'PoliceReportFiled' },
      ],
    },
    HasLawyer: { next: 'IncidentDescription' },
  },
});

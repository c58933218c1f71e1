import { defineVariant } from '../variant-definition';
import { SHARED_STEPS } from '../steps/shared-steps';

/**
 * v4G (/survey/v6): the spec's short list (AtFault, AccidentResultInMedicalTreatment, PoliceReportFiled,
 * HasLawyer, NameAndEmail) with the funding branch and DateOfBirth. The accident date is asked first, after
 * the intro: every date rule (the state's limit, the 730-day window) needs it. A visitor with a lawyer goes
 * to the funding questions; DateOfBirth is always asked here (elsewhere only for DOB_STATES). No progress
 * table: the bar rises evenly.
 */
export default defineVariant({
  id: 'v4g',
  title: 'Survey v4G',
  start: 'StartPath',
  catalogue: SHARED_STEPS,
  steps: {
    StartPath: { next: 'WhenWasTheAccident' },
    WhenWasTheAccident: { next: 'AtFault' },
    AtFault: { next: 'AccidentResultInMedicalTreatment' },
    AccidentResultInMedicalTreatment: { next: 'PoliceReportFiled' },
    PoliceReportFiled: { next: 'HasLawyer' },
    HasLawyer: { next: [{ to: 'InterestedInFunding', when: 'lawyerConfirmable' }, { to: 'NameAndEmail' }] },
    InterestedInFunding: {
      next: [{ to: 'FundingAmount', when: 'interestedInFunding' }, { to: 'NameAndEmail' }],
    },
    FundingAmount: { next: 'HasCaseBeenSettled' },
    HasCaseBeenSettled: { next: [{ to: 'NameAndEmail', when: 'caseSettled' }, { to: 'HasReceivedFunding' }] },
    HasReceivedFunding: { next: [{ to: 'NameAndEmail', when: 'receivedFunding' }, { to: 'LawFirmDetails' }] },
    LawFirmDetails: { next: 'NameAndEmail' },
    NameAndEmail: { next: 'DateOfBirth' },
    DateOfBirth: { next: 'PhoneAndZip' },
    PhoneAndZip: { submit: true },
  },
});

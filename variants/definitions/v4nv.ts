import { defineVariant } from '../variant-definition';
import { SHARED_STEPS } from '../steps/shared-steps';

/**
 * v4nv: the v4 family without the intro (the first question shows at once). Progress rises evenly along the
 * longest path, as the spec gives no table for it.
 */
export default defineVariant({
  id: 'v4nv',
  title: 'Survey v4nv',
  start: 'WhenWasTheAccident',
  catalogue: SHARED_STEPS,
  steps: {
    WhenWasTheAccident: { next: 'AtFault' },
    AtFault: { next: 'WasUserInjured' },
    WasUserInjured: {
      next: [
        { to: 'ActiveInsurancePolicy', when: 'seriousRecentAtFaultInjury' },
        { to: 'DidYouReceiveMedicalTreatment', when: 'injured' },
        { to: 'PoliceReportFiled' },
      ],
    },
    ActiveInsurancePolicy: {
      next: [{ to: 'MissedWork', when: 'hasActiveInsurance' }, { to: 'DidYouReceiveMedicalTreatment' }],
    },
    MissedWork: {
      next: [{ to: 'SpeakingWithADoctor', when: 'missedWork' }, { to: 'DidYouReceiveMedicalTreatment' }],
    },
    SpeakingWithADoctor: { next: 'DidYouReceiveMedicalTreatment' },
    DidYouReceiveMedicalTreatment: {
      next: [{ to: 'WillingToTreat', when: 'untreatedWithin14Days' }, { to: 'PoliceReportFiled' }],
    },
    WillingToTreat: { next: 'PoliceReportFiled' },
    PoliceReportFiled: { next: 'HasLawyer' },
    HasLawyer: {
      next: [{ to: 'ConfirmationHasLawyer', when: 'lawyerConfirmable' }, { to: 'IncidentDescription' }],
    },
    ConfirmationHasLawyer: {
      next: [{ to: 'InterestedInFunding', when: 'lawyerConfirmable' }, { to: 'IncidentDescription' }],
    },
    InterestedInFunding: {
      next: [{ to: 'FundingAmount', when: 'interestedInFunding' }, { to: 'IncidentDescription' }],
    },
    FundingAmount: { next: 'HasCaseBeenSettled' },
    HasCaseBeenSettled: {
      next: [{ to: 'IncidentDescription', when: 'caseSettled' }, { to: 'HasReceivedFunding' }],
    },
    HasReceivedFunding: {
      next: [{ to: 'IncidentDescription', when: 'receivedFunding' }, { to: 'LawFirmDetails' }],
    },
    LawFirmDetails: { next: 'IncidentDescription' },
    IncidentDescription: {
      next: [
        { to: 'HitAndRunIdentified', when: 'hitAndRun' },
        { to: 'AllPii', when: 'combinedLastStep' },
        { to: 'NameAndEmail' },
      ],
    },
    HitAndRunIdentified: {
      next: [
        { to: 'AllPii', when: ['driverIdentified', 'combinedLastStep'], do: ['noteDriverIdentified'] },
        { to: 'NameAndEmail', when: 'driverIdentified', do: ['noteDriverIdentified'] },
        { to: 'UninsuredMotoristCoverage' },
      ],
    },
    UninsuredMotoristCoverage: {
      next: [
        {
          to: 'AllPii',
          when: ['hasUninsuredMotoristCoverage', 'combinedLastStep'],
          do: ['noteUninsuredMotoristCoverage'],
        },
        { to: 'NameAndEmail', when: 'hasUninsuredMotoristCoverage', do: ['noteUninsuredMotoristCoverage'] },
        { to: 'AllPii', when: 'combinedLastStep' },
        { to: 'NameAndEmail' },
      ],
    },
    NameAndEmail: {
      next: [{ to: 'DateOfBirth', when: 'dateOfBirthRequired' }, { to: 'PhoneAndZip' }],
    },
    DateOfBirth: { next: 'PhoneAndZip' },
    PhoneAndZip: { submit: true },
    AllPii: { submit: true },
  },
});

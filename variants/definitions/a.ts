import { defineVariant } from '../variant-definition';
import { SHARED_STEPS } from '../steps/shared-steps';

/**
 * Variant A (/g, /survey-google): the case-worth question and the other driver's vehicle first.
 * TypeOfMedicalTreatment is skipped when the visitor was not injured. The spec gives no progress table, so the
 * bar rises evenly along the longest path.
 */
export default defineVariant({
  id: 'a',
  title: 'Variant A',
  start: 'StartPath',
  catalogue: SHARED_STEPS,
  steps: {
    StartPath: { next: 'AutoAccidentCaseWorth' },
    AutoAccidentCaseWorth: { next: 'OtherDriversVehicleType' },
    OtherDriversVehicleType: { next: 'WhenWasTheAccident' },
    WhenWasTheAccident: { next: 'AtFault' },
    AtFault: { next: 'WasUserInjured' },
    WasUserInjured: {
      next: [{ to: 'TypeOfMedicalTreatment', when: 'injured' }, { to: 'PoliceReportFiled' }],
    },
    TypeOfMedicalTreatment: { next: 'PoliceReportFiled' },
    PoliceReportFiled: { next: 'HasLawyer' },
    HasLawyer: { next: 'IncidentDescription' },
    IncidentDescription: { next: 'NameAndEmail' },
    NameAndEmail: { next: 'PhoneAndZip' },
    PhoneAndZip: { submit: true },
  },
});

import { defineVariant } from '../variant-definition';
import { SHARED_STEPS } from '../steps/shared-steps';

/**
 * Variant C (/g2, /form): the accident date first, with the spec's progress table. Every visitor is asked
 * TypeOfMedicalTreatment, as the spec's table for C lists it: unlike Variant A's, it names no skip.
 */
export default defineVariant({
  id: 'c',
  title: 'Variant C',
  start: 'StartPath',
  catalogue: SHARED_STEPS,
  steps: {
    StartPath: { progress: 5, next: 'WhenWasTheAccident' },
    WhenWasTheAccident: { progress: 10, next: 'OtherDriversVehicleType' },
    OtherDriversVehicleType: { progress: 30, next: 'AtFault' },
    AtFault: { progress: 40, next: 'WasUserInjured' },
    WasUserInjured: { progress: 55, next: 'TypeOfMedicalTreatment' },
    TypeOfMedicalTreatment: { progress: 70, next: 'PoliceReportFiled' },
    PoliceReportFiled: { progress: 80, next: 'HasLawyer' },
    HasLawyer: { progress: 95, next: 'IncidentDescription' },
    IncidentDescription: { progress: 98, next: 'NameAndEmail' },
    NameAndEmail: { progress: 99, next: 'PhoneAndZip' },
    PhoneAndZip: { progress: 100, submit: true },
  },
});

import { defineVariant } from '../definition';
import { SHARED_STEPS } from '../steps/shared-steps';

/**
 * Variant B (/f, /survey/fb): name and e-mail first (SocialDropPII), so the last step asks only phone and zip.
 * The spec's progress runs 10 to 98 over the ten questions; the intro before them shows an empty bar (0).
 * As in Variant A, TypeOfMedicalTreatment is skipped when the visitor was not injured: there is no treatment of
 * an injury to ask about.
 */
export default defineVariant({
  id: 'b',
  title: 'Variant B',
  start: 'StartPath',
  catalogue: SHARED_STEPS,
  steps: {
    StartPath: { progress: 0, next: 'SocialDropPII' },
    SocialDropPII: { progress: 10, next: 'OtherDriversVehicleType' },
    OtherDriversVehicleType: { progress: 20, next: 'WhenWasTheAccident' },
    WhenWasTheAccident: { progress: 30, next: 'AtFault' },
    AtFault: { progress: 40, next: 'WasUserInjured' },
    WasUserInjured: {
      progress: 50,
      next: [{ to: 'TypeOfMedicalTreatment', when: 'injured' }, { to: 'PoliceReportFiled' }],
    },
    TypeOfMedicalTreatment: { progress: 60, next: 'PoliceReportFiled' },
    PoliceReportFiled: { progress: 70, next: 'HasLawyer' },
    HasLawyer: { progress: 80, next: 'IncidentDescription' },
    IncidentDescription: { progress: 90, next: 'PhoneAndZip' },
    PhoneAndZip: { progress: 98, submit: true },
  },
});

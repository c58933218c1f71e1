import { defineVariant } from '../variant-definition';
import { SHARED_STEPS } from '../steps/shared-steps';

/**
 * Variant B (/f, /survey/fb): name and e-mail first (SocialDropPII), so the last step asks only phone and zip.
 * The spec's progress runs 10 to 98 over the ten questions; the intro before them shows an empty bar (0).
 * Every visitor is asked TypeOfMedicalTreatment, as the spec's list for B says: unlike Variant A's, it names no
 * skip for a visitor who was not injured (whose treatment may still matter: an injury found later).
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
    WasUserInjured: { progress: 50, next: 'TypeOfMedicalTreatment' },
    TypeOfMedicalTreatment: { progress: 60, next: 'PoliceReportFiled' },
    PoliceReportFiled: { progress: 70, next: 'HasLawyer' },
    HasLawyer: { progress: 80, next: 'IncidentDescription' },
    IncidentDescription: { progress: 90, next: 'PhoneAndZip' },
    PhoneAndZip: { progress: 98, submit: true },
  },
});

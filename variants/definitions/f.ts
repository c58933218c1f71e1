import { defineVariant } from '../variant-definition';
import { SHARED_STEPS } from '../steps/shared-steps';

/**
 * Variant F (/survey/insta). A visitor whose injuries needed no treatment is asked whether they would see a
 * doctor; everyone goes on to AtFault (the spec's "otherwise go to {hash}" names no step: AtFault, settled).
 * WillingToTreat has no value in the spec's table: it shows 32, between its neighbours 25 and 40.
 */
export default defineVariant({
  id: 'f',
  title: 'Variant F',
  start: 'StartPath',
  catalogue: SHARED_STEPS,
  steps: {
    StartPath: { progress: 10, next: 'WereYouInAMotorVehicleAccident' },
    WereYouInAMotorVehicleAccident: { progress: 16, next: 'SocialDropWhenWasTheAccident' },
    SocialDropWhenWasTheAccident: {
      progress: 20,
      next: [{ to: 'DidYouRequireMedicalTreatment', do: ['estimateDateFromTimeframe'] }],
    },
    DidYouRequireMedicalTreatment: {
      progress: 25,
      next: [{ to: 'WillingToTreat', when: 'noMedicalTreatmentRequired' }, { to: 'AtFault' }],
    },
    WillingToTreat: { progress: 32, next: 'AtFault' },
    AtFault: { progress: 40, next: 'HasLawyer' },
    HasLawyer: { progress: 60, next: 'IncidentDescription' },
    IncidentDescription: { progress: 85, next: 'NameAndEmail' },
    NameAndEmail: { progress: 90, next: 'PhoneAndZip' },
    PhoneAndZip: { progress: 95, submit: true },
  },
});

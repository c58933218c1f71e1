import { defineVariant } from '../variant-definition';
import { SHARED_STEPS } from '../steps/shared-steps';

/**
 * Variant D (/yt): the accident timeframe as buttons (the date is estimated from the button). An injured visitor
 * is asked whether treatment was needed; anyone else goes straight to AtFault, which then shows 50 instead of 60,
 * as the spec's table says.
 */
export default defineVariant({
  id: 'd',
  title: 'Variant D',
  start: 'StartPath',
  catalogue: SHARED_STEPS,
  steps: {
    StartPath: { progress: 10, next: 'WereYouInAMotorVehicleAccident' },
    WereYouInAMotorVehicleAccident: { progress: 20, next: 'SocialDropWhenWasTheAccident' },
    SocialDropWhenWasTheAccident: {
      progress: 30,
      next: [{ to: 'WasUserInjured', do: ['estimateDateFromTimeframe'] }],
    },
    WasUserInjured: {
      progress: 40,
      next: [
        { to: 'DidYouRequireMedicalTreatment', when: 'injured' },
        { to: 'AtFault', progress: 50 },
      ],
    },
    DidYouRequireMedicalTreatment: { progress: 50, next: 'AtFault' },
    AtFault: { progress: 60, next: 'PoliceReportFiled' },
    PoliceReportFiled: { progress: 70, next: 'HasLawyer' },
    HasLawyer: { progress: 80, next: 'IncidentDescription' },
    IncidentDescription: { progress: 90, next: 'NameAndEmail' },
    NameAndEmail: { progress: 95, next: 'PhoneAndZip' },
    PhoneAndZip: { progress: 100, submit: true },
  },
});

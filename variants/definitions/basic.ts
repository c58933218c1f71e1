import { defineVariant } from '../variant-definition';
import { SHARED_STEPS } from '../steps/shared-steps';

/**
 * Basic flow (/survey/ig, and /survey/es in Spanish): starting sets accident_type to Car Accident; only an
 * injured visitor is asked about treatment. No progress table: the bar rises evenly.
 */
export default defineVariant({
  id: 'basic',
  title: 'Basic flow',
  start: 'StartPath',
  catalogue: SHARED_STEPS,
  steps: {
    StartPath: { next: [{ to: 'WhenWasTheAccident', do: ['setCarAccident'] }] },
    WhenWasTheAccident: { next: 'AtFault' },
    AtFault: { next: 'WasUserInjured' },
    WasUserInjured: {
      next: [{ to: 'DidYouReceiveMedicalTreatment', when: 'injured' }, { to: 'PoliceReportFiled' }],
    },
    DidYouReceiveMedicalTreatment: { next: 'PoliceReportFiled' },
    PoliceReportFiled: { next: 'HasLawyer' },
    HasLawyer: { next: 'IncidentDescription' },
    IncidentDescription: { next: 'NameAndEmail' },
    NameAndEmail: { next: 'PhoneAndZip' },
    PhoneAndZip: { submit: true },
  },
});

import { defineVariant } from '../variant-definition';
import { SHARED_STEPS } from '../steps/shared-steps';

/**
 * Short variant surveySlV2 (/survey-sl): name and e-mail first, then the type of accident, with the spec's
 * progress table. The table gives the intro no value ('-'): it shows an empty bar (0).
 */
export default defineVariant({
  id: 'short',
  title: 'Short variant (surveySlV2)',
  start: 'StartPath',
  catalogue: SHARED_STEPS,
  steps: {
    StartPath: { progress: 0, next: 'NameAndEmail' },
    NameAndEmail: { progress: 12, next: 'TypeOfAccident' },
    TypeOfAccident: { progress: 25, next: 'WhenWasTheAccident' },
    WhenWasTheAccident: { progress: 36, next: 'WasUserInjured' },
    WasUserInjured: { progress: 45, next: 'PoliceReportFiled' },
    PoliceReportFiled: { progress: 68, next: 'AtFault' },
    AtFault: { progress: 72, next: 'HasLawyer' },
    HasLawyer: { progress: 87, next: 'IncidentDescription' },
    IncidentDescription: { progress: 95, next: 'PhoneAndZip' },
    PhoneAndZip: { progress: 98, submit: true },
  },
});

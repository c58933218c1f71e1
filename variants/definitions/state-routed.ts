import { defineVariant } from '../variant-definition';
import { SHARED_STEPS } from '../steps/shared-steps';

/**
 * State-routed variant (/survey-sd/v3, /survey-sd/v3b, /survey-sd/v4): the spec gives no step list, only the
 * special handling of its leads (applied by the lead rules, from the route's routing-state list). It asks the
 * basic flow's questions plus WillingToTreat for a recent, untreated injury: what the special handling reads
 * (state, date, injuries, fault) and nothing more. No progress table: the bar rises evenly. Its post leaves out
 * lawyer_redirect_reason (the spec's call table): the partner takes the lead in its own format, which has no such
 * field, and this variant never opens the partner offer, the reason's only other reader.
 */
export default defineVariant({
  id: 'state-routed',
  title: 'State-routed variant',
  start: 'StartPath',
  catalogue: SHARED_STEPS,
  partnerOffer: 'never',
  omittedFields: ['lawyer_redirect_reason'],
  steps: {
    StartPath: { next: 'WhenWasTheAccident' },
    WhenWasTheAccident: { next: 'AtFault' },
    AtFault: { next: 'WasUserInjured' },
    WasUserInjured: {
      next: [{ to: 'DidYouReceiveMedicalTreatment', when: 'injured' }, { to: 'PoliceReportFiled' }],
    },
    DidYouReceiveMedicalTreatment: {
      next: [{ to: 'WillingToTreat', when: 'untreatedWithin14Days' }, { to: 'PoliceReportFiled' }],
    },
    WillingToTreat: { next: 'PoliceReportFiled' },
    PoliceReportFiled: { next: 'HasLawyer' },
    HasLawyer: { next: 'IncidentDescription' },
    IncidentDescription: { next: 'NameAndEmail' },
    NameAndEmail: { next: 'PhoneAndZip' },
    PhoneAndZip: { submit: true },
  },
});

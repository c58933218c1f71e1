import { defineVariant } from '../variant-definition';
import { SHARED_STEPS } from '../steps/shared-steps';

/**
 * v4nvrz (/survey/v4nv-rz): the shorter v4nv flow of the spec's step list, without intro, police report or
 * funding questions; it ends with AllPii on pages carrying the combined-last-step marker, else NameAndEmail then
 * PhoneAndZip. A prior alcohol-related offense moves the lead to offer 136, affiliate 1: no step asks it, so it
 * comes from the landing query (prior_alcohol_related_offense=yes). No progress table: the bar rises evenly.
 */
export default defineVariant({
  id: 'v4nv-rz',
  title: 'Survey v4nvrz',
  start: 'WhenWasTheAccident',
  catalogue: SHARED_STEPS,
  offerRules: [{ field: 'prior_alcohol_related_offense', oid: '136', affid: '1' }],
  steps: {
    WhenWasTheAccident: { next: 'AtFault' },
    AtFault: { next: 'WasUserInjured' },
    WasUserInjured: {
      next: [{ to: 'DidYouReceiveMedicalTreatment', when: 'injured' }, { to: 'HasLawyer' }],
    },
    DidYouReceiveMedicalTreatment: {
      next: [{ to: 'WillingToTreat', when: 'untreatedWithin14Days' }, { to: 'HasLawyer' }],
    },
    WillingToTreat: { next: 'HasLawyer' },
    HasLawyer: { next: 'IncidentDescription' },
    IncidentDescription: { next: [{ to: 'AllPii', when: 'combinedLastStep' }, { to: 'NameAndEmail' }] },
    NameAndEmail: { next: 'PhoneAndZip' },
    PhoneAndZip: { submit: true },
    AllPii: { submit: true },
  },
});

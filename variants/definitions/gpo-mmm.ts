import { defineVariant } from '../variant-definition';
import { SHARED_STEPS } from '../steps/shared-steps';

/**
 * GPO and MMM flow (/gpo, /mmm): the lead goes to the lead ingestion service (/ingest). The overlay shows while
 * the last step posts; then the funnel's own ThankYouStep replaces it, whatever the post's outcome, and no
 * thank-you page is opened. No progress table: the bar rises evenly, reaching 100 at ThankYouStep.
 */
export default defineVariant({
  id: 'gpo-mmm',
  title: 'GPO and MMM flow',
  start: 'StartPath',
  catalogue: SHARED_STEPS,
  delivery: 'ingest',
  steps: {
    StartPath: { next: 'WhenWasTheAccident' },
    WhenWasTheAccident: { next: 'AtFault' },
    AtFault: { next: 'HasLawyer' },
    HasLawyer: { next: 'DidYouReceiveMedicalTreatment' },
    DidYouReceiveMedicalTreatment: { next: 'NameAndEmail' },
    NameAndEmail: { next: 'PhoneAndZip' },
    PhoneAndZip: { submit: true, next: 'ThankYouStep' },
    ThankYouStep: { final: true },
  },
});

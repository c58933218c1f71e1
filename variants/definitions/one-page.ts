import { defineVariant } from '../variant-definition';
import { ONE_PAGE_STEPS } from '../steps/one-page-steps';

/**
 * One-page survey (/survey/one-page): every question of the spec's one-page rules on one screen, a form of field
 * groups. The year alone is asked, so the incident date is stored as yyyy-01-01. A disqualified lead is shown the
 * Disqualified screen once it is posted; a qualified one goes to the thank-you page.
 */
export default defineVariant({
  id: 'one-page',
  title: 'One-page survey',
  start: 'OnePageSurvey',
  catalogue: ONE_PAGE_STEPS,
  steps: {
    OnePageSurvey: { submit: true, next: 'Disqualified', nextOnlyWhen: 'disqualified' },
    Disqualified: { final: true },
  },
});

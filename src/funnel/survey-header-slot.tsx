import { hydrateLater } from '../ui/hydrate-later';

/**
 * The survey's header (logo and click-to-call) stays the prerendered HTML while the funnel hydrates: its code is
 * not part of the survey's first load, and it hydrates once the page is idle. Until then its call link is a plain
 * `tel:` link that rings the site's number; hydrated, it shows the visitor's tracked number.
 */
export const surveyHeader = hydrateLater(
  () => import('../ui/survey-header').then((module) => module.SurveyHeader),
  'idle',
);

import { hydrateLater } from '../ui/hydrate-later';

/**
 * The survey screen's parts below the question, prerendered with the page and hydrated only when needed, so a
 * survey's first load does not carry their code: what happens next and the footer never (links and text, no
 * behaviour), the testimonials carousel once it comes into view (it turns by itself and has buttons).
 */
export const nextSteps = hydrateLater(
  () => import('./below-the-fold').then((module) => module.NextSteps),
  'never',
);

export const testimonials = hydrateLater(
  () => import('./testimonials').then((module) => module.Testimonials),
  { whenSeen: '[data-part="testimonials"]' },
);

export const surveyFooter = hydrateLater(
  () => import('./survey-footer').then((module) => module.SurveyFooter),
  'never',
);

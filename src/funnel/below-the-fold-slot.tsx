import { hydrateLater } from '../ui/hydrate-later';

/**
 * What happens next, the testimonials and the footer: prerendered with the page and never hydrated there, since
 * they have no behaviour (links and text). Their code is not part of the survey's first load; rendered afresh in
 * the browser, it loads at once.
 */
export const belowTheFold = hydrateLater(
  () => import('./below-the-fold').then((module) => module.BelowTheFold),
  'never',
);

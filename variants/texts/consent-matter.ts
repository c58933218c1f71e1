import type { Localized } from '../steps/step-catalogue';

/**
 * What an accident funnel's visitor, or the contact form's, asks about: the consent's {matter}. A module of its
 * own, so the survey's first load (SCREEN_TEXTS) takes these words and not the whole consent with them.
 */
export const ACCIDENT_MATTER: Localized = {
  en: 'about my accident claim',
  es: 'sobre mi reclamo por accidente',
};

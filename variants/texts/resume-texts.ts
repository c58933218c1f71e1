import type { Localized } from '../steps/step-catalogue';

/** The question a returning visitor is asked when this device kept a funnel they had started. */
export const RESUME_TEXTS = {
  title: { en: 'Welcome back', es: 'Bienvenido de nuevo' },
  body: {
    en: 'You started this form before. Do you want to continue where you left off, or start over?',
    es: 'Ya había empezado este formulario. ¿Quiere continuar donde lo dejó o empezar de nuevo?',
  },
  continue: { en: 'Continue where I left off', es: 'Continuar donde lo dejé' },
  startOver: { en: 'Start over', es: 'Empezar de nuevo' },
} satisfies Record<string, Localized>;

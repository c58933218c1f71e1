import { text } from '../../machines/step-kinds';

/**
 * The words of the two pages the server writes itself for a survey's form posts without JavaScript: the partner
 * offer a disqualified visitor is shown as a link (the browser opens it in a tab of its own), and the page that
 * says a posted page could not be continued.
 */
export const NATIVE_FORM_TEXTS = {
  sentTitle: text('Thank you', 'Gracias'),
  sentHeading: text('Your answers are sent', 'Sus respuestas fueron enviadas'),
  partnerIntro: text(
    'We may not be able to match you with an attorney, but one of our partners may still be able to help.',
    'Quizás no podamos ponerlo en contacto con un abogado, pero uno de nuestros socios podría ayudarle.',
  ),
  partnerLink: text(
    "See our partner's offer (opens a new tab)",
    'Ver la oferta de nuestro socio (nueva pestaña)',
  ),
  continue: text('Continue', 'Continuar'),
  outOfDateTitle: text('Page out of date', 'Página desactualizada'),
  outOfDateHeading: text('This page is out of date', 'Esta página está desactualizada'),
  outOfDate: text(
    'We could not continue from the page you sent, so please start the questions again.',
    'No pudimos continuar desde la página que envió; por favor empiece las preguntas de nuevo.',
  ),
  detailsKept: text(
    'Your contact details did reach us, and they are kept safely.',
    'Sus datos de contacto sí nos llegaron y están guardados de forma segura.',
  ),
  startAgain: text('Start again', 'Empezar de nuevo'),
};

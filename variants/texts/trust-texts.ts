import type { Flow } from './flow-texts';
import type { Localized } from '../steps/step-catalogue';

const text = (en: string, es: string): Localized => ({ en, es });

/** The words of the survey's parts below the question (loaded after the page hydrates, with those parts). */
export const TRUST_TEXTS = {
  stepsTitle: text('What happens next', 'Qué pasa después'),
  storiesTitle: text('What people say', 'Lo que dice la gente'),
  storiesNote: text(
    'Individual experiences vary. Past results do not guarantee a similar outcome.',
    'Las experiencias varían. Los resultados anteriores no garantizan un resultado similar.',
  ),
  pause: text('Pause stories', 'Pausar'),
  previous: text('Previous story', 'Anterior'),
  next: text('Next story', 'Siguiente'),
  story: text('Story', 'Testimonio'),
  of: text('of', 'de'),
  siteLinks: text('Site', 'Sitio'),
  legalLinks: text('Legal', 'Avisos legales'),
} as const;

/** The what-happens-next cards of each flow, numbered: each says only what that flow asks and what follows it. */
export const NEXT_STEPS: Record<Flow, { title: Localized; body: Localized }[]> = {
  accident: [
    {
      title: text('Tell us what happened', 'Cuéntenos qué pasó'),
      body: text(
        'Answer a few questions about the accident. It takes about a minute.',
        'Responda unas preguntas sobre el accidente. Toma un minuto.',
      ),
    },
    {
      title: text('We review your answers', 'Revisamos sus respuestas'),
      body: text(
        'Your answers are matched with participating attorneys near you.',
        'Sus respuestas se comparan con abogados participantes cerca de usted.',
      ),
    },
    {
      title: text('An attorney contacts you', 'Un abogado lo contacta'),
      body: text(
        'A licensed attorney reviews your case with you at no cost and no obligation.',
        'Un abogado con licencia revisa su caso sin costo ni compromiso.',
      ),
    },
  ],
  benefits: [
    {
      title: text('Tell us about yourself', 'Cuéntenos sobre usted'),
      body: text(
        'Answer a few questions about your age, citizenship and the benefits you receive. It takes about a minute.',
        'Responda unas preguntas sobre su edad, ciudadanía y los beneficios que recibe. Toma un minuto.',
      ),
    },
    {
      title: text('We check your eligibility', 'Revisamos si califica'),
      body: text(
        'Your answers are compared with the rules for disability benefits.',
        'Sus respuestas se comparan con las reglas de los beneficios por discapacidad.',
      ),
    },
    {
      title: text('An attorney contacts you', 'Un abogado lo contacta'),
      body: text(
        'If you may qualify, a disability attorney explains your next steps at no cost.',
        'Si puede calificar, un abogado de discapacidad le explica los próximos pasos sin costo.',
      ),
    },
  ],
  ticket: [
    {
      title: text('Tell us about your ticket', 'Cuéntenos sobre su multa'),
      body: text(
        'Answer a few questions about the ticket. It takes about a minute.',
        'Responda unas preguntas sobre la multa. Toma un minuto.',
      ),
    },
    {
      title: text('We review your answers', 'Revisamos sus respuestas'),
      body: text(
        'Your answers are matched with participating traffic attorneys in your state.',
        'Sus respuestas se comparan con abogados de tránsito participantes en su estado.',
      ),
    },
    {
      title: text('An attorney contacts you', 'Un abogado lo contacta'),
      body: text(
        'A traffic attorney tells you at no cost whether the ticket can be fought.',
        'Un abogado de tránsito le dice sin costo si se puede impugnar la multa.',
      ),
    },
  ],
};

/**
 * The testimonials carousel's stories, per flow. Sample copy until the business supplies real, consented
 * testimonials: about the service, never about money recovered.
 */
export const STORIES: Record<Flow, { quote: Localized; name: string }[]> = {
  accident: [
    {
      quote: text(
        'The questions took me two minutes, and an attorney called me back the same day.',
        'Las preguntas me tomaron dos minutos y un abogado me llamó el mismo día.',
      ),
      name: 'Maria L., Texas',
    },
    {
      quote: text(
        'I did not know where to start after my crash. This made the first step easy.',
        'No sabía por dónde empezar después del choque. Esto facilitó el primer paso.',
      ),
      name: 'James R., Ohio',
    },
    {
      quote: text(
        'No pressure at all. The attorney explained my options in plain words.',
        'Nada de presión. El abogado me explicó mis opciones con palabras sencillas.',
      ),
      name: 'Angela T., Florida',
    },
  ],
  benefits: [
    {
      quote: text(
        'I had no idea whether I could apply. The questions took a minute and someone called me back.',
        'No sabía si podía solicitarlos. Las preguntas tomaron un minuto y alguien me llamó.',
      ),
      name: 'Denise W., Georgia',
    },
    {
      quote: text(
        'The attorney explained the paperwork in plain words.',
        'El abogado me explicó los trámites con palabras sencillas.',
      ),
      name: 'Robert K., Michigan',
    },
  ],
  ticket: [
    {
      quote: text(
        'I thought I just had to pay the ticket. An attorney told me my options the next day.',
        'Pensé que solo tenía que pagar la multa. Un abogado me explicó mis opciones al día siguiente.',
      ),
      name: 'Carlos M., Arizona',
    },
    {
      quote: text(
        'Quick questions, and no pressure on the call.',
        'Preguntas rápidas y nada de presión en la llamada.',
      ),
      name: 'Tina B., Virginia',
    },
  ],
};

/**
 * The survey footer's links: the site's main pages and its legal pages (the marketing site's own lists live in
 * site/content/navigation.ts, which the survey may not import).
 */
export const SURVEY_FOOTER_LINKS: {
  /** `accidentPages`: a guide to car accidents, listed only in the accident funnels' footer. */
  nav: { href: string; label: Localized; accidentPages?: true }[];
  legal: { href: string; label: Localized }[];
} = {
  nav: [
    {
      href: '/car-accident-lawsuits/',
      label: text('Car Accident Lawsuits', 'Demandas por accidentes de auto'),
      accidentPages: true,
    },
    {
      href: '/car-accident-laws/',
      label: text('Car Accident Laws', 'Leyes de accidentes de auto'),
      accidentPages: true,
    },
    { href: '/video-gallery/', label: text('Video Gallery', 'Videos') },
    { href: '/about-us/', label: text('About', 'Quiénes somos') },
    { href: '/contact/', label: text('Contact', 'Contacto') },
  ],
  legal: [
    { href: '/sponsors/', label: text('Sponsors', 'Patrocinadores') },
    { href: '/privacy-policy/', label: text('Privacy Policy', 'Política de privacidad') },
    {
      href: '/privacy-policy/#california-resident',
      label: text('California Residents', 'Residentes de California'),
    },
    { href: '/terms-of-use/', label: text('Terms of Use', 'Términos de uso') },
    {
      href: '/do-not-sell-my-information/',
      label: text('Do Not Sell My Information', 'No vender mi información'),
    },
    { href: '/revoke-consent/', label: text('Revoke Consent', 'Revocar consentimiento') },
  ],
};

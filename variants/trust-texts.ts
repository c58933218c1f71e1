import type { Localized } from './step-catalogue';

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
} as const;

/** The what-happens-next cards, numbered. */
export const NEXT_STEPS: { title: Localized; body: Localized }[] = [
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
];

/**
 * The testimonials carousel's stories. Sample copy until the business supplies real, consented testimonials:
 * about the service, never about money recovered.
 */
export const STORIES: { quote: Localized; name: string }[] = [
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
];

/**
 * The survey footer's links: the site's main pages and its legal pages (the marketing site's own lists live in
 * site/content/navigation.ts, which the survey may not import).
 */
export const SURVEY_FOOTER_LINKS: {
  nav: { href: string; label: Localized }[];
  legal: { href: string; label: Localized }[];
} = {
  nav: [
    {
      href: '/car-accident-lawsuits/',
      label: text('Car Accident Lawsuits', 'Demandas por accidentes de auto'),
    },
    { href: '/car-accident-laws/', label: text('Car Accident Laws', 'Leyes de accidentes de auto') },
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
  ],
};

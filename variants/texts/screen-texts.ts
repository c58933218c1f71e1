import { ACCIDENT_MATTER } from './consent-matter';
import type { Localized } from '../steps/step-catalogue';

const text = (en: string, es: string): Localized => ({ en, es });

/** The survey screen's words around the question (spec section 2, "Survey screen" and "Themed variants"). */
export const SCREEN_TEXTS = {
  // No running time: the one-page survey says it takes about two minutes, the step funnels about a minute.
  promise: text('Free case review · No obligation', 'Revisión gratuita · Sin compromiso'),
  tagline: text('Free accident case review', 'Revisión gratuita de su caso'),
  extraHeader: text(
    'Hurt in a car accident? See if you qualify for a free case review.',
    '¿Lesionado en un accidente de auto? Vea si califica para una revisión gratuita.',
  ),
  matchHeader: text(
    'Answer a few questions and we will match you with a local attorney.',
    'Responda unas preguntas y lo conectaremos con un abogado local.',
  ),
  socialProof: text(
    'Accident victims in all 50 states use this free review every day.',
    'Víctimas de accidentes en los 50 estados usan esta revisión gratuita cada día.',
  ),
  firstQuestionLead: text('Let’s start:', 'Empecemos:'),
  firstQuestion: text(
    'Let’s see if you qualify. When was your accident?',
    'Veamos si califica. ¿Cuándo fue su accidente?',
  ),
  lastStep: text(
    'Almost done! Where should your attorney call you?',
    '¡Casi listo! ¿Dónde debe llamarlo su abogado?',
  ),
  timeframe: text('Or pick a time frame', 'O elija un período'),
  orExact: text('Or choose the month and year', 'O elija el mes y el año'),
  meterTitle: text('Estimated case value', 'Valor estimado del caso'),
  meterNote: text(
    'An estimate from your answers, not a promise of any outcome.',
    'Una estimación según sus respuestas, no una promesa de resultado.',
  ),
  readConsent: text('Read the full consent', 'Leer el consentimiento completo'),
  consentShort: text(
    'By clicking "{button}", I agree that {site} and its partner law firms may call and text me at this number, including by autodialer and prerecorded or AI voice. Consent is not required to buy anything.',
    'Al hacer clic en "{button}", acepto que {site} y sus bufetes asociados me llamen y envíen mensajes a este número, incluso con marcador automático y voz pregrabada o de IA. No es requisito de compra.',
  ),
  submitting: text('Finding the right attorney for you…', 'Buscando el abogado adecuado para usted…'),
  submittingDetail: text(
    'This only takes a moment. Please keep this page open.',
    'Solo toma un momento. Por favor mantenga esta página abierta.',
  ),
  consentMatter: ACCIDENT_MATTER,
  progressSteps: text('Your progress', 'Su progreso'),
  completed: text('completed', 'completado'),
  current: text('current step', 'paso actual'),
} as const;

/**
 * The time-frame buttons a date step offers with show-accident-timeframe, stored as accident_date_button with the
 * spec's values (the date is estimated from the button, as where the spec asks a time frame).
 */
export const TIMEFRAMES: { answer: string; label: Localized }[] = [
  { answer: 'Within 1 Week', label: text('Within the last week', 'En la última semana') },
  { answer: 'Within 1 Month', label: text('Within the last month', 'En el último mes') },
  { answer: 'Within 6 Months', label: text('Within 6 months', 'En los últimos 6 meses') },
  { answer: 'Within 1 Year', label: text('Within 1 year', 'En el último año') },
  { answer: 'Within 2 Years', label: text('Within 2 years', 'En los últimos 2 años') },
  { answer: 'Over 2 Years', label: text('Over 2 years ago', 'Hace más de 2 años') },
];

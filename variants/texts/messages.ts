import type { FieldError } from '../../guards/field-rules';
import type { Localized } from '../steps/step-catalogue';

/** What the visitor reads next to a refused field. */
export const FIELD_ERROR_MESSAGES: Record<FieldError, Localized> = {
  required: { en: 'Please fill in this field.', es: 'Por favor complete este campo.' },
  name: { en: 'Please enter your real name.', es: 'Por favor escriba su nombre real.' },
  email: {
    en: 'Please enter a valid email address.',
    es: 'Por favor escriba un correo electrónico válido.',
  },
  phone: {
    en: 'Please enter a valid 10-digit US phone number.',
    es: 'Por favor escriba un número de teléfono de EE. UU. válido de 10 dígitos.',
  },
  zip: { en: 'Please enter a 5-digit zip code.', es: 'Por favor escriba un código postal de 5 dígitos.' },
  'description-short': {
    en: 'Please write at least 20 characters.',
    es: 'Por favor escriba al menos 20 caracteres.',
  },
  'date-of-birth': {
    en: 'Please enter a valid date of birth (you must be 18 or older).',
    es: 'Por favor escriba una fecha de nacimiento válida (debe tener 18 años o más).',
  },
  'date-future': { en: 'That date is in the future.', es: 'Esa fecha está en el futuro.' },
  'too-long': { en: 'Please shorten this answer.', es: 'Por favor acorte esta respuesta.' },
  date: { en: 'Please enter a valid date.', es: 'Por favor escriba una fecha válida.' },
  choice: { en: 'Please choose one of the options.', es: 'Por favor elija una de las opciones.' },
  // The one message the spec shows as the phone check gives it.
  'phone-rejected': {
    en: 'Invalid/nonexistent phone number or country specified is not possible.',
    es: 'El número de teléfono no es válido o no existe.',
  },
  'email-rejected': {
    en: 'We could not verify this email address. Please use another one.',
    es: 'No pudimos verificar este correo electrónico. Por favor use otro.',
  },
  'zip-unknown': {
    en: 'We could not find this zip code. Please check it.',
    es: 'No encontramos este código postal. Por favor revíselo.',
  },
};

/** A form step's messages: the fields' own, and its words rule's. */
export const FORM_ERROR_MESSAGES: Record<FieldError | 'words', Localized> = {
  ...FIELD_ERROR_MESSAGES,
  words: { en: 'Please use at least 4 words.', es: 'Por favor use al menos 4 palabras.' },
};

/** Texts of the survey screen around the steps. */
export const SURVEY_TEXTS = {
  back: { en: 'Back', es: 'Atrás' },
  progress: { en: 'Survey progress', es: 'Progreso de la encuesta' },
  month: { en: 'Month', es: 'Mes' },
  year: { en: 'Year', es: 'Año' },
  chooseMonth: { en: 'Select', es: 'Elegir' },
  chooseYear: { en: 'Select', es: 'Elegir' },
  choose: { en: 'Select', es: 'Elegir' },
  formInvalid: {
    en: 'Some answers need another look: please check the fields marked in red.',
    es: 'Algunas respuestas necesitan revisión: por favor revise los campos marcados en rojo.',
  },
  characters: { en: 'characters', es: 'caracteres' },
  words: { en: 'words', es: 'palabras' },
  character: { en: 'character', es: 'carácter' },
  word: { en: 'word', es: 'palabra' },
  secure: {
    en: 'Your information is secure and never sold without your consent.',
    es: 'Su información está segura y nunca se vende sin su consentimiento.',
  },
  postFailed: {
    en: 'We could not send your answers. Please check your connection and try again.',
    es: 'No pudimos enviar sus respuestas. Revise su conexión e intente de nuevo.',
  },
  // In a step's place when its code could not load (src/funnel/step-unavailable-notice.tsx).
  stepUnavailableTitle: { en: 'The connection dropped', es: 'Se perdió la conexión' },
  stepUnavailable: {
    en: 'Your answers are saved. The next question will appear as soon as you are back online.',
    es: 'Sus respuestas están guardadas. La siguiente pregunta aparecerá en cuanto vuelva a tener conexión.',
  },
  tryAgain: { en: 'Try again', es: 'Intentar de nuevo' },
  trying: { en: 'Trying…', es: 'Intentando…' },
  notALawFirm: {
    en: 'This website is not a law firm and does not give legal advice. It is an advertising service that connects people with participating attorneys.',
    es: 'Este sitio web no es un bufete de abogados y no da asesoría legal. Es un servicio de publicidad que pone en contacto a las personas con abogados participantes.',
  },
  privacy: { en: 'Privacy Policy', es: 'Política de privacidad' },
  revokeConsent: { en: 'Revoke Consent', es: 'Revocar consentimiento' },
  terms: { en: 'Terms of Use', es: 'Términos de uso' },
  callUs: { en: 'Call us', es: 'Llámenos' },
} satisfies Record<string, Localized>;

export const MONTH_NAMES: Localized[] = [
  { en: 'January', es: 'enero' },
  { en: 'February', es: 'febrero' },
  { en: 'March', es: 'marzo' },
  { en: 'April', es: 'abril' },
  { en: 'May', es: 'mayo' },
  { en: 'June', es: 'junio' },
  { en: 'July', es: 'julio' },
  { en: 'August', es: 'agosto' },
  { en: 'September', es: 'septiembre' },
  { en: 'October', es: 'octubre' },
  { en: 'November', es: 'noviembre' },
  { en: 'December', es: 'diciembre' },
];

/** The description's counter, "1 character · 1 word" or "20 characters · 4 words", in both languages. */
export function descriptionCount(characters: number, words: number): Localized {
  const { character, characters: manyCharacters, word, words: manyWords } = SURVEY_TEXTS;
  const say = (language: 'en' | 'es') => {
    const name = (count: number, one: Localized, many: Localized) =>
      `${count} ${(count === 1 ? one : many)[language] ?? (count === 1 ? one : many).en}`;
    return `${name(characters, character, manyCharacters)} · ${name(words, word, manyWords)}`;
  };
  return { en: say('en'), es: say('es') };
}

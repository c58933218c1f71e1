import type { FieldError } from '../guards/field-rules';
import type { Localized } from './step-catalogue';

/** What the visitor reads next to a refused field. */
export const FIELD_ERROR_MESSAGES: Record<FieldError, Localized> = {
  required: { en: 'Please fill in this field.' },
  name: { en: 'Please enter your real name.' },
  email: { en: 'Please enter a valid email address.' },
  phone: { en: 'Please enter a valid 10-digit US phone number.' },
  zip: { en: 'Please enter a 5-digit zip code.' },
  'description-short': { en: 'Please write at least 20 characters.' },
  'date-of-birth': { en: 'Please enter a valid date of birth (you must be 18 or older).' },
  'date-future': { en: 'That date is in the future.' },
  // The one message the spec shows as the phone check gives it.
  'phone-rejected': { en: 'Invalid/nonexistent phone number or country specified is not possible.' },
  'email-rejected': { en: 'We could not verify this email address. Please use another one.' },
  'zip-unknown': { en: 'We could not find this zip code. Please check it.' },
};

/** Texts of the survey screen around the steps. */
export const SURVEY_TEXTS = {
  back: { en: 'Back' },
  progress: { en: 'Survey progress' },
  month: { en: 'Month' },
  year: { en: 'Year' },
  chooseMonth: { en: 'Select' },
  chooseYear: { en: 'Select' },
  characters: { en: 'characters' },
  words: { en: 'words' },
  secure: { en: 'Your information is secure and never sold without your consent.' },
  submitting: { en: 'Finding the right attorney for you…' },
  submittingDetail: { en: 'This only takes a moment. Please keep this page open.' },
  notALawFirm: {
    en: 'This website is not a law firm and does not give legal advice. It is an advertising service that connects people with participating attorneys.',
  },
  privacy: { en: 'Privacy Policy' },
  terms: { en: 'Terms of Use' },
} satisfies Record<string, Localized>;

export const MONTH_NAMES: Localized[] = [
  { en: 'January' },
  { en: 'February' },
  { en: 'March' },
  { en: 'April' },
  { en: 'May' },
  { en: 'June' },
  { en: 'July' },
  { en: 'August' },
  { en: 'September' },
  { en: 'October' },
  { en: 'November' },
  { en: 'December' },
];

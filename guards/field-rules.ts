import { isIsoDate, monthsBetween } from './dates';
import { isEmailAddress } from './email-address';
import { MIN_DESCRIPTION_CHARACTERS } from './text-filters';

/** Why a field's value is refused, or null when it is fine. The browser shows a message for each code. */
export type FieldError =
  | 'required'
  | 'name'
  | 'email'
  | 'phone'
  | 'zip'
  | 'description-short'
  | 'date-of-birth'
  | 'date-future'
  /** Longer than the field's limit in the lead-field catalogue. */
  | 'too-long'
  | 'date'
  | 'choice'
  /** The server's checks: the phone check refused the number, the e-mail check the address, no place has the zip. */
  | 'phone-rejected'
  | 'email-rejected'
  | 'zip-unknown';

const NAME = /^[\p{L}][\p{L}' .-]*$/u;

export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** (###) ###-#### as the visitor types. */
export function maskPhone(value: string): string {
  const digits = phoneDigits(value).slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length < 4) return `(${digits}`;
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** A North American number: ten digits, area code and exchange not starting with 0 or 1. */
export function isPlausiblePhone(value: string): boolean {
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(phoneDigits(value));
}

export function checkName(value: string): FieldError | null {
  const trimmed = value.trim();
  return trimmed.length >= 2 && trimmed.length <= 100 && NAME.test(trimmed) ? null : 'name';
}

export function checkEmail(value: string): FieldError | null {
  return isEmailAddress(value) ? null : 'email';
}

export function checkPhone(value: string): FieldError | null {
  return isPlausiblePhone(value) ? null : 'phone';
}

export function checkZip(value: string): FieldError | null {
  return /^\d{5}$/.test(value.trim()) ? null : 'zip';
}

export function checkDescription(value: string): FieldError | null {
  return value.trim().length >= MIN_DESCRIPTION_CHARACTERS ? null : 'description-short';
}

/** A date of birth: a real date, at least 18 and at most 110 years before today. */
export function checkDateOfBirth(value: string, today: string): FieldError | null {
  if (!isIsoDate(value)) return 'date-of-birth';
  const months = monthsBetween(value, today);
  return months >= 18 * 12 && months <= 110 * 12 ? null : 'date-of-birth';
}

/** The rules a step's field can name (the step catalogue's `rules`). */
export type FieldRule = 'required' | 'name' | 'email' | 'phone' | 'zip' | 'description' | 'date-of-birth';

/** One named rule applied to a value: the one switch the survey's fields and forms share. */
export function checkFieldRule(rule: FieldRule, value: string, today: string): FieldError | null {
  switch (rule) {
    case 'required':
      return value.trim() === '' ? 'required' : null;
    case 'name':
      return checkName(value);
    case 'email':
      return checkEmail(value);
    case 'phone':
      return checkPhone(value);
    case 'zip':
      return checkZip(value);
    case 'description':
      return checkDescription(value);
    case 'date-of-birth':
      return checkDateOfBirth(value, today);
  }
}

import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * One person, one identity: the form of an e-mail address and of a phone number that every match compares
 * (Do-Not-Sell suppression, erasure, duplicates, the console's search), so that the same person typed ten ways
 * is found as one. The values stay stored as typed for display; only the matching uses these.
 *
 * - E-mail: trimmed, Unicode-normalised to NFC (a precomposed í and an i with a combining accent are one
 *   letter) and case-folded. JavaScript has no case-fold of its own; upper- then lower-casing is full case folding
 *   for the letters addresses use (ß becomes ss, Σ and ς both become σ), and NFC once more puts back together
 *   what the case mapping took apart.
 * - Phone: E.164 (+17135550122) by libphonenumber-js, a number without a country code read as a US one;
 *   empty when it is not a possible number.
 *
 * Both are empty when there is nothing to match on, so an empty identity never matches another empty one.
 */
export interface Identity {
  email: string;
  phone: string;
}

/** The country of a phone written without a country code: the product serves the United States. */
const DEFAULT_COUNTRY = 'US';

export function canonicalEmail(value: string | undefined): string {
  const trimmed = (value ?? '').trim();
  if (!trimmed) return '';
  return trimmed.normalize('NFC').toUpperCase().toLowerCase().normalize('NFC');
}

/**
 * A US number as the forms write it: ten digits, no country code, the area code not starting with 0 or 1, in
 * the usual spellings. libphonenumber-js reads every one of them as +1 and the ten digits (a possible number);
 * taken straight, it costs a lead a fortieth of what the parse did.
 */
const PLAIN_US_NUMBER = /^\(?([2-9]\d{2})\)?[ .-]?(\d{3})[ .-]?(\d{4})$/;

export function canonicalPhone(value: string | undefined): string {
  const text = (value ?? '').trim();
  const plain = PLAIN_US_NUMBER.exec(text);
  if (plain) return `+1${plain[1]}${plain[2]}${plain[3]}`;
  if (!/\d/.test(text)) return '';
  const parsed = parsePhoneNumberFromString(text, DEFAULT_COUNTRY);
  return parsed?.isPossible() ? parsed.number : '';
}

export function identityOf(contact: { email?: string; phone?: string }): Identity {
  return { email: canonicalEmail(contact.email), phone: canonicalPhone(contact.phone) };
}

/** Whether the identity names anyone at all: a match on one without either would match everyone. */
export function hasIdentity(identity: Identity): boolean {
  return identity.email !== '' || identity.phone !== '';
}

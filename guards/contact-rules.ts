import { isEmailAddress } from './email-address';

/**
 * The contact form's rules (spec section 5), shared by the form in the browser and the /ingest contract on the
 * server: every field required, an e-mail by the one e-mail rule, the phone exactly as the mask writes it.
 */

export const ACCIDENT_TYPES = [
  'Car Accident',
  'Truck Accident',
  'Bicycle Accident',
  'Motorcycle Accident',
  'Pedestrian Accident',
  'Other',
] as const;

export type AccidentType = (typeof ACCIDENT_TYPES)[number];

export const CONTACT_FIELDS = [
  'typeOfAccident',
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'message',
] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/** The masked phone, (###) ###-####: 14 characters. */
export const CONTACT_PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;
export const CONTACT_PHONE_LENGTH = 14;

export function isAccidentType(value: string): value is AccidentType {
  return (ACCIDENT_TYPES as readonly string[]).includes(value);
}

/** The fields in error; an empty list means the form may be sent. */
export function invalidContactFields(values: ContactValues): ContactField[] {
  return CONTACT_FIELDS.filter((field) => {
    const value = values[field];
    if (value.trim() === '') return true;
    if (field === 'typeOfAccident') return !isAccidentType(value);
    if (field === 'email') return !isEmailAddress(value);
    if (field === 'phoneNumber')
      return value.length !== CONTACT_PHONE_LENGTH || !CONTACT_PHONE_PATTERN.test(value);
    return false;
  });
}

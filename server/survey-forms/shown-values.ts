import { maskPhone } from '../../guards/field-rules';

/** An answer as its step shows it again (the phone as typed, masked), for a page that puts the step back. */
export function shownValues(values: Readonly<Record<string, string>>): Record<string, string> {
  return values.phone === undefined ? { ...values } : { ...values, phone: maskPhone(values.phone) };
}

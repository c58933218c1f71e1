import { isValid as mailcheckerAccepts } from 'mailchecker';
import { checkEmail } from './field-rules';

/**
 * A throwaway-mailbox address, by mailchecker's maintained list of disposable domains (which also refuses some
 * malformed addresses). The list is large: only the server loads it.
 */
export function isDisposableEmail(email: string): boolean {
  return checkEmail(email) === null && !mailcheckerAccepts(email.trim());
}

// The default import: mailchecker is CommonJS, and Node can name only its first export for an ES module.
import mailchecker from 'mailchecker';
import { isEmailAddress } from './email-address';
import { emailDomain } from './email-rules';

const disposableDomains = mailchecker.blacklist();

/**
 * A throwaway-mailbox address, by mailchecker's maintained list of disposable domains, the domain or any domain
 * above it. Only the list is used: mailchecker's own syntax check refuses addresses our rule accepts (`maría@…`),
 * and a syntax failure is not "disposable". The list is large: only the server loads it.
 */
export function isDisposableEmail(email: string): boolean {
  if (!isEmailAddress(email)) return false;
  let domain = emailDomain(email);
  for (;;) {
    if (disposableDomains.has(domain)) return true;
    const dot = domain.indexOf('.');
    if (dot < 0) return false;
    domain = domain.slice(dot + 1);
  }
}

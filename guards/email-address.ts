/**
 * The one e-mail address rule, for the browser's forms and the server's contracts alike, so a value one
 * accepts the other stores: an address as people write it. The local part is RFC 5322's dot-atom (letters,
 * digits and !#$%&'*+/=?^_`{|}~-, dots between) widened by RFC 6531 to any letter, so `maría@gmail.com` and
 * `maria!lopez@gmail.com` pass; the domain is dot-separated labels ending in a top-level domain of letters
 * (or its punycode form), so a typo such as `x@y.c0m` is caught while the visitor can still mend it.
 */

const ATOM_CHARACTER = "[\\p{L}\\p{M}\\p{N}!#$%&'*+/=?^_`{|}~-]";
const LOCAL_PART = new RegExp(`^${ATOM_CHARACTER}+(?:\\.${ATOM_CHARACTER}+)*$`, 'u');
const DOMAIN_LABEL = /^[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?$/u;
const TOP_LEVEL_DOMAIN = /^(?:[\p{L}\p{M}]{2,63}|xn--[a-z0-9-]{1,59})$/iu;

/** RFC 5321's limits: 64 characters before the @, 254 in all. */
export const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_PART_LENGTH = 64;

export function isEmailAddress(value: string): boolean {
  const email = value.trim();
  if (email.length === 0 || email.length > MAX_EMAIL_LENGTH) return false;
  const at = email.lastIndexOf('@');
  if (at < 1) return false;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  if (local.length > MAX_LOCAL_PART_LENGTH || !LOCAL_PART.test(local)) return false;
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  return TOP_LEVEL_DOMAIN.test(labels.at(-1) ?? '');
}

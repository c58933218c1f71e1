import { describe, expect, it } from 'vitest';
import { isDisposableEmail } from '../../../guards/email-classification';
import { isEmailAddress } from '../../../guards/email-address';

describe('isEmailAddress: addresses as people write them (RFC 5322 dot-atom, RFC 6531 letters)', () => {
  it.each([
    'maria.lopez@gmail.com',
    'maria!lopez@gmail.com',
    'maria&jose@gmail.com',
    "o'brien@example.ie",
    'first+tag@example.com',
    'x_y-z{1}|~^`#$%*/=?@example.co',
    'maría@gmail.com',
    'josé.núñez@correo.es',
    '用户@例子.广告',
    'user@xn--bcher-kva.example',
    'user@sub.domain-with-dash.example.org',
    ' padded@example.com ',
  ])('accepts %s', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });

  it.each([
    ['no @', 'maria.gmail.com'],
    ['nothing before the @', '@gmail.com'],
    ['no domain', 'maria@'],
    ['a domain without a dot', 'maria@localhost'],
    ['a digit in the top-level domain', 'x@y.c0m'],
    ['a one-letter top-level domain', 'x@y.c'],
    ['a space inside', 'maria lopez@gmail.com'],
    ['two dots in a row', 'maria..lopez@gmail.com'],
    ['a leading dot', '.maria@gmail.com'],
    ['a trailing dot before the @', 'maria.@gmail.com'],
    ['a comma', 'maria,lopez@gmail.com'],
    ['a domain label starting with a dash', 'maria@-gmail.com'],
    ['two @', 'maria@lopez@gmail.com'],
    ['a 65-character local part', `${'a'.repeat(65)}@example.com`],
    ['over 254 characters', `${'a'.repeat(60)}@${'b'.repeat(190)}.com`],
  ])('refuses %s', (_case, email) => {
    expect(isEmailAddress(email)).toBe(false);
  });
});

describe('isDisposableEmail: mailchecker’s list, never its syntax check', () => {
  it.each([
    ['a throwaway domain', 'someone@mailinator.com', true],
    ['a subdomain of one', 'someone@mx.yopmail.com', true],
    ['a real provider', 'someone@gmail.com', false],
    ['an address mailchecker’s syntax refuses', 'maría@gmail.com', false],
    ['an address with ! and &', 'maria!jose&co@gmail.com', false],
    ['not an address at all', 'not-an-address', false],
  ])('%s: %s → %s', (_case, email, disposable) => {
    expect(isDisposableEmail(email)).toBe(disposable);
  });
});

import { describe, expect, it } from 'vitest';
import { isDisposableEmail } from '../../../guards/email-classification';
import {
  emailCheckPassed,
  emailDomain,
  isBlockedAfter,
  normalizeEmail,
  type EmailCheckResult,
} from '../../../guards/email-rules';

const good: EmailCheckResult = {
  success: true,
  valid: true,
  disposable: false,
  fraud_score: 0,
  dns_valid: true,
};

describe('reading an e-mail check (spec section 5)', () => {
  it.each([
    ['a good address', {}, true],
    ['invalid', { valid: false }, false],
    ['disposable', { disposable: true }, false],
    ['blocked after an earlier failure', { blocked: true }, false],
    ['DNS gave no answer', { dns_valid: null }, true],
  ])('%s → passes %s', (_label, change, passes) => {
    expect(emailCheckPassed({ ...good, ...change })).toBe(passes);
  });

  it('never blocks a visitor when the check itself fails', () => {
    expect(emailCheckPassed(undefined)).toBe(true);
    expect(emailCheckPassed({ ...good, success: false, valid: false })).toBe(true);
  });

  it.each([
    [0, false],
    [1, false],
    [2, true],
    [3, true],
  ])('after %i failures the address is blocked: %s', (failures, blocked) => {
    expect(isBlockedAfter(failures)).toBe(blocked);
  });
});

describe('the embedded e-mail rules', () => {
  it.each([
    ['someone@mailinator.com', true],
    ['someone@yopmail.com', true],
    ['someone@guerrillamail.com', true],
    ['jane.doe@gmail.com', false],
    ['jane@example-law.com', false],
    ['not an address', false],
  ])('%s is disposable: %s', (email, disposable) => {
    expect(isDisposableEmail(email)).toBe(disposable);
  });

  it('reads the domain and treats case and spaces as the same address', () => {
    expect(emailDomain('Jane@Example.COM ')).toBe('example.com');
    expect(normalizeEmail('  Jane@Example.COM ')).toBe('jane@example.com');
  });
});

import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { canonicalEmail, canonicalPhone, hasIdentity, identityOf } from '../../../guards/identity';

describe('the canonical e-mail', () => {
  it.each([
    ['maria.lopez@example.com', 'maria.lopez@example.com'],
    [' maria.lopez@example.com', 'maria.lopez@example.com'],
    ['maria.lopez@example.com \t', 'maria.lopez@example.com'],
    ['Maria.Lopez@Example.COM', 'maria.lopez@example.com'],
    // Non-ASCII capitals fold too (SQLite's lower() folds ASCII only).
    ['MARÍA.DNS@EXAMPLE.COM', 'maría.dns@example.com'],
    // An i with a combining acute accent is the precomposed í.
    ['mari\u0301a@example.com', 'mar\u00eda@example.com'],
    ['STRASSE@example.de', 'strasse@example.de'],
    ['straße@example.de', 'strasse@example.de'],
    ['ΣΟΦΙΑ@example.gr', 'σοφια@example.gr'],
    ['', ''],
    ['   ', ''],
  ])('%j matches as %j', (typed, canonical) => {
    expect(canonicalEmail(typed)).toBe(canonical);
  });

  it('keeps what is not an address, so a typo still matches itself', () => {
    expect(canonicalEmail(' Not An Address ')).toBe('not an address');
  });
});

describe('the canonical phone (E.164)', () => {
  it.each([
    ['(713) 555-0122', '+17135550122'],
    ['713 555 0122', '+17135550122'],
    ['+1 (713) 555-0122', '+17135550122'],
    ['1-713-555-0122', '+17135550122'],
    ['(713)555-0122', '+17135550122'],
    ['7135550122', '+17135550122'],
    ['713.555.0122', '+17135550122'],
    ['+17135550122', '+17135550122'],
    ['+44 20 7946 0958', '+442079460958'],
    ['12345', ''],
    ['555-0122', ''],
    ['no phone', ''],
    ['', ''],
  ])('%j matches as %j', (typed, canonical) => {
    expect(canonicalPhone(typed)).toBe(canonical);
  });

  it('reads every plainly written ten-digit number as libphonenumber-js reads it', () => {
    const parsed = (text: string) => {
      const number = parsePhoneNumberFromString(text, 'US');
      return number?.isPossible() ? number.number : '';
    };
    const spellings = (a: string, b: string, c: string) => [
      `${a}${b}${c}`,
      `(${a}) ${b}-${c}`,
      `(${a})${b}-${c}`,
      `${a}-${b}-${c}`,
      `${a}.${b}.${c}`,
      `${a} ${b} ${c}`,
      `(${a}${b}${c}`,
      `${a})${b}.${c}`,
      ` ${a}-${b}${c} `,
    ];
    let compared = 0;
    // Every first digit and exchange digit, and a spread of the rest (a multiplier prime to 10^10 visits them).
    for (let step = 0; step < 4000; step++) {
      const digits = String((step * 7_919_104_729 + 2_000_000_000) % 10_000_000_000).padStart(10, '0');
      for (const text of spellings(digits.slice(0, 3), digits.slice(3, 6), digits.slice(6))) {
        expect(canonicalPhone(text), text).toBe(parsed(text));
        compared += 1;
      }
    }
    expect(compared).toBe(36_000);
  });
});

describe('an identity', () => {
  it('names someone only with an e-mail or a phone', () => {
    expect(identityOf({ email: ' A@B.co ', phone: '713 555 0122' })).toEqual({
      email: 'a@b.co',
      phone: '+17135550122',
    });
    expect(hasIdentity(identityOf({ email: ' ', phone: '123' }))).toBe(false);
    expect(hasIdentity(identityOf({ phone: '713-555-0122' }))).toBe(true);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanText, MAX_FIELD_NAME_LENGTH, normalizeFieldName } from '../../../guards/lead-normalization';

// The rules as first written, one replacement after another: the fast paths must give what they give.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const byTheRule = (text: string) => text.replace(CONTROLS, '').replace(LONE_SURROGATES, '\uFFFD');
const nameByTheRule = (name: string) =>
  byTheRule(name)
    .trim()
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .slice(0, MAX_FIELD_NAME_LENGTH);

// Any UTF-16 code units (controls, lone halves of a pair), and the plain texts most leads carry.
const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), fc.string({ maxLength: 200 }));
const plainName = fc.stringMatching(/^[A-Za-z0-9_-]{0,80}$/);

describe('cleaning a text', () => {
  it.each([
    ['plain text stays', 'Rear-ended on I-35, neck pain', 'Rear-ended on I-35, neck pain'],
    ['tabs and line breaks stay', 'line one\r\n\tline two', 'line one\r\n\tline two'],
    ['NUL, DEL and C1 controls go', 'a\u0000b\u007Fc\u0085d', 'abcd'],
    ['a whole emoji stays', 'ok 👍', 'ok 👍'],
    ['a lone half of a pair becomes the replacement character', 'x\uD83Dy', 'x\uFFFDy'],
  ])('%s', (_case, text, cleaned) => {
    expect(cleanText(text)).toBe(cleaned);
  });

  it('gives what the rule gives, for any text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(cleanText(text)).toBe(byTheRule(text));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('a field name', () => {
  it.each([
    ['a clean name stays', 'utm_source', 'utm_source'],
    ['spaces and odd characters become _', ' first name! ', 'first_name_'],
    ['a long name is cut', 'x'.repeat(70), 'x'.repeat(MAX_FIELD_NAME_LENGTH)],
    ['an empty name stays empty', '', ''],
  ])('%s', (_case, name, normalized) => {
    expect(normalizeFieldName(name)).toBe(normalized);
  });

  it('gives what the rule gives, for any name', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, plainName), (name) => {
        expect(normalizeFieldName(name)).toBe(nameByTheRule(name));
      }),
      { numRuns: 2000 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeFields, withoutFields } from '../../../guards/field-maps';

// Field names as leads carry them, and the names that behave differently on a plain object.
const fieldName = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/),
  fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', '0', '10'),
);
const fieldMap = fc.dictionary(fieldName, fc.string({ maxLength: 8 }), { maxKeys: 90 });

describe('merging field maps', () => {
  it('gives what a spread gives: the same fields, values and order, a later map winning', () => {
    fc.assert(
      fc.property(fc.array(fieldMap, { maxLength: 4 }), (maps) => {
        const merged = mergeFields(...maps);
        const spread = maps.reduce<Record<string, string>>((all, map) => ({ ...all, ...map }), {});
        expect(Object.entries(merged)).toEqual(Object.entries(spread));
        expect(JSON.stringify(merged)).toBe(JSON.stringify(spread));
      }),
      { numRuns: 500 },
    );
  });

  it('keeps a field named __proto__ as a field, never as the prototype', () => {
    const parsed = JSON.parse('{"__proto__": "polluted", "first_name": "Ana"}') as Record<string, string>;
    const merged = mergeFields(parsed, { last_name: 'Ruiz' });
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.keys(merged)).toEqual(['__proto__', 'first_name', 'last_name']);
    expect(Object.getOwnPropertyDescriptor(merged, '__proto__')?.value).toBe('polluted');
  });

  it('skips a map that is not there and never changes the maps it reads', () => {
    const first = { a: '1' };
    const merged = mergeFields(first, undefined, null, { b: '2' });
    merged.c = '3';
    expect(merged).toEqual({ a: '1', b: '2', c: '3' });
    expect(first).toEqual({ a: '1' });
  });
});

describe('a field map without some fields', () => {
  it('gives what a rest pattern gives', () => {
    fc.assert(
      fc.property(fieldMap, fc.array(fieldName, { maxLength: 5 }), (map, left) => {
        const leftOut = new Set(left);
        const rest = Object.fromEntries(Object.entries(map).filter(([field]) => !leftOut.has(field)));
        expect(Object.entries(withoutFields(map, leftOut))).toEqual(Object.entries(rest));
      }),
      { numRuns: 500 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  checkDateOfBirth,
  checkEmail,
  checkName,
  checkPhone,
  checkZip,
  maskPhone,
} from '../../../guards/field-rules';

describe('field rules', () => {
  it.each([
    ['(713) 555-0182', null],
    ['17135550182', null],
    ['713555018', 'phone'],
    ['(013) 555-0182', 'phone'],
    ['(713) 155-0182', 'phone'],
  ])('phone %s → %s', (value, error) => expect(checkPhone(value)).toBe(error));

  it.each([
    ['maria@example.com', null],
    ['maria@example', 'email'],
    ['maria example@x.com', 'email'],
  ])('email %s → %s', (value, error) => expect(checkEmail(value)).toBe(error));

  it.each([
    ['77002', null],
    ['7700', 'zip'],
    ['7700a', 'zip'],
  ])('zip %s → %s', (value, error) => expect(checkZip(value)).toBe(error));

  it.each([
    ["O'Brien", null],
    ['José-María', null],
    ['J', 'name'],
    ['R2D2', 'name'],
  ])('name %s → %s', (value, error) => expect(checkName(value)).toBe(error));

  it.each([
    ['2008-11-22', null],
    ['2008-11-23', 'date-of-birth'],
    ['1985-02-30', 'date-of-birth'],
    ['1910-01-01', 'date-of-birth'],
  ])('date of birth %s → %s (18 or older)', (value, error) =>
    expect(checkDateOfBirth(value, '2026-11-22')).toBe(error),
  );

  it.each([
    ['7', '(7'],
    ['7135', '(713) 5'],
    ['7135550182', '(713) 555-0182'],
    ['713555018299', '(713) 555-0182'],
  ])('masks %s as %s', (typed, shown) => expect(maskPhone(typed)).toBe(shown));
});

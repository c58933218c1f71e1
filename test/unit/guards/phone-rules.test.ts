import { describe, expect, it } from 'vitest';
import { classifyPhone } from '../../../guards/phone-classification';
import {
  INVALID_PHONE_MESSAGE,
  PHONE_CHECK_FAILED,
  phoneAccepted,
  readPhoneCheck,
  type PhoneCheckResult,
} from '../../../guards/phone-rules';

const good: PhoneCheckResult = {
  success: true,
  valid: true,
  fraud_score: 0,
  line_type: 'Wireless',
  active: true,
  message: 'Phone is valid.',
};

describe('reading a phone check (spec section 5)', () => {
  it.each([
    ['fraud score 85', { fraud_score: 85 }, { valid: true, active: true }],
    ['fraud score 86', { fraud_score: 86 }, { valid: false, active: true }],
    ['a toll-free line', { line_type: 'Toll Free' }, { valid: false, active: true }],
    ['a premium-rate line', { line_type: 'Premium Rate' }, { valid: false, active: true }],
    ['a landline', { line_type: 'Landline' }, { valid: true, active: true }],
    ['an inactive line', { active: false }, { valid: true, active: false }],
    ['valid false', { valid: false }, { valid: false, active: true }],
    ['the impossible-number message', { message: INVALID_PHONE_MESSAGE }, { valid: false, active: false }],
  ])('%s', (_label, change, verdict) => {
    expect(readPhoneCheck({ ...good, ...change })).toEqual(verdict);
  });

  it('counts a failed check as valid and active', () => {
    expect(readPhoneCheck(undefined)).toEqual(PHONE_CHECK_FAILED);
    expect(readPhoneCheck({ ...good, success: false, valid: false, active: false })).toEqual({
      valid: true,
      active: true,
    });
  });
});

describe('the phone-active override (v2 to v5, survey-sd v3 and v3b; v5nv is the v5 page)', () => {
  const inactive = { valid: true, active: false };
  it.each([
    ['/survey/v2', true],
    ['/survey/v3', true],
    ['/survey/v4', true],
    ['/survey/v5', true],
    ['/survey/v5nv', true],
    ['/survey-sd/v3', true],
    ['/survey-sd/v3b', true],
    ['/survey/v4nv', false],
    ['/survey-sd/v4', false],
    ['/survey/v6', false],
  ])('%s accepts an inactive number: %s', (path, accepted) => {
    expect(phoneAccepted(inactive, path)).toBe(accepted);
  });

  it('never accepts an invalid number', () => {
    expect(phoneAccepted({ valid: false, active: true }, '/survey/v2')).toBe(false);
  });
});

describe('the embedded check (libphonenumber-js full metadata)', () => {
  it.each([
    ['2125550123', true, 'Landline or Wireless'],
    ['(415) 555-2671', true, 'Landline or Wireless'],
    ['8005550123', false, 'Toll Free'],
    ['8885551234', false, 'Toll Free'],
    ['9005550123', false, 'Premium Rate'],
  ])('%s → valid %s, %s', (phone, valid, lineType) => {
    const result = classifyPhone(phone);
    expect(result).toMatchObject({ success: true, valid, line_type: lineType });
    expect(readPhoneCheck(result).valid).toBe(valid);
  });

  it.each(['1234567890', '5551234567', '212555', '6045551234'])(
    'refuses %s with the impossible-number message',
    (phone) => {
      expect(classifyPhone(phone)).toMatchObject({ valid: false, message: INVALID_PHONE_MESSAGE });
    },
  );
});

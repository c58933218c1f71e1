import { describe, expect, it } from 'vitest';
import { invalidContactFields, type ContactValues } from '../../../guards/contact-rules';

const VALID: ContactValues = {
  typeOfAccident: 'Motorcycle Accident',
  firstName: 'Rosa',
  lastName: 'Delgado',
  email: 'rosa.delgado@example.com',
  phoneNumber: '(210) 555-0143',
  message: 'A car turned left in front of me.',
};

describe('invalidContactFields', () => {
  it('accepts a complete form', () => {
    expect(invalidContactFields(VALID)).toEqual([]);
  });

  it('requires every field, the message included', () => {
    const empty = Object.fromEntries(Object.keys(VALID).map((field) => [field, '  '])) as ContactValues;
    expect(invalidContactFields(empty)).toEqual([
      'typeOfAccident',
      'firstName',
      'lastName',
      'email',
      'phoneNumber',
      'message',
    ]);
  });

  it.each([
    ['email', { email: 'rosa delgado@example.com' }],
    ['email', { email: 'rosa@example' }],
    ['email', { email: 'rosa.example.com' }],
    ['phoneNumber', { phoneNumber: '(210) 555-014' }],
    ['phoneNumber', { phoneNumber: '2105550143' }],
    ['phoneNumber', { phoneNumber: '(210) 555-01434' }],
    ['typeOfAccident', { typeOfAccident: 'Boat Accident' }],
  ])('marks %s when it is %o', (field, change) => {
    expect(invalidContactFields({ ...VALID, ...change })).toEqual([field]);
  });
});

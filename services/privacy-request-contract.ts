import { z } from 'zod';
import { CONTACT_EMAIL_PATTERN } from '../guards/contact-rules';
import { phoneDigits } from '../guards/field-rules';

/**
 * The contract of `POST /api/privacy-requests`: a "do not sell my information" request. Name and e-mail find the
 * visitor's records; phone, state and details help when they are given.
 */
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const required = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'Required' : 'Must be text') })
    .trim()
    .min(1, 'Required')
    .max(max, `At most ${max} characters`);

export const privacyRequestBodySchema = z.strictObject({
  first_name: required(100),
  last_name: required(100),
  email: required(254).refine((value) => CONTACT_EMAIL_PATTERN.test(value), 'Must be a valid e-mail address'),
  phone: text(30)
    .transform(phoneDigits)
    .refine((digits) => digits === '' || /^\d{10}$/.test(digits), 'Must have 10 digits')
    .default(''),
  state: text(40).default(''),
  details: text(2000).default(''),
});

export type PrivacyRequestBody = z.output<typeof privacyRequestBodySchema>;

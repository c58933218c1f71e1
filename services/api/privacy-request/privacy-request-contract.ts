import { z } from 'zod';
import { isEmailAddress } from '../../../guards/email-address';
import { phoneDigits } from '../../../guards/field-rules';
import { hasControlCharacters } from '../../../guards/lead-normalization';
import { privacyRequestCall } from './privacy-request-call';
import { defineContract } from '../contract';

/**
 * The contract of `POST /api/privacy-requests`: a "do not sell my information" request. Name and e-mail find the
 * visitor's records; phone, state and details help when they are given.
 */
// Not a lead: a request with a control character in it is refused, naming the field, rather than stored altered.
const withoutControls = (schema: z.ZodString) =>
  schema.refine((value) => !hasControlCharacters(value), 'Must not contain control characters');
const text = (max: number) => withoutControls(z.string().trim().max(max, `At most ${max} characters`));
const required = (max: number) =>
  withoutControls(
    z
      .string({ error: (issue) => (issue.input === undefined ? 'Required' : 'Must be text') })
      .trim()
      .min(1, 'Required')
      .max(max, `At most ${max} characters`),
  );

export const privacyRequestBodySchema = z.strictObject({
  first_name: required(100),
  last_name: required(100),
  email: required(254).refine(isEmailAddress, 'Must be a valid e-mail address'),
  phone: text(30)
    .transform(phoneDigits)
    .refine((digits) => digits === '' || /^\d{10}$/.test(digits), 'Must have 10 digits')
    .default(''),
  state: text(40).default(''),
  details: text(2000).default(''),
});

export type PrivacyRequestBody = z.output<typeof privacyRequestBodySchema>;

/** The request as the form sends it: every field, empty when not given. */
export type PrivacyRequestFields = Required<z.input<typeof privacyRequestBodySchema>>;

export const privacyRequestAnswerSchema = z.object({ id: z.string() });
export type PrivacyRequestAnswer = z.infer<typeof privacyRequestAnswerSchema>;

export const privacyRequestContract = defineContract(privacyRequestCall, {
  summary: 'File a "do not sell my information" request',
  request: privacyRequestBodySchema,
  answer: privacyRequestAnswerSchema,
  status: 202,
});

import { z } from 'zod';
import { CONTACT_EMAIL_PATTERN, isAccidentType } from '../guards/contact-rules';
import { phoneDigits } from '../guards/field-rules';
import { flatFields, MAX_FIELD_LENGTH } from './lead-contract';

/**
 * The contract of `POST /ingest`: contact-form leads (and the GPO and MMM flows), a flat object of strings like
 * the survey's lead. What identifies a lead is checked, e-mail and phone; the rest are sanity bounds. The phone
 * is stored as its ten digits whatever mask it arrived in.
 */
const requiredText = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'Required' : 'Must be text') })
    .trim()
    .min(1, 'Required')
    .max(max, `At most ${max} characters`);

const ingestFields = z
  .object({
    lead_id: z
      .uuid('Must be a UUID')
      .transform((id) => id.toLowerCase())
      .optional(),
    email: requiredText(254).refine(
      (value) => CONTACT_EMAIL_PATTERN.test(value),
      'Must be a valid e-mail address',
    ),
    phone: requiredText(30)
      .transform(phoneDigits)
      .refine((digits) => /^\d{10}$/.test(digits), 'Must have 10 digits'),
    type_of_accident: z
      .string()
      .refine((value) => value === '' || isAccidentType(value), 'Must be one of the accident types')
      .optional(),
    first_name: z.string().trim().max(100, 'At most 100 characters').optional(),
    last_name: z.string().trim().max(100, 'At most 100 characters').optional(),
    message: z.string().trim().max(5000, 'At most 5000 characters').optional(),
  })
  .catchall(z.string().max(MAX_FIELD_LENGTH, `At most ${MAX_FIELD_LENGTH} characters`));

export const ingestBodySchema = flatFields.pipe(ingestFields);

export type IngestBody = z.output<typeof ingestBodySchema>;

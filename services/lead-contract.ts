import { z } from 'zod';
import { isIsoDate } from '../guards/dates';

/**
 * The contract of `POST /post-lead`: the spec's lead field map as a flat object of strings, plus `lead_id`, the
 * idempotency key. The browser checks its payload with this before sending and the server checks it again on
 * arrival. Every rule is a sanity bound, not a business rule: the funnel's own validation decides what a visitor
 * may enter, and an odd but harmless value must never cost a lead.
 */

export const MAX_LEAD_FIELDS = 300;
export const MAX_FIELD_LENGTH = 1000;
export const FIELD_NAME_PATTERN = /^[A-Za-z0-9_]{1,64}$/;

// Browsers and older funnels send numbers and booleans for some fields, and null for unset ones; they are
// stored as text like everything else.
const scalarValue = z
  .union([z.string(), z.number(), z.boolean(), z.null()], { error: 'Must be text, a number or true/false' })
  .transform((value) => (value === null ? '' : String(value)));

const fieldName = z
  .string()
  .regex(FIELD_NAME_PATTERN, 'Field names are 1 to 64 letters, digits or underscores');

export const flatFields = z
  .record(fieldName, scalarValue)
  .refine((fields) => Object.keys(fields).length <= MAX_LEAD_FIELDS, `At most ${MAX_LEAD_FIELDS} fields`);

const DIGITS_ONLY = /\D/g;

/** A text field that may be absent or empty, and otherwise must pass `rule`. */
function optionalField(max: number, rule?: { test: (value: string) => boolean; message: string }) {
  const bounded = z.string().max(max, `At most ${max} characters`);
  const checked = rule ? bounded.refine((value) => value === '' || rule.test(value), rule.message) : bounded;
  return checked.optional();
}

function inRange(value: string, pattern: RegExp, min: number, max: number): boolean {
  return pattern.test(value) && Number(value) >= min && Number(value) <= max;
}

const leadFields = z
  .object({
    lead_id: z
      .uuid({ error: (issue) => (issue.input === undefined ? 'Required' : 'Must be a UUID') })
      // UUIDs are case-insensitive; one spelling keeps the idempotency key from splitting one lead in two.
      .transform((id) => id.toLowerCase()),
    email: optionalField(254, {
      test: (v) => z.regexes.email.test(v),
      message: 'Must be a valid e-mail address',
    }),
    zip_code: optionalField(MAX_FIELD_LENGTH, {
      test: (v) => /^\d{5}$/.test(v),
      message: 'Must be 5 digits',
    }),
    phone: optionalField(MAX_FIELD_LENGTH, {
      test: (v) => v.replace(DIGITS_ONLY, '').length === 10,
      message: 'Must have 10 digits',
    }),
    injury_year: optionalField(MAX_FIELD_LENGTH, {
      test: (v) => /^\d{4}$/.test(v),
      message: 'Must be a 4-digit year',
    }),
    injury_month: optionalField(MAX_FIELD_LENGTH, {
      test: (v) => inRange(v, /^\d{1,2}$/, 1, 12),
      message: 'Must be a month from 1 to 12',
    }),
    injury_day: optionalField(MAX_FIELD_LENGTH, {
      test: (v) => inRange(v, /^\d{1,2}$/, 1, 31),
      message: 'Must be a day from 1 to 31',
    }),
    incident_date: optionalField(MAX_FIELD_LENGTH, {
      test: isIsoDate,
      message: 'Must be a date as yyyy-MM-dd',
    }),
    firstName: optionalField(100),
    lastName: optionalField(100),
    case_description: optionalField(5000),
    tcpa: optionalField(4000),
    time_on_steps: optionalField(4000),
  })
  .catchall(z.string().max(MAX_FIELD_LENGTH, `At most ${MAX_FIELD_LENGTH} characters`));

/**
 * Two passes: the shape first (field names, scalar values, field count), then each field's rule. A body with a
 * malformed field name is reported without its field rules, which only a broken client would ever see.
 */
export const postLeadBodySchema = flatFields.pipe(leadFields);

export type PostLeadBody = z.output<typeof postLeadBodySchema>;

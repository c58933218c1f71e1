import { isIsoDate } from './dates';
import { isAccidentType } from './contact-rules';
import { checkEmail, checkName, checkPhone, checkZip, type FieldError } from './field-rules';
import { MAX_EMAIL_LENGTH } from './email-address';
import { TRACKING_CAP_BYTES } from './text-bytes';

/**
 * The catalogue of lead fields: one entry per field the funnels, the contact form and the server know, with its
 * limits, its rule, and whether it is personal data or part of the place. The browser's field checks, the
 * contracts of `POST /post-lead` and `POST /ingest`, the server's log redaction and the place-field lists are all
 * read from here, so a value the browser lets through is one the server stores.
 *
 * `maxLength` is what a form accepts: a longer value is still stored whole, but listed as a problem. `capBytes`
 * is how much of a value is kept at all; beyond it the value is cut, with a note. A field not named here is a
 * tracking field (a query parameter, an affiliate's sub id): kept whole up to 8 KB, as long URLs are ordinary.
 */
export type FieldKind =
  | 'id'
  | 'contact'
  | 'name'
  | 'address'
  | 'text'
  | 'date'
  | 'choice'
  | 'place'
  | 'request'
  | 'tracking'
  | 'system';

export interface LeadFieldSpec {
  kind: FieldKind;
  maxLength?: number;
  capBytes: number;
  /** The rule a non-empty value must pass; its error code names the browser's message. */
  rule?: (value: string) => FieldError | null;
  /** Names, contact details, address, description: never logged. */
  personal?: boolean;
  /** Filled from the zip code by the server when missing or contradicting it. */
  place?: boolean;
}

const KB = 1024;
const TRACKING_CAP = TRACKING_CAP_BYTES;
const TEXT_CAP = 32 * KB;

const name = (maxLength: number): LeadFieldSpec => ({
  kind: 'name',
  maxLength,
  capBytes: 4 * KB,
  rule: checkName,
  personal: true,
});
const freeText = (maxLength: number, personal = true): LeadFieldSpec => ({
  kind: 'text',
  maxLength,
  capBytes: TEXT_CAP,
  personal,
});
const place = { kind: 'place', maxLength: 100, capBytes: KB, place: true } as const satisfies LeadFieldSpec;
const datePart = (pattern: RegExp, min: number, max: number): LeadFieldSpec => ({
  kind: 'date',
  capBytes: 64,
  rule: (value) => (pattern.test(value) && Number(value) >= min && Number(value) <= max ? null : 'date'),
});

export const LEAD_FIELDS = {
  lead_id: { kind: 'id', capBytes: 64 },
  email: { kind: 'contact', maxLength: MAX_EMAIL_LENGTH, capBytes: 4 * KB, rule: checkEmail, personal: true },
  phone: { kind: 'contact', maxLength: 30, capBytes: KB, rule: checkPhone, personal: true },
  zip_code: { kind: 'address', maxLength: 5, capBytes: KB, rule: checkZip, personal: true },
  address: { kind: 'address', maxLength: 200, capBytes: 4 * KB, personal: true },
  date_of_birth: { kind: 'date', capBytes: 64, rule: (v) => (isIsoDate(v) ? null : 'date'), personal: true },
  firstName: name(100),
  lastName: name(100),
  first_name: name(100),
  last_name: name(100),
  case_description: freeText(5000),
  message: freeText(5000),
  city: place,
  state: place,
  state_long: place,
  county: place,
  injury_year: datePart(/^\d{4}$/, 1900, 2999),
  injury_month: datePart(/^\d{1,2}$/, 1, 12),
  injury_day: datePart(/^\d{1,2}$/, 1, 31),
  incident_date: { kind: 'date', capBytes: 64, rule: (v) => (isIsoDate(v) ? null : 'date') },
  type_of_accident: {
    kind: 'choice',
    capBytes: KB,
    rule: (v) => (isAccidentType(v) ? null : 'choice'),
  },
  tcpa: { kind: 'system', maxLength: 8000, capBytes: TEXT_CAP },
  time_on_steps: { kind: 'system', capBytes: TRACKING_CAP },
  landing_page: { kind: 'request', capBytes: TRACKING_CAP },
  landing_page_url: { kind: 'request', capBytes: TRACKING_CAP },
  page_referer: { kind: 'request', capBytes: TRACKING_CAP },
  user_agent: { kind: 'request', capBytes: TRACKING_CAP },
  ip_address: { kind: 'request', capBytes: 128 },
  // Consent proof and click tracking, as the vendors' scripts and calls gave them (src/ui/lead-proof.ts); kept
  // as whole as any tracking field, since a buyer checks them against the vendor's own record.
  trusted_form_cert_url: { kind: 'tracking', capBytes: TRACKING_CAP },
  trustedform_cert_url: { kind: 'tracking', capBytes: TRACKING_CAP },
  trusted_form_cert_id: { kind: 'tracking', capBytes: TRACKING_CAP },
  leadid_token: { kind: 'tracking', capBytes: TRACKING_CAP },
  jornaya_leadid: { kind: 'tracking', capBytes: TRACKING_CAP },
  ef_transaction_id: { kind: 'tracking', capBytes: TRACKING_CAP },
  // Whether the landing URL's name, e-mail and phone filled the forms (guards/prepopulation.ts).
  pre_populated: { kind: 'system', capBytes: 16, rule: (v) => (v === 'yes' || v === 'no' ? null : 'choice') },
  // Made under Global Privacy Control, the browser's opt-out of sale: `yes`, set by the server from the request's
  // Sec-GPC header or the page's word; a body can add it, never remove it (server/privacy-signal.ts).
  gpc_opt_out: { kind: 'system', capBytes: 16, rule: (v) => (v === 'yes' || v === 'no' ? null : 'choice') },
} as const satisfies Record<string, LeadFieldSpec>;

export type CataloguedField = keyof typeof LEAD_FIELDS;

/** Any field the catalogue does not name: a query parameter or a value a funnel adds. */
export const TRACKING_FIELD: LeadFieldSpec = { kind: 'tracking', capBytes: TRACKING_CAP };

export function fieldSpec(field: string): LeadFieldSpec {
  return Object.hasOwn(LEAD_FIELDS, field) ? LEAD_FIELDS[field as CataloguedField] : TRACKING_FIELD;
}

function fieldsWhere(test: (spec: LeadFieldSpec) => boolean | undefined): CataloguedField[] {
  return (Object.keys(LEAD_FIELDS) as CataloguedField[]).filter((field) => test(LEAD_FIELDS[field]));
}

/** Never written to a log. */
export const PERSONAL_FIELDS = fieldsWhere((spec) => spec.personal);
export type PlaceField = {
  [Field in CataloguedField]: (typeof LEAD_FIELDS)[Field] extends { place: true } ? Field : never;
}[CataloguedField];
/** city, state, state_long, county. */
export const PLACE_FIELDS = fieldsWhere((spec) => spec.place) as PlaceField[];

/** The browser's check of one field, by the catalogue's limit and rule; null when the value is fine. */
export function checkLeadField(field: string, value: string): FieldError | null {
  const spec = fieldSpec(field);
  if (value === '') return null;
  if (spec.maxLength !== undefined && value.length > spec.maxLength) return 'too-long';
  return spec.rule?.(value) ?? null;
}

/**
 * Whether a zip code's look-up resolved it (spec section 5: the lookup "must return all of city, state,
 * state_long and county"): a place with only some of them is not resolved.
 */
export function isPlaceResolved(place: Readonly<Partial<Record<PlaceField, string>>>): boolean {
  return PLACE_FIELDS.every((field) => (place[field] ?? '').trim() !== '');
}

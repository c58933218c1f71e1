/**
 * What the forge matrix forges, generated from the lead catalogue (guards/lead-fields.ts), the fields the steps of
 * every flow ask (variants/registries/asked-fields.ts over variants/steps/every-step.ts) and the fields the server decides
 * (guards/lead-rules.ts): a new field in any of them is forged without this file changing.
 */
import { addDays } from '../../../guards/dates';
import { LEAD_FIELDS, fieldSpec } from '../../../guards/lead-fields';
import { SERVER_DECIDED_FIELDS } from '../../../guards/lead-rules';
import { normalizeTracking } from '../../../guards/tracking';
import { GOOD_DESCRIPTION } from '../../../scripts/paths/funnel-paths';
import { ACTION_FIELDS, askedFields } from '../../../variants/registries/asked-fields';
import { EVERY_STEP } from '../../../variants/steps/every-step';
import { SURVEY_ROUTES } from '../../../variants/routes/route-table';
import { answerValues } from '../../../machines/step-kinds';
import { type ChoiceOption } from '../../../variants/steps/step-catalogue';
import { TODAY } from '../support/test-server';

/**
 * `answer`: some step asks it; `verdict`: the server decides it (a derived flag, the verdict, the place's routing,
 * the phone's proof); `proof`: a consent or click proof a vendor's page field carries; `other`: the rest of the
 * catalogue (the request, the consent text, the place).
 */
export type FieldRole = 'answer' | 'verdict' | 'proof' | 'other';

export interface ForgedField {
  field: string;
  role: FieldRole;
  /** Every value that could make the lead better, or name it otherwise than the walk did. */
  values: string[];
}

const ASKED: ReadonlySet<string> = new Set([...askedFields(EVERY_STEP), ...ACTION_FIELDS]);
/** The phone's proof is the server's own record, decided like a derived flag. */
const DECIDED: ReadonlySet<string> = new Set([...SERVER_DECIDED_FIELDS, 'sms_verified']);

/** The id names the lead: a body with another id is another lead, not a forgery of this one. */
const NOT_FORGED = new Set(['lead_id']);

/** What every landing URL carries as tracking (the offer ids, the click id): never a proof, whoever sends it. */
const URL_TRACKING: ReadonlySet<string> = new Set(Object.keys(normalizeTracking([], { oid: '', affid: '' })));

function roleOf(field: string): FieldRole {
  if (ASKED.has(field)) return 'answer';
  if (DECIDED.has(field)) return 'verdict';
  if (fieldSpec(field).kind === 'tracking' && !URL_TRACKING.has(field)) return 'proof';
  return 'other';
}

const RECENT_DATE = addDays(TODAY, -9);

/** The values the options of every flow store in a field (a choice's own field, or what an answer also sets). */
function optionValues(field: string): string[] {
  const values: string[] = [];
  const read = (stepField: string, options: readonly ChoiceOption[]) => {
    for (const option of options) {
      const stored = answerValues(stepField, option)[field];
      if (stored !== undefined) values.push(stored);
    }
  };
  for (const step of Object.values(EVERY_STEP)) {
    if (step.kind === 'choice') read(step.field, step.options);
    if (step.kind === 'form') {
      for (const input of step.groups.flatMap((group) => group.fields))
        if (input.type === 'select') read(input.name, input.options);
    }
  }
  return values;
}

/** A value for a field no option lists: recent for a date, plain words for a text, another person otherwise. */
function freeValue(field: string): string {
  const spec = fieldSpec(field);
  if (field === 'injury_year') return TODAY.slice(0, 4);
  if (field === 'injury_month') return TODAY.slice(5, 7);
  if (field === 'injury_day') return TODAY.slice(8, 10);
  if (/^(days|months)_from/.test(field)) return '9';
  if (field === 'date_of_birth') return '1990-01-01';
  if (/date/.test(field)) return RECENT_DATE;
  if (field === 'case_description' || field === 'message') return GOOD_DESCRIPTION;
  if (field === 'email') return 'someone.else@example.com';
  if (field === 'phone') return '2125550143';
  if (field === 'zip_code') return '10001';
  if (spec.kind === 'name') return 'Forged';
  if (spec.kind === 'place') return field === 'state' ? 'NY' : 'New York';
  if (field === 'landing_page_url') {
    // Another route: the rules of another variant, read by a server that trusted the address.
    const other = SURVEY_ROUTES.find((route) => route.variant === 'simple') ?? SURVEY_ROUTES[0]!;
    return `http://127.0.0.1${other.path}`;
  }
  if (spec.kind === 'request') return 'forged';
  if (spec.kind === 'tracking') return 'FAKE-0123456789';
  // A choice the catalogue checks (the accident type under its other name) takes a value its rule allows.
  if (spec.kind === 'choice') return optionValues('accident_type')[0] ?? 'Car Accident';
  return 'Yes';
}

/** A fake id of a proof's shape: a certificate address for TrustedForm's, a token for the others. */
function fakeProof(field: string): string {
  return /trusted_?form_cert_url/.test(field)
    ? 'https://cert.trustedform.com/0123456789abcdef0123456789abcdef01234567'
    : 'FAKE-0123456789';
}

function valuesOf(field: string, role: FieldRole): string[] {
  switch (role) {
    case 'answer': {
      const listed = optionValues(field).filter((value) => value !== '');
      return [...new Set(listed.length > 0 ? listed : [freeValue(field)])];
    }
    case 'verdict':
      // A flag, its opposite, and a reason: whichever the server would have taken, it is not the walk's.
      return /date/.test(field) || /^(days|months)_from/.test(field)
        ? [freeValue(field)]
        : ['yes', 'no', 'physical_injury|no'];
    case 'proof':
      return [fakeProof(field)];
    case 'other':
      return [freeValue(field)];
  }
}

/** Every field forged, in a fixed order (sorted by name), with its role and forged values. */
export const FORGED_FIELDS: readonly ForgedField[] = [
  ...new Set([...Object.keys(LEAD_FIELDS), ...ASKED, ...DECIDED]),
]
  .filter((field) => !NOT_FORGED.has(field))
  .sort()
  .map((field) => {
    const role = roleOf(field);
    return { field, role, values: valuesOf(field, role) };
  });

import { setField } from './field-maps';
import { checkLeadField, fieldSpec } from './lead-fields';
import { cutToBytes } from './text-bytes';
import { TRAIL_FIELD } from './trail';

export { cutToBytes };

/**
 * What a lead's raw field map becomes before it is stored: every value text, every name one a database and a
 * spreadsheet take, control characters gone, oversized values cut at the catalogue's cap. Nothing is refused
 * for what is wrong with it: each problem is listed, and the lead is kept. Only what cannot be a lead at all
 * (no lead id where one is needed, no way to reach the visitor) is refused. The browser runs this before it
 * posts and the server runs it again on arrival, so both see the same problems.
 */

export interface LeadIssue {
  /** The field at fault, as stored ('' for the lead as a whole). */
  field: string;
  message: string;
}

export interface NormalizedLead {
  fields: Record<string, string>;
  /**
   * The visitor's trail as the body carried it, read by the server's replay (guards/trail.ts); absent when the
   * body had none. It is no field: it is never cut, renamed or stored among the fields.
   */
  trail?: unknown;
  /** Problems with what was kept; a lead with any is marked for review. */
  issues: LeadIssue[];
  /** Why this cannot be stored as a lead; empty when it can. */
  refusals: LeadIssue[];
}

export interface NormalizeOptions {
  /** `/post-lead` needs the funnel's lead_id (its idempotency key); `/ingest` makes one when it is missing. */
  requireLeadId: boolean;
}

/** Far above any funnel's field map; a body this large is bounded by the route's byte limit anyway. */
export const MAX_LEAD_FIELDS = 500;
export { TRAIL_FIELD };
export const MAX_FIELD_NAME_LENGTH = 64;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A lead id as the contract takes one: a UUID, in either case. */
export function isLeadIdShape(text: string): boolean {
  return UUID.test(text);
}
// C0 controls but tab, line feed and carriage return; DEL; C1 controls. PostgreSQL refuses NUL in text and JSON.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// A text with none of what the two above change is clean as it is, as nearly every value is: one test, no copies.
// eslint-disable-next-line no-control-regex
const MAY_NEED_CLEANING = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]/;
const ODD_NAME_CHARACTERS = /[^A-Za-z0-9_-]+/g;
const CLEAN_NAME = new RegExp(`^[A-Za-z0-9_-]{1,${MAX_FIELD_NAME_LENGTH}}$`);

export const FIELD_PROBLEM_TEXT: Record<string, string> = {
  'too-long': 'Longer than the form allows',
  email: 'Not an e-mail address',
  phone: 'Not a 10-digit US phone number',
  zip: 'Not a 5-digit zip code',
  name: 'Not a name',
  date: 'Not a date',
  choice: 'Not one of the choices',
};

/** Text safe for every store: no control characters (but tab and line breaks), no broken UTF-16. */
export function cleanText(value: string): string {
  if (!MAY_NEED_CLEANING.test(value)) return value;
  return value.replace(CONTROL_CHARACTERS, '').replace(LONE_SURROGATE, '\uFFFD');
}

export function hasControlCharacters(value: string): boolean {
  CONTROL_CHARACTERS.lastIndex = 0;
  return CONTROL_CHARACTERS.test(value);
}

/** A field name a database column, a CSV header and a form post all take: letters, digits, _ and -. */
export function normalizeFieldName(name: string): string {
  if (CLEAN_NAME.test(name)) return name;
  return cleanText(name).trim().replace(ODD_NAME_CHARACTERS, '_').slice(0, MAX_FIELD_NAME_LENGTH);
}

/**
 * How deep a field's JSON value is written out; no form sends more than two levels. JSON.stringify recurses once
 * per level, so a value nested thousands deep (a body of a few KB) would overflow the stack and lose the lead.
 */
export const MAX_JSON_DEPTH = 20;
const CUT_AT_DEPTH = '…';

/** The value as JSON, each object or array deeper than MAX_JSON_DEPTH written as "…"; whether any was. */
function jsonToDepth(value: object): { text: string; cut: boolean } {
  // The replacer sees each value with its holder as `this`, so a value's depth is its holder's plus one.
  const depths = new WeakMap<object, number>();
  let cut = false;
  const text = JSON.stringify(value, function (this: object, _key: string, inner: unknown) {
    if (typeof inner !== 'object' || inner === null) return inner;
    const depth = (depths.get(this) ?? 0) + 1;
    if (depth > MAX_JSON_DEPTH) {
      cut = true;
      return CUT_AT_DEPTH;
    }
    depths.set(inner, depth);
    return inner;
  });
  return { text: text ?? '', cut };
}

function asText(value: unknown): { text: string; wasText: boolean; cut: boolean } {
  if (typeof value === 'string') return { text: value, wasText: true, cut: false };
  if (value === null || value === undefined) return { text: '', wasText: true, cut: false };
  if (typeof value === 'number' || typeof value === 'boolean') {
    return { text: String(value), wasText: true, cut: false };
  }
  if (typeof value !== 'object') return { text: '', wasText: false, cut: false };
  return { ...jsonToDepth(value), wasText: false };
}

function uniqueName(wanted: string, taken: Record<string, string>, index: number): string {
  const base = wanted || `field_${index}`;
  if (!Object.hasOwn(taken, base)) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base.slice(0, MAX_FIELD_NAME_LENGTH - 4)}_${suffix}`;
    if (!Object.hasOwn(taken, candidate)) return candidate;
  }
}

export function normalizeLead(
  raw: Readonly<Record<string, unknown>>,
  options: NormalizeOptions,
): NormalizedLead {
  // A plain object, each field set as a spread sets it (setField): the normalised lead is this map itself, not a
  // copy of it, which was about 1% of a lead's CPU.
  const fields: Record<string, string> = {};
  const issues: LeadIssue[] = [];
  const refusals: LeadIssue[] = [];
  let read = 0;
  let dropped = 0;
  for (const rawName of Object.keys(raw)) {
    if (rawName === TRAIL_FIELD) continue;
    if (read === MAX_LEAD_FIELDS) {
      dropped += 1;
      continue;
    }
    const index = read++;
    const rawValue = raw[rawName];
    const field = uniqueName(normalizeFieldName(rawName), fields, index);
    if (field !== rawName) issues.push({ field, message: 'Field name changed to letters, digits, _ and -' });
    const { text, wasText, cut } = asText(rawValue);
    if (cut) {
      issues.push({
        field,
        message: `Nested deeper than ${MAX_JSON_DEPTH} levels: stored as JSON, cut at that depth`,
      });
    } else if (!wasText) {
      issues.push({ field, message: 'Was not text: stored as JSON' });
    }
    let value = cleanText(text);
    if (value !== text) issues.push({ field, message: 'Control characters removed' });
    const { capBytes } = fieldSpec(field);
    const kept = cutToBytes(value, capBytes);
    if (kept !== value) issues.push({ field, message: `Cut to its first ${capBytes} bytes` });
    // Spaces around an address are never part of it (the spec's e-mail rule allows none): the stored value is
    // the address as typed, without them.
    value = field === 'email' ? kept.trim() : kept;
    const problem = checkLeadField(field, value.trim());
    if (problem) issues.push({ field, message: FIELD_PROBLEM_TEXT[problem] ?? 'Invalid value' });
    setField(fields, field, value);
  }
  if (dropped > 0) {
    issues.push({ field: '', message: `${dropped} fields past the first ${MAX_LEAD_FIELDS} dropped` });
  }

  const leadId = (fields.lead_id ?? '').trim();
  if (isLeadIdShape(leadId)) {
    // UUIDs are case-insensitive; one spelling keeps the idempotency key from splitting one lead in two.
    fields.lead_id = leadId.toLowerCase();
  } else if (options.requireLeadId) {
    refusals.push({ field: 'lead_id', message: leadId ? 'Must be a UUID' : 'Required' });
  } else {
    if (leadId) issues.push({ field: 'lead_id', message: 'Not a UUID: replaced' });
    delete fields.lead_id;
  }
  if (!(fields.email ?? '').trim() && !(fields.phone ?? '').trim()) {
    refusals.push({ field: 'email', message: 'An e-mail address or a phone number is required' });
  }
  const trail = Object.hasOwn(raw, TRAIL_FIELD) ? { trail: raw[TRAIL_FIELD] } : {};
  return { fields, issues, refusals, ...trail };
}

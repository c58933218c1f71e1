import { phoneDigits } from './field-rules';
import { fieldSpec } from './lead-fields';

/**
 * Pre-population (spec sections 3 and 7): an affiliate that already knows the visitor passes their name, e-mail
 * and phone in the landing URL, with the share of its visitors whose forms should start filled (`prepop`, 0 to
 * 100). At 100 the funnel fills them at once; below, it asks `GET /check-affid-pre/:affid/:percentage`, and fills
 * them only when the answer is yes. The lead records that it was pre-populated (`pre_populated`).
 */
export const PREPOP_PERCENTAGE_PARAM = 'prepop';

/** The landing URL's names for each field the funnel fills: the lead's own, then the common affiliate spellings. */
const SOURCES: Record<'firstName' | 'lastName' | 'email' | 'phone', readonly string[]> = {
  firstName: ['firstName', 'first_name', 'fname'],
  lastName: ['lastName', 'last_name', 'lname'],
  email: ['email'],
  phone: ['phone', 'phone_number'],
};

const SNAKE_CASE: Record<string, string> = { firstName: 'first_name', lastName: 'last_name' };

export interface PrepopulationRequest {
  affid: string;
  percentage: number;
  /** The values to fill, by lead field; only those the URL gave, each trimmed and within the field's length. */
  values: Record<string, string>;
}

/** A percentage as the URL or the path gives it: a whole number from 0 to 100, anything else none. */
export function parsePercentage(text: string | null | undefined): number | null {
  if (!text || !/^\d{1,3}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value <= 100 ? value : null;
}

/** What a landing query asks to pre-populate, or null when it gives no value or no share above 0. */
export function prepopulationRequest(query: URLSearchParams, affid: string): PrepopulationRequest | null {
  const percentage = parsePercentage(query.get(PREPOP_PERCENTAGE_PARAM));
  if (!percentage) return null;
  const values: Record<string, string> = {};
  for (const [field, names] of Object.entries(SOURCES)) {
    const given = names.map((name) => query.get(name)?.trim() ?? '').find(Boolean);
    if (!given) continue;
    const value = field === 'phone' ? phoneDigits(given).slice(0, 10) : given;
    const limit = fieldSpec(field).maxLength;
    if (!value || (limit !== undefined && value.length > limit)) continue;
    values[field] = value;
    // The one-page survey and the first funnel name their fields as the spec's posts do.
    if (field in SNAKE_CASE) values[SNAKE_CASE[field]!] = value;
  }
  return Object.keys(values).length > 0 ? { affid, percentage, values } : null;
}

/** The spec: a share of 100 needs no check. */
export function prepopulatesDirectly(request: PrepopulationRequest): boolean {
  return request.percentage >= 100;
}

/**
 * The server's answer: yes for an allowed affiliate (every one when no list is set) on the given share of checks,
 * `draw` being a uniform random number in [0, 1).
 */
export function prepopulationResult(
  affid: string,
  percentage: number,
  allowed: readonly string[] | undefined,
  draw: number,
): 'yes' | 'no' {
  if (allowed && !allowed.includes(affid)) return 'no';
  return draw * 100 < percentage ? 'yes' : 'no';
}

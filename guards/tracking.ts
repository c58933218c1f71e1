import { SERVER_DECIDED_FIELDS } from './lead-rules';
import { isProofField } from './proof-fields';
import { cutToBytes, TRACKING_CAP_BYTES } from './text-bytes';

/** The tracking fields of a funnel visit, from the landing URL's query and the route's offer defaults. */
export interface OfferDefaults {
  oid: string;
  affid: string;
}

export const DEFAULT_SUB_ID = '1';

const RENAMES: Record<string, string> = {
  s1: 'sub_id',
  sub1: 'sub_id',
  sub2: 'sub_id2',
  sub3: 'sub_id3',
  sub4: 'sub_id4',
  sub5: 'click_id',
  _ef_transaction_id: 'ef_transaction_id',
};

export const LEAD_PLATFORM_KEYS = ['lp_campaign_id', 'lp_supplier_id', 'lp_key'] as const;

const SERVER_DECIDED = new Set(SERVER_DECIDED_FIELDS);
/** A lead field name is 1 to 64 letters, digits or underscores (the lead contract's rule). */
const FIELD_NAME_LENGTH = 64;
const NOT_A_NAME_CHARACTER = /[^A-Za-z0-9_]/g;
const OFFER_ID = /^\d{1,12}$/;
/** Far above any real campaign URL; keeps a lead under the contract's field count whatever the query holds. */
export const MAX_QUERY_FIELDS = 100;

/**
 * The lead field a query parameter is kept in: its spec rename (sub1 → sub_id, …), or its own name with any
 * character a field name cannot hold written as '_' (show-meter → show_meter). '' when nothing is left.
 */
export function trackingFieldName(key: string): string {
  // Only a rename of its own: RENAMES.constructor would be Object's, and name the field after its source text.
  return (
    (Object.hasOwn(RENAMES, key) ? RENAMES[key] : undefined) ??
    key.replace(NOT_A_NAME_CHARACTER, '_').slice(0, FIELD_NAME_LENGTH).replace(/^_+$/, '')
  );
}

/**
 * As much of a query value as the lead-field catalogue keeps of a tracking field: a paid-traffic click id of a
 * thousand characters is kept whole, as the server would keep it.
 */
function keptValue(value: string): string {
  return cutToBytes(value, TRACKING_CAP_BYTES);
}

/** Whether the server decides this field itself, so a query value for it is only ever a claim. */
export function isServerDecided(field: string): boolean {
  return SERVER_DECIDED.has(field);
}

/**
 * What a landing query says about the fields the server decides (derived flags, the verdict, the state-routed
 * fields, the request's IP and user agent): the server keeps these as claims beside the lead, never in it.
 */
export function serverDecidedQueryValues(query: Iterable<[string, string]>): Record<string, string> {
  const claims: Record<string, string> = {};
  for (const [key, value] of query) {
    const field = trackingFieldName(key);
    if (isServerDecided(field)) claims[field] = keptValue(value);
  }
  return claims;
}

/** A value like "{sub1}" is a macro the traffic source did not fill in. */
export function isUnfilledPlaceholder(value: string): boolean {
  return /^\{[^{}]*\}$/.test(value.trim());
}

/**
 * Every query parameter of the landing URL as a tracking field (spec section 3, "Survey entry tracking data"):
 * renamed as the spec says, placeholders emptied, lead-platform keys only with lp_key, the offer defaults filled
 * in. The fields the server decides itself are left out (the server reads them from the landing URL as claims), and
 * so are the consent proofs, which only their vendors' page fields give.
 */
export function normalizeTracking(
  query: Iterable<[string, string]>,
  defaults: OfferDefaults,
): Record<string, string> {
  const fields: Record<string, string> = {};
  let kept = 0;
  for (const [rawKey, rawValue] of query) {
    const key = trackingFieldName(rawKey);
    // __proto__ would set the object's prototype instead of a field.
    // A consent proof comes from its vendor's own page field only (guards/proof-fields.ts), never from the URL.
    if (key === '' || key === '__proto__' || isServerDecided(key) || isProofField(key)) continue;
    if (!Object.hasOwn(fields, key) && ++kept > MAX_QUERY_FIELDS) continue;
    const value = isUnfilledPlaceholder(rawValue) ? '' : keptValue(rawValue);
    // A renamed key must not be emptied by a later alias that carries nothing (s1=abc&sub1=).
    if (value === '' && fields[key]) continue;
    fields[key] = value;
  }
  if (!fields.lp_key) {
    for (const key of LEAD_PLATFORM_KEYS) delete fields[key];
  }
  return {
    ...fields,
    // The offer ids are numbers in the spec: anything else in the URL is not an offer, and the route's stands.
    oid: OFFER_ID.test(fields.oid ?? '') ? fields.oid! : defaults.oid,
    affid: OFFER_ID.test(fields.affid ?? '') ? fields.affid! : defaults.affid,
    sub_id: fields.sub_id || DEFAULT_SUB_ID,
    ef_transaction_id: fields.ef_transaction_id ?? '',
  };
}

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

/** Query keys that must never become lead fields: they would overwrite answers or derived facts. */
const RESERVED =
  /^(lead_|dq_reason$|ip_address$|user_agent$|tcpa$|time_on_steps$|is_|enough_words$|bad_words$|name_(gibberish|bad_word)$|accident_)/;
const SAFE_KEY = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;
const MAX_VALUE_LENGTH = 500;

/** A value like "{sub1}" is a macro the traffic source did not fill in. */
export function isUnfilledPlaceholder(value: string): boolean {
  return /^\{[^{}]*\}$/.test(value.trim());
}

export function normalizeTracking(
  query: Iterable<[string, string]>,
  defaults: OfferDefaults,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [rawKey, rawValue] of query) {
    if (!SAFE_KEY.test(rawKey)) continue;
    const key = RENAMES[rawKey] ?? rawKey;
    if (RESERVED.test(key)) continue;
    const value = isUnfilledPlaceholder(rawValue) ? '' : rawValue.slice(0, MAX_VALUE_LENGTH);
    // A renamed key must not be emptied by a later alias that carries nothing (s1=abc&sub1=).
    if (value === '' && fields[key]) continue;
    fields[key] = value;
  }
  if (!fields.lp_key) {
    for (const key of LEAD_PLATFORM_KEYS) delete fields[key];
  }
  return {
    ...fields,
    oid: fields.oid || defaults.oid,
    affid: fields.affid || defaults.affid,
    sub_id: fields.sub_id || DEFAULT_SUB_ID,
    ef_transaction_id: fields.ef_transaction_id ?? '',
  };
}

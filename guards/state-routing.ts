import { isYes, normalized, type Answers } from './answers';
import { isIsoDate, toMonthDayYear } from './dates';
import { STATUTE_OF_LIMITATIONS } from './statute-of-limitations';

/**
 * The state-routed special handling (spec section 4): a lead from a routing state, with neither its
 * description nor its names gibberish, goes to one partner under a fixed offer, in the partner's format. The
 * lists are the ones docs/design.md settles ("Lead rules the spec leaves open").
 */
export const ALL_JURISDICTIONS: readonly string[] = STATUTE_OF_LIMITATIONS.map((entry) => entry.code);

/** The 25 most populous states at the 2020 census, largest first. */
const MOST_POPULOUS_25 = [
  'CA', 'TX', 'FL', 'NY', 'PA', 'IL', 'OH', 'GA', 'NC', 'MI', 'NJ', 'VA', 'WA',
  'AZ', 'MA', 'TN', 'IN', 'MD', 'MO', 'WI', 'CO', 'MN', 'SC', 'AL', 'LA',
] as const; // prettier-ignore

export const ROUTING_STATE_LISTS = {
  /** v4: every jurisdiction but Arkansas and Kentucky (49). */
  'all-but-ar-ky': ALL_JURISDICTIONS.filter((code) => !['AR', 'KY'].includes(code)),
  /** One-to-one, short and v7: also without DC (48). */
  'all-but-ar-dc-ky': ALL_JURISDICTIONS.filter((code) => !['AR', 'DC', 'KY'].includes(code)),
  /** Basic and v4G. */
  'most-populous-25': [...MOST_POPULOUS_25],
} as const satisfies Record<string, readonly string[]>;

export type RoutingStateListName = keyof typeof ROUTING_STATE_LISTS;

/** Where a partly-at-fault claimant can still recover: every jurisdiction but the contributory-negligence ones. */
export const CONTRIBUTORY_NEGLIGENCE_JURISDICTIONS: readonly string[] = ['AL', 'DC', 'MD', 'NC', 'VA'];
export const PARTIAL_FAULT_STATES: readonly string[] = ALL_JURISDICTIONS.filter(
  (code) => !CONTRIBUTORY_NEGLIGENCE_JURISDICTIONS.includes(code),
);

/** The fields only the special handling writes: a lead it does not apply to carries none of them. */
export const STATE_ROUTING_FIELDS = [
  'original_oid',
  'original_affid',
  'case_type',
  'settlement_offers',
  'state_accident_occurred',
  'date_accident_occurred',
  'injuries_sustained',
] as const;

export const STATE_ROUTED_OID = '1500';
export const STATE_ROUTED_AFFID = '1000350';
export const STATE_ROUTED_CASE_TYPE = 'FormMVA';
/** Fields holding yyyy-MM-dd dates that the partner takes as MM/dd/yyyy. */
const DATE_FIELDS = ['incident_date', 'when_seek_medical_treatment_date', 'date_of_birth'] as const;

export function appliesStateRouting(lead: Answers, list: RoutingStateListName): boolean {
  const state = normalized(lead.state).toUpperCase();
  return (
    (ROUTING_STATE_LISTS[list] as readonly string[]).includes(state) &&
    normalized(lead.is_gibberish) === 'no' &&
    normalized(lead.name_gibberish) === 'no'
  );
}

/** The fields the special handling changes or adds; empty when it does not apply. */
export function stateRoutingChanges(lead: Answers, list: RoutingStateListName): Record<string, string> {
  if (!appliesStateRouting(lead, list)) return {};
  const state = normalized(lead.state).toUpperCase();
  const changes: Record<string, string> = {
    original_oid: lead.oid ?? '',
    original_affid: lead.affid ?? '',
    oid: STATE_ROUTED_OID,
    affid: STATE_ROUTED_AFFID,
    case_type: STATE_ROUTED_CASE_TYPE,
    settlement_offers: 'no',
    state_accident_occurred: state,
    injuries_sustained: lead.injury_type ?? '',
  };
  for (const field of DATE_FIELDS) {
    const value = lead[field] ?? '';
    if (isIsoDate(value)) changes[field] = toMonthDayYear(value);
  }
  changes.date_accident_occurred = changes.incident_date ?? lead.incident_date ?? '';
  if (isYes(lead.partial_fault) && PARTIAL_FAULT_STATES.includes(state)) changes.at_Fault = 'no';
  return { ...changes, ...routedBuyerFields(lead) };
}

export interface Buyer {
  name: string;
  ids: readonly string[];
}

/**
 * The buyer fallback: a lead from a state no buyer list covers, with no buyer, goes to the default buyers.
 * The covered states and the defaults are configuration the one-to-one flows pass in.
 */
export function buyersWithFallback(
  stateCode: string,
  buyers: readonly Buyer[],
  fallback: { coveredStates: readonly string[]; defaultBuyers: readonly Buyer[] },
): readonly Buyer[] {
  if (buyers.length > 0) return buyers;
  return fallback.coveredStates.includes(stateCode.toUpperCase()) ? buyers : fallback.defaultBuyers;
}

/**
 * The buyer fallback of the special handling (spec section 4), settled as data here: the partner's buyers
 * cover the 22 most populous states (the head of the same census ranking as the 25-state list); a routed lead
 * from any other state with no buyer of its own goes to the two default buyers, the first-party buyer (8674,
 * first in every buyer list, spec section 9) and the routing partner itself.
 */
export const STATE_ROUTED_BUYER_FALLBACK = {
  coveredStates: MOST_POPULOUS_25.slice(0, 22),
  defaultBuyers: [
    { name: 'First-party buyer', ids: ['8674'] },
    { name: 'Routing partner', ids: [STATE_ROUTED_AFFID] },
  ],
} as const satisfies { coveredStates: readonly string[]; defaultBuyers: readonly Buyer[] };

/**
 * The buyer fields a routed lead gets from the fallback: the default buyers' ids (comma-separated) and names
 * (separated by |), or nothing when the lead has buyers or its state is covered.
 */
export function routedBuyerFields(lead: Answers): Record<string, string> {
  const own = normalized(lead.selected_buyers);
  if (own !== '') return {};
  const buyers = buyersWithFallback(normalized(lead.state), [], STATE_ROUTED_BUYER_FALLBACK);
  if (buyers.length === 0) return {};
  return {
    selected_buyers: buyers.flatMap((buyer) => buyer.ids).join(','),
    selected_buyer_names: buyers.map((buyer) => buyer.name).join('|'),
  };
}

import { isYes, normalized, type Answers } from './answers';
import type { Buyer } from './state-routing';

export type { Buyer };

/** The first-party buyer, first in every all-possible buyers list (spec section 9). */
export const FIRST_PARTY_BUYER: Buyer = { name: 'Accident Claim Help Network', ids: ['8674'] };

/** What the buyers step learnt: the buyers a visitor may choose among, and every buyer that could take the lead. */
export interface FoundBuyers {
  selectedBuyers: readonly Buyer[];
  allPossibleBuyers: readonly Buyer[];
}

/** How the buyers were found: fixed by the route, fetched, or the fetch failed or timed out. */
export type BuyersOutcome =
  | { kind: 'fixed'; buyers: readonly Buyer[] }
  | { kind: 'fetched'; found: FoundBuyers }
  | { kind: 'timeout' }
  | { kind: 'failed' };

const ids = (buyers: readonly Buyer[]) => buyers.flatMap((buyer) => buyer.ids).join(',');
const names = (buyers: readonly Buyer[]) => buyers.map((buyer) => buyer.name).join('|');

/** The first-party buyer first, once, then the others in their order. */
export function withFirstPartyFirst(buyers: readonly Buyer[]): Buyer[] {
  const firstParty = FIRST_PARTY_BUYER.ids[0];
  return [FIRST_PARTY_BUYER, ...buyers.filter((buyer) => !buyer.ids.includes(firstParty ?? ''))];
}

/** A buyers list as a lead field: `[{ "name", "ids" }]` in JSON, so the step and the server can read it back. */
export function buyersJson(buyers: readonly Buyer[]): string {
  return JSON.stringify(buyers.map((buyer) => ({ name: buyer.name, ids: [...buyer.ids] })));
}

/** A buyers list read back from its lead field; anything malformed reads as no buyers. */
export function parseBuyers(value: string | undefined): Buyer[] {
  // Most leads carry no list at all; a JSON.parse that throws for it costs more than the rest of the parse.
  if (!value?.trim()) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry: unknown) => {
      const { name, ids: given } = (entry ?? {}) as { name?: unknown; ids?: unknown };
      if (typeof name !== 'string' || !Array.isArray(given)) return [];
      const buyerIds = given.filter((id): id is string => typeof id === 'string' && /^\d{1,12}$/.test(id));
      return buyerIds.length > 0 && name.trim() !== '' ? [{ name: name.trim(), ids: buyerIds }] : [];
    });
  } catch {
    return [];
  }
}

/**
 * The one-to-one fields set when the buyers are known (the ZipCode step, spec section 4 and the error catalogue):
 * fixed buyers or fetched ones give consent yes when there is a firm to name; a failed or timed-out fetch gives
 * `1_to_1_timeout` yes and empty lists, so the visitor goes on to the abbreviated consent.
 */
export function buyerFields(outcome: BuyersOutcome): Record<string, string> {
  if (outcome.kind === 'timeout' || outcome.kind === 'failed') {
    return {
      '1_to_1_consent': 'no',
      '1_to_1_result': outcome.kind,
      '1_to_1_timeout': 'yes',
      '1_to_1_dq': 'no',
      displayed_buyers: '[]',
      selected_buyers: '',
      selected_buyer_names: '',
      selected_buyers_number: '0',
      selected_buyers_changed: 'no',
      all_possible_buyer_names: '',
      all_possible_buyer_ids: '',
      all_possible_buyers_number: '0',
    };
  }
  const displayed = outcome.kind === 'fixed' ? outcome.buyers : outcome.found.selectedBuyers;
  const allPossible = withFirstPartyFirst(
    outcome.kind === 'fixed' ? outcome.buyers : outcome.found.allPossibleBuyers,
  );
  const consent = displayed.length > 0;
  return {
    '1_to_1_consent': consent ? 'yes' : 'no',
    '1_to_1_result': outcome.kind === 'fixed' ? 'fixed' : consent ? 'found' : 'none',
    '1_to_1_timeout': 'no',
    // No firm can take the lead one to one: it goes on with the abbreviated consent only.
    '1_to_1_dq': consent ? 'no' : 'yes',
    displayed_buyers: buyersJson(displayed),
    selected_buyers: ids(displayed),
    selected_buyer_names: names(displayed),
    selected_buyers_number: String(displayed.length),
    selected_buyers_changed: 'no',
    all_possible_buyer_names: names(allPossible),
    all_possible_buyer_ids: ids(allPossible),
    all_possible_buyers_number: String(allPossible.length),
  };
}

/** The fields an outer failure of the buyers step leaves (the error catalogue: `1_to_1_consent` no). */
export const BUYERS_STEP_FAILED: Record<string, string> = {
  ...buyerFields({ kind: 'failed' }),
  '1_to_1_result': 'error',
};

/** The firms the visitor kept ticked, in the order shown. */
export function chosenBuyers(displayed: readonly Buyer[], chosenIds: ReadonlySet<string>): Buyer[] {
  return displayed.filter((buyer) => buyer.ids.some((id) => chosenIds.has(id)));
}

/** What the buyers step answers about the choice: the firms consented to and whether the visitor changed it. */
export function selectionFields(
  displayed: readonly Buyer[],
  chosen: readonly Buyer[],
): Record<string, string> {
  return {
    selected_buyers: ids(chosen),
    selected_buyer_names: names(chosen),
    selected_buyers_number: String(chosen.length),
    selected_buyers_changed: chosen.length === displayed.length ? 'no' : 'yes',
  };
}

export type ConsentModal = 'consent-1' | 'consent-2';

/**
 * The spec's rule for the consent modals: none selected shows the second; fewer than available, the first;
 * all of them, neither.
 */
export function consentModalFor(selected: number, available: number): ConsentModal | null {
  if (selected === 0) return 'consent-2';
  if (selected < available) return 'consent-1';
  return null;
}

/** The firms a consent text names: "A", "A and B", "A, B and C". */
export function firmList(firms: readonly string[], and: string): string {
  if (firms.length <= 1) return firms[0] ?? '';
  return `${firms.slice(0, -1).join(', ')} ${and} ${firms.at(-1) ?? ''}`;
}

/**
 * The one-to-one fields as the server stores them: the counts and names re-derived from the lists, the chosen
 * firms kept to those shown. Never a reason to refuse a lead: what cannot be read is stored as sent.
 */
export function rederivedOneToOne(lead: Answers): Record<string, string> {
  const displayed = parseBuyers(lead.displayed_buyers);
  if (displayed.length === 0) return {};
  const chosenIds = new Set(
    normalized(lead.selected_buyers)
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  );
  const chosen = chosenBuyers(displayed, chosenIds);
  return {
    ...selectionFields(displayed, chosen),
    '1_to_1_consent': isYes(lead['1_to_1_consent']) ? 'yes' : 'no',
    all_possible_buyers_number: String(
      normalized(lead.all_possible_buyer_names).split('|').filter(Boolean).length,
    ),
  };
}

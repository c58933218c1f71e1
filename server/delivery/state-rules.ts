import { INJURY_ANSWER_FIELDS } from '../../guards/health-data-fields';
import {
  CALLING_WINDOW_RULES,
  DEFAULT_HEALTH_DATA_RULE,
  FEDERAL_CALLING_WINDOW,
  HEALTH_DATA_RULES,
  inForceOn,
  isStateCode,
  MINI_TCPA_RULES,
  STATE_TIME_ZONES,
  type HealthDataRule,
  type RuleValue,
} from '../../guards/state-rules';

/**
 * What the per-state rules (guards/state-rules.ts, docs/state-rules.md) do to a lead on its way to a buyer: it
 * carries when the buyer may call it and when the visitor consented, and in a state that forbids selling health
 * data it goes without its injury answers. The rules read are those in force on the day of the send.
 */

function stateOf(lead: Readonly<Record<string, string>>): string {
  return (lead.state ?? '').trim().toUpperCase();
}

/** The health-data rule of the lead's state on a day (yyyy-MM-dd): `allow` where no law is recorded. */
export function healthDataRuleOf(
  lead: Readonly<Record<string, string>>,
  day: string,
): RuleValue<HealthDataRule> {
  const state = stateOf(lead);
  return (
    (isStateCode(state) ? inForceOn(HEALTH_DATA_RULES[state], day) : undefined) ?? DEFAULT_HEALTH_DATA_RULE
  );
}

/**
 * The calling window the lead's state sets on a day: its local hours, its time zone (empty for a lead whose state
 * is not known: then the called party's own local time) and its daily cap (empty: none), with the law it is from.
 */
export function callingFieldsOf(lead: Readonly<Record<string, string>>, day: string): Record<string, string> {
  const state = stateOf(lead);
  const known = isStateCode(state);
  const window = (known ? inForceOn(CALLING_WINDOW_RULES[state], day) : undefined) ?? FEDERAL_CALLING_WINDOW;
  const miniTcpa = known ? inForceOn(MINI_TCPA_RULES[state], day) : undefined;
  return {
    calling_window_start: window.value.start,
    calling_window_end: window.value.end,
    calling_time_zone: known ? STATE_TIME_ZONES[state] : '',
    calling_daily_cap: window.value.dailyCap === undefined ? '' : String(window.value.dailyCap),
    calling_window_source: window.source,
    state_mini_tcpa: miniTcpa?.value ? 'yes' : 'no',
  };
}

export interface StateRuledLead {
  lead: Record<string, string>;
  /** The fields left out, so a payload's field sources leave them out too. */
  removed: readonly string[];
}

/**
 * The lead a buyer is sent: its calling window, its consent time (when the server received the lead that carried
 * the consent text) and its consent receipt's digest added, and, where the state's rule is `withhold`, its injury
 * answers left out. The buyer who keeps the digest can later check the receipt we send it against it.
 */
export function underStateRules(
  lead: Readonly<Record<string, string>>,
  { receivedAt, day, receiptDigest }: { receivedAt: string; day: string; receiptDigest?: string | null },
): StateRuledLead {
  const ruled: Record<string, string> = {
    ...lead,
    ...callingFieldsOf(lead, day),
    consent_time: receivedAt,
    // Always the server's: empty for a lead without a receipt, so no posted field can stand in for one.
    consent_receipt_digest: receiptDigest ?? '',
  };
  const removed: string[] = [];
  if (healthDataRuleOf(lead, day).value === 'withhold') {
    for (const field of INJURY_ANSWER_FIELDS) {
      if (Object.hasOwn(ruled, field)) {
        delete ruled[field];
        removed.push(field);
      }
    }
  }
  return { lead: ruled, removed };
}

/**
 * Why a lead may not go to a destination under its state's health-data rule: a lead from an `authorization`
 * state goes only to the destinations its signed authorization names (HEALTH_DATA_BUYERS).
 * Undefined when it may go.
 */
export function healthDataWithholdingReason(
  lead: Readonly<Record<string, string>>,
  destination: string,
  { authorized, day }: { authorized: readonly string[]; day: string },
): string | undefined {
  const rule = healthDataRuleOf(lead, day);
  if (rule.value !== 'authorization' || authorized.includes(destination)) return undefined;
  return `health data: ${stateOf(lead)} leads go only to buyers a signed authorization names (${rule.source}); this destination is not among HEALTH_DATA_BUYERS`;
}

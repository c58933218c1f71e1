import type { CallNumberAnswer } from '../services/api/call-number/call-number-contract';

/**
 * The embedded call-number rules (CALL_NUMBERS): `param=value:digits` entries separated by commas, e.g.
 * `affid=1000350:8005550123,utm_source=tv:8005550199`. A visitor whose landing page carries `param=value` in its
 * query is shown that number; the first rule that matches wins.
 */
export interface CallNumberRule {
  param: string;
  value: string;
  /** Ten US digits. */
  digits: string;
}

/** A North American number: area code and exchange never start with 0 or 1. */
const US_DIGITS = /^[2-9]\d{2}[2-9]\d{6}$/;
const RULE = /^([^=:\s]+)=([^:\s]+):(\d+)$/;

/** Reads CALL_NUMBERS; a malformed rule stops the start, quoted, so the operator sees which one to fix. */
export function parseCallNumberRules(text: string): CallNumberRule[] {
  return text
    .split(',')
    .map((rule) => rule.trim())
    .filter(Boolean)
    .map((rule) => {
      const match = RULE.exec(rule);
      if (!match) {
        throw new Error(
          `CALL_NUMBERS rule "${rule}" must read param=value:number, e.g. affid=1000350:8005550123`,
        );
      }
      const [, param, value, digits] = match as unknown as [string, string, string, string];
      if (!US_DIGITS.test(digits)) {
        throw new Error(`CALL_NUMBERS rule "${rule}" must end in a ten-digit US number, e.g. 8005550123`);
      }
      return { param, value, digits };
    });
}

/** The display form has the default number's shape, so swapping one for the other moves nothing. */
export function trackedCallNumber(digits: string): CallNumberAnswer {
  return {
    retreaverNumber: `+1${digits}`,
    retreaverNumberFormatted: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
  };
}

/** The first rule whose parameter the page's query carries with the rule's value. */
export function matchCallNumberRule(rules: readonly CallNumberRule[], page: URL): CallNumberRule | undefined {
  return rules.find((rule) => page.searchParams.getAll(rule.param).includes(rule.value));
}

/** Ten US digits from an E.164 US number (+1 and ten digits), or undefined for anything else. */
export function usDigitsOf(e164: string): string | undefined {
  const digits = /^\+1(\d{10})$/.exec(e164.trim())?.[1];
  return digits && US_DIGITS.test(digits) ? digits : undefined;
}

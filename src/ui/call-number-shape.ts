/** The number every click-to-call shows: `dial` goes after `tel:`, `formatted` is what the visitor reads. */
export interface CallNumber {
  dial: string;
  formatted: string;
}

/** The tracked number is the visitor's for the whole tab: later pages show it at once, without asking again. */
export const CALL_NUMBER_STORAGE_KEY = 'callNumber';

export function isCallNumber(value: unknown): value is CallNumber {
  const { dial, formatted } = (value ?? {}) as Partial<CallNumber>;
  return typeof dial === 'string' && /^\+1\d{10}$/.test(dial) && typeof formatted === 'string' && !!formatted;
}

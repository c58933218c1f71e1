import type { GuessPolicy } from '../storage/credential-failure-store';

/**
 * A wrong API key names no account, so it is counted per client address: ten are free, then the address waits
 * 30 s, 1 min, 2 min, … up to 15 min before any key it sends is even checked. Shared by every process through
 * the database, so 1,000 guesses from one address get about a dozen answers, whichever processes take them.
 */
export const WRONG_KEY_POLICY: GuessPolicy = {
  freeFailures: 10,
  firstWaitMs: 30_000,
  longestWaitMs: 15 * 60_000,
};

/**
 * A wrong password or code is counted per (account, address): five are free, then the same growing wait. Only
 * that pair waits: the same account from another address, and other accounts from this one, are untouched, so a
 * guesser cannot lock an operator out from elsewhere.
 */
export const WRONG_SIGN_IN_POLICY: GuessPolicy = {
  freeFailures: 5,
  firstWaitMs: 30_000,
  longestWaitMs: 15 * 60_000,
};

export const keyGuessKey = (address: string) => `key|${address}`;
export const signInGuessKey = (account: string, address: string) => `sign-in|${account}|${address}`;

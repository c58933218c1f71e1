/**
 * What one auction of one stored lead works with: the buyers it may sell to, how it sells (one exclusive winner, or
 * up to a number of shared ones, never under a floor), and what each buyer answered.
 */

export interface AuctionBuyer {
  /** The buyer's name in the buyers file: unique, the key of its bids and sales. */
  name: string;
  /**
   * `ping`: asked for a bid first, without contact details; `fixed`: no ping, it buys at its price whenever it is
   * chosen (a plain post buyer).
   */
  pricing: 'ping' | 'fixed';
  /** A fixed buyer's price, in cents. */
  priceCents?: number;
  /** Longest its ping or post may take, in milliseconds; past it, the buyer is passed over. */
  timeoutMs: number;
}

export type SaleMode = 'exclusive' | 'shared';

export interface AuctionPolicy {
  mode: SaleMode;
  /** How many buyers a shared lead goes to at most; 1 for an exclusive lead. */
  slots: number;
  /** The least a sale may bring, in cents: lower bids are not taken. */
  floorCents: number;
}

/** A buyer's answer to the ping: a bid in cents, or why there is none. */
export type PingAnswer =
  | { buyer: string; outcome: 'bid'; cents: number }
  | { buyer: string; outcome: 'no-bid' | 'timeout' | 'error' };

/** A buyer's answer to the post of the full lead. */
export type PostAnswer =
  { outcome: 'accepted' } | { outcome: 'rejected' | 'timeout' | 'error'; reason: string };

/** One step of the auction, as recorded for the lead's page. */
export type AuctionStep =
  | { step: 'ping'; buyer: string; outcome: PingAnswer['outcome']; cents?: number }
  | { step: 'post'; buyer: string; outcome: PostAnswer['outcome']; cents: number; reason?: string };

export interface Sale {
  buyer: string;
  cents: number;
}

/** A buyer in line for the lead, with what it would pay. */
export interface Candidate {
  buyer: string;
  cents: number;
}

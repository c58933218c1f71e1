import type { AuctionStep } from '../auction/auction-types';

/**
 * What is kept of one lead's auction for its page: the machine's own steps (each ping answer, each post) after
 * the buyers that were not asked at all, each with why (eligibility.ts).
 */
export const AUCTION_STATUSES = ['queued', 'sold', 'unsold'] as const;
export type AuctionStatus = (typeof AUCTION_STATUSES)[number];

export type AuctionRecordStep =
  AuctionStep | { step: 'eligibility'; buyer: string; outcome: 'ineligible'; reason: string };

import type { AuctionBuyer, AuctionPolicy, Candidate, PingAnswer } from './auction-types';

/**
 * The buyers in line for a lead, best first: every bid at or above the floor and every fixed price at or above it,
 * highest first; between equal offers, the buyer listed first in the buyers file (the operator's order of
 * preference). The auction posts down this line until its slots are sold or the line is empty.
 */
export function rankCandidates(
  buyers: readonly AuctionBuyer[],
  answers: readonly PingAnswer[],
  policy: AuctionPolicy,
): Candidate[] {
  const order = new Map(buyers.map((buyer, index) => [buyer.name, index]));
  const offers: Candidate[] = [];
  for (const buyer of buyers) {
    if (buyer.pricing === 'fixed' && buyer.priceCents !== undefined) {
      offers.push({ buyer: buyer.name, cents: buyer.priceCents });
    }
  }
  for (const answer of answers) {
    if (answer.outcome === 'bid' && order.has(answer.buyer)) {
      offers.push({ buyer: answer.buyer, cents: answer.cents });
    }
  }
  return offers
    .filter((offer) => Number.isInteger(offer.cents) && offer.cents >= policy.floorCents)
    .sort((a, b) => b.cents - a.cents || order.get(a.buyer)! - order.get(b.buyer)!);
}

/** How many buyers the lead may still be sold to. */
export function slotsOf(policy: AuctionPolicy): number {
  return policy.mode === 'exclusive' ? 1 : Math.max(1, policy.slots);
}

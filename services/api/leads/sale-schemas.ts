import { z } from 'zod';

/** A lead's sale to one buyer; money in whole cents, as everywhere. */
export const saleSchema = z.object({
  buyer: z.string().describe("The buyer's id in the buyers file (SELLING_CONFIG)"),
  price_cents: z.number().int().describe('What the buyer pays for the lead, in cents'),
  status: z
    .enum(['reserved', 'sold', 'released', 'returned'])
    .describe(
      'sold: the buyer accepted the lead; released: it refused it; reserved: its cap slot is held while the lead is posted, or the post never answered (the buyer may have the lead); returned: the buyer returned it and the return was approved (its money reversed)',
    ),
});

/** One step of a lead's auction, in the order it was taken. */
export const auctionStepSchema = z.object({
  step: z
    .enum(['eligibility', 'ping', 'post'])
    .describe('eligibility: a buyer not asked, and why; ping: its bid; post: the whole lead sent to it'),
  buyer: z.string(),
  outcome: z.enum(['ineligible', 'bid', 'no-bid', 'timeout', 'error', 'accepted', 'rejected']),
  cents: z.number().int().optional().describe('The bid or price, in cents, on a bid and on a post'),
  reason: z.string().optional().describe('Why a buyer was passed over or refused the lead'),
});

export const auctionSchema = z.object({
  status: z.enum(['queued', 'sold', 'unsold']),
  outcome: z.string().describe('The result in words; empty while queued'),
  runs: z
    .number()
    .int()
    .describe('How many times a server process took it up: more than one when one stopped during it'),
  updated_at: z.string(),
  steps: z.array(auctionStepSchema),
});

import { z } from 'zod';
import { defineContract } from '../contract';
import { queryInstant } from '../operator-lists';
import { auctionCountsCall } from './auction-call';

export const auctionCountsQuerySchema = z.object({
  from: queryInstant('from').optional().describe('Ended at or after'),
  to: queryInstant('to').optional().describe('Ended before'),
});

const auctionStateSchema = z.object({
  id: z.string().describe("The state's name in the auction's statechart"),
  description: z.string(),
  final: z.boolean(),
  entered: z.number().int().describe('How many times the counted auctions entered it'),
  ended: z.number().int().describe('How many counted auctions ended in it (final states; 0 for the others)'),
});

const auctionTransitionSchema = z.object({
  id: z.string().describe('Where it starts, what takes it and its place: posting.onDone.1'),
  from: z.string(),
  to: z.string(),
  rule: z.string().describe("The transition's rule in words, from the machine's config"),
  guard: z.string().nullable().describe("The guard's name, when it has one"),
  taken: z.number().int().describe('How many times the counted auctions took it'),
  auctions: z.number().int().describe('How many counted auctions took it at least once'),
});

export const auctionCountsSchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  ended: z.number().int().describe('Auctions that ended in the range'),
  counted: z.number().int().describe('Of those, the auctions whose machine ran and whose path was recorded'),
  not_run: z
    .number()
    .int()
    .describe('Ended without the machine running: a duplicate lead, or no eligible buyer'),
  unrecorded: z.number().int().describe('Ended before the path of each auction was recorded, so not counted'),
  unknown_transitions: z
    .number()
    .int()
    .describe('Recorded transitions the machine no longer has (it changed since), counted nowhere else'),
  initial: z.string(),
  states: z.array(auctionStateSchema),
  transitions: z.array(auctionTransitionSchema),
});

export type AuctionCountsQuery = z.input<typeof auctionCountsQuerySchema>;
export type AuctionCounts = z.infer<typeof auctionCountsSchema>;
export type AuctionStateCount = z.infer<typeof auctionStateSchema>;
export type AuctionTransitionCount = z.infer<typeof auctionTransitionSchema>;

/** Counts only: no lead and no contact detail, so a viewer may read them. */
export const auctionCountsContract = defineContract(auctionCountsCall, {
  summary: "The auction's statechart with how many auctions ended in a range took each transition",
  role: 'viewer',
  query: auctionCountsQuerySchema,
  answer: auctionCountsSchema,
});

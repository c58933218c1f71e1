import { assign, fromPromise, setup } from 'xstate';
import type {
  AuctionBuyer,
  AuctionPolicy,
  AuctionStep,
  Candidate,
  PingAnswer,
  PostAnswer,
  Sale,
} from './auction-types';
import { rankCandidates, slotsOf } from './ranking';

/**
 * The auction of one stored lead as a statechart, written with the funnels' own tools so a product owner reads it in
 * the Stately editor and testers generate its paths: ping every eligible buyer at once (no contact details), rank
 * the bids and fixed prices at or above the floor, post the full lead to the best in line, and on a refusal, an
 * error or a timeout go on to the next, until the slots are sold (one for an exclusive lead, N for a shared one) or
 * nobody is left. Every ping and post is recorded. The machine decides; the pings and posts are its actors, given by
 * whoever runs it (server/auction/run-auction.ts over HTTP, the tests with stand-ins).
 */

export interface AuctionInput {
  buyers: readonly AuctionBuyer[];
  policy: AuctionPolicy;
}

export interface AuctionContext extends AuctionInput {
  line: Candidate[];
  current: Candidate | undefined;
  sales: Sale[];
  steps: AuctionStep[];
}

export interface AuctionOutput {
  sales: Sale[];
  steps: AuctionStep[];
}

/** The buyers asked for a bid: those that price by ping. */
export const pingedBuyers = (buyers: readonly AuctionBuyer[]) =>
  buyers.filter((buyer) => buyer.pricing === 'ping');

/** What an invoked actor's done event carries. */
const outputOf = <Output>(event: unknown) => (event as { output: Output }).output;

/**
 * The statechart: states, transitions, and the names of its guards, actions and actors, each transition with its
 * rule in words. It is the running machine's config as it is and the Stately file's (`npm run flows`: scripts/export-flows.ts),
 * where JSON leaves out the two functions that hand an actor its input.
 */
export const AUCTION_MACHINE_CONFIG = {
  id: 'auction',
  initial: 'pinging',
  states: {
    pinging: {
      description: 'Every buyer that prices by ping is asked for a bid at once, without contact details.',
      invoke: {
        id: 'ping',
        src: 'pingBuyers',
        input: ({ context }: { context: AuctionContext }) => pingedBuyers(context.buyers),
        onDone: {
          target: 'choosing',
          actions: 'rankOffers',
          description:
            'The bids are in (or their buyers timed out): every offer at or above the floor is ranked.',
        },
      },
    },
    choosing: {
      description: 'The best offer still in line is taken, if a slot is left.',
      always: [
        {
          guard: 'hasOfferAndSlot',
          target: 'posting',
          actions: 'takeBestOffer',
          description: 'An offer at or above the floor is still in line, and the lead has a slot left.',
        },
        { guard: 'soldAny', target: 'sold', description: 'At least one buyer took the lead.' },
        { target: 'unsold', description: 'Nobody is left in line, and nobody took the lead.' },
      ],
    },
    posting: {
      description: 'The full lead is posted to the buyer whose offer was taken.',
      invoke: {
        id: 'post',
        src: 'postLead',
        input: ({ context }: { context: AuctionContext }) => context.current!,
        onDone: [
          {
            guard: 'postAccepted',
            target: 'choosing',
            actions: 'recordSale',
            description: 'The buyer accepted the posted lead: a sale.',
          },
          {
            target: 'choosing',
            actions: 'recordRefusal',
            description: 'The buyer refused the lead or did not answer in time: the next in line.',
          },
        ],
        onError: {
          target: 'choosing',
          actions: 'recordFailure',
          description: 'The post failed: the next in line.',
        },
      },
    },
    sold: { type: 'final', description: 'At least one buyer took the lead.' },
    unsold: { type: 'final', description: 'No buyer took the lead at or above the floor.' },
  },
} as const;

export type PingBuyers = (buyers: readonly AuctionBuyer[]) => Promise<PingAnswer[]>;
export type PostLead = (offer: Candidate) => Promise<PostAnswer>;

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} was not provided`));

/** A post step for the buyer whose offer was taken. */
function postStep(context: AuctionContext, answer: PostAnswer): AuctionStep {
  const { buyer, cents } = context.current!;
  return answer.outcome === 'accepted'
    ? { step: 'post', buyer, outcome: 'accepted', cents }
    : { step: 'post', buyer, outcome: answer.outcome, cents, reason: answer.reason };
}

function pingStep(answer: PingAnswer): AuctionStep {
  return answer.outcome === 'bid'
    ? { step: 'ping', buyer: answer.buyer, outcome: 'bid', cents: answer.cents }
    : { step: 'ping', buyer: answer.buyer, outcome: answer.outcome };
}

/** The auction's machine; `provide({ actors })` gives it the pings and posts of one run. */
export const auctionMachine = setup({
  types: {
    input: {} as AuctionInput,
    context: {} as AuctionContext,
    output: {} as AuctionOutput,
  },
  actors: {
    pingBuyers: fromPromise<PingAnswer[], readonly AuctionBuyer[]>(notProvided('pingBuyers')),
    postLead: fromPromise<PostAnswer, Candidate>(notProvided('postLead')),
  },
  guards: {
    hasOfferAndSlot: ({ context }) =>
      context.line.length > 0 && context.sales.length < slotsOf(context.policy),
    soldAny: ({ context }) => context.sales.length > 0,
    postAccepted: ({ event }) => outputOf<PostAnswer>(event).outcome === 'accepted',
  },
  actions: {
    rankOffers: assign(({ context, event }) => {
      const answers = outputOf<PingAnswer[]>(event);
      return {
        line: rankCandidates(context.buyers, answers, context.policy),
        steps: [...context.steps, ...answers.map(pingStep)],
      };
    }),
    takeBestOffer: assign(({ context }) => ({ current: context.line[0], line: context.line.slice(1) })),
    recordSale: assign(({ context }) => ({
      sales: [...context.sales, { ...context.current! }],
      steps: [...context.steps, postStep(context, { outcome: 'accepted' })],
      current: undefined,
    })),
    recordRefusal: assign(({ context, event }) => ({
      steps: [...context.steps, postStep(context, outputOf<PostAnswer>(event))],
      current: undefined,
    })),
    recordFailure: assign(({ context }) => ({
      steps: [...context.steps, postStep(context, { outcome: 'error', reason: 'the post failed' })],
      current: undefined,
    })),
  },
}).createMachine({
  ...AUCTION_MACHINE_CONFIG,
  context: ({ input }) => ({ ...input, line: [], current: undefined, sales: [], steps: [] }),
  output: ({ context }) => ({ sales: context.sales, steps: context.steps }),
});

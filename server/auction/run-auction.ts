import { createActor, fromPromise, toPromise, type AnyTransitionDefinition } from 'xstate';
import { transitionId } from './auction-chart';
import {
  auctionMachine,
  type AuctionInput,
  type AuctionOutput,
  type PingBuyers,
  type PostLead,
} from './auction-machine';
import type { AuctionBuyer, Candidate, PingAnswer, PostAnswer } from './auction-types';
import { cappedPost, type SaleCaps } from './capped-post';

/** An auction's end, with the machine's transitions it took in order (auction-chart.ts names them). */
export interface AuctionRun extends AuctionOutput {
  path: string[];
}

/**
 * Runs one auction with the given pings and posts; settles with the sales, every step taken and the path of
 * transitions the machine took, read from the machine as it takes them so the auction's drawing counts what
 * happened rather than what the steps suggest. With `caps`, each post first reserves the buyer's cap slot in the
 * database (capped-post.ts).
 */
export async function runAuction(
  input: AuctionInput,
  calls: { ping: PingBuyers; post: PostLead },
  caps?: SaleCaps,
): Promise<AuctionRun> {
  const post = caps ? cappedPost(calls.post, caps) : calls.post;
  const machine = auctionMachine.provide({
    actors: {
      pingBuyers: fromPromise<PingAnswer[], readonly AuctionBuyer[]>(({ input: pinged }) =>
        calls.ping(pinged),
      ),
      postLead: fromPromise<PostAnswer, Candidate>(({ input: offer }) => post(offer)),
    },
  });
  const path: string[] = [];
  const actor = createActor(machine, {
    input,
    inspect: (event) => {
      if (event.type !== '@xstate.microstep') return;
      const taken = (event as { _transitions?: AnyTransitionDefinition[] })._transitions ?? [];
      path.push(...taken.map(transitionId));
    },
  });
  actor.start();
  const output = await toPromise(actor);
  return { ...output, path };
}

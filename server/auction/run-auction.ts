import { createActor, fromPromise, toPromise } from 'xstate';
import {
  auctionMachine,
  type AuctionInput,
  type AuctionOutput,
  type PingBuyers,
  type PostLead,
} from './auction-machine';
import type { AuctionBuyer, Candidate, PingAnswer, PostAnswer } from './auction-types';
import { cappedPost, type SaleCaps } from './capped-post';

/**
 * Runs one auction with the given pings and posts; settles with the sales and every step taken. With `caps`, each
 * post first reserves the buyer's cap slot in the database (capped-post.ts).
 */
export function runAuction(
  input: AuctionInput,
  calls: { ping: PingBuyers; post: PostLead },
  caps?: SaleCaps,
): Promise<AuctionOutput> {
  const post = caps ? cappedPost(calls.post, caps) : calls.post;
  const machine = auctionMachine.provide({
    actors: {
      pingBuyers: fromPromise<PingAnswer[], readonly AuctionBuyer[]>(({ input: pinged }) =>
        calls.ping(pinged),
      ),
      postLead: fromPromise<PostAnswer, Candidate>(({ input: offer }) => post(offer)),
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  return toPromise(actor);
}

import { createActor, fromPromise, toPromise } from 'xstate';
import {
  auctionMachine,
  type AuctionInput,
  type AuctionOutput,
  type PingBuyers,
  type PostLead,
} from './auction-machine';
import type { AuctionBuyer, Candidate, PingAnswer, PostAnswer } from './auction-types';

/** Runs one auction with the given pings and posts; settles with the sales and every step taken. */
export function runAuction(
  input: AuctionInput,
  calls: { ping: PingBuyers; post: PostLead },
): Promise<AuctionOutput> {
  const machine = auctionMachine.provide({
    actors: {
      pingBuyers: fromPromise<PingAnswer[], readonly AuctionBuyer[]>(({ input: pinged }) =>
        calls.ping(pinged),
      ),
      postLead: fromPromise<PostAnswer, Candidate>(({ input: offer }) => calls.post(offer)),
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  return toPromise(actor);
}

import { describe, expect, it } from 'vitest';
import { getSimplePaths } from 'xstate/graph';
import { auctionMachine, type AuctionInput } from '../../server/auction/auction-machine';
import type { PingAnswer, PostAnswer } from '../../server/auction/auction-types';
import { runAuction } from '../../server/auction/run-auction';

/**
 * The auction's paths, generated from its own machine: every sequence of ping and post outcomes (bids and a
 * timeout, bids under the floor, a post accepted, refused or failing) from a lead with two ping buyers and one
 * fixed-price buyer, sold exclusive and shared. Each path is then walked by the running auction with stand-in
 * buyers answering as the path says, and must end where the path ends with the same sales and record.
 */

type AuctionEvent =
  | { type: 'xstate.done.actor.ping'; output: PingAnswer[] }
  | { type: 'xstate.done.actor.post'; output: PostAnswer }
  | { type: 'xstate.error.actor.post'; error: Error };

const PING_OUTCOMES: PingAnswer[][] = [
  [
    { buyer: 'ridge', outcome: 'bid', cents: 5_000 },
    { buyer: 'harbor', outcome: 'timeout' },
  ],
  [
    { buyer: 'ridge', outcome: 'no-bid' },
    { buyer: 'harbor', outcome: 'bid', cents: 900 },
  ],
];

const EVENTS: AuctionEvent[] = [
  ...PING_OUTCOMES.map((output) => ({ type: 'xstate.done.actor.ping' as const, output })),
  { type: 'xstate.done.actor.post', output: { outcome: 'accepted' } },
  { type: 'xstate.done.actor.post', output: { outcome: 'rejected', reason: 'outside our hours' } },
  { type: 'xstate.error.actor.post', error: new Error('connection reset') },
];

const BUYERS: AuctionInput['buyers'] = [
  { name: 'ridge', pricing: 'ping', timeoutMs: 200 },
  { name: 'harbor', pricing: 'ping', timeoutMs: 200 },
  { name: 'summit', pricing: 'fixed', priceCents: 2_000, timeoutMs: 200 },
];

const INPUTS: Record<string, AuctionInput> = {
  exclusive: { buyers: BUYERS, policy: { mode: 'exclusive', slots: 1, floorCents: 1_000 } },
  'shared by two': { buyers: BUYERS, policy: { mode: 'shared', slots: 2, floorCents: 1_000 } },
  'a floor above the fixed price': {
    buyers: BUYERS,
    policy: { mode: 'exclusive', slots: 1, floorCents: 3_000 },
  },
};

function pathsOf(input: AuctionInput) {
  return getSimplePaths(auctionMachine, { input, events: EVENTS as never[] }).filter(
    (path) => path.state.status === 'done',
  );
}

/** Stand-in buyers that answer as one path's events say, in order. */
function standIns(events: readonly AuctionEvent[]) {
  const posts = events.filter(
    (event) => event.type === 'xstate.done.actor.post' || event.type === 'xstate.error.actor.post',
  );
  const ping = events.find((event) => event.type === 'xstate.done.actor.ping');
  return {
    ping: () => Promise.resolve(ping ? ping.output : []),
    post: () => {
      const next = posts.shift();
      if (!next) return Promise.reject(new Error('the path posts no more'));
      return next.type === 'xstate.error.actor.post'
        ? Promise.reject(next.error)
        : Promise.resolve(next.output);
    },
  };
}

describe.each(Object.entries(INPUTS))('the auction, %s', (_, input) => {
  const paths = pathsOf(input);

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' > '), path] as const))(
    'walks %s to the same end',
    async (_name, path) => {
      const events = path.steps.map((step) => step.event as unknown as AuctionEvent);
      const { path: taken, ...output } = await runAuction(input, standIns(events));
      expect(output).toEqual({ sales: path.state.context.sales, steps: path.state.context.steps });
      const sold = output.sales.length > 0;
      expect(path.state.value).toBe(sold ? 'sold' : 'unsold');
      // The run records the machine's transitions: one per event walked, and one choice after each.
      expect(taken[0]).toBe('pinging.onDone.0');
      expect(taken.at(-1)).toBe(sold ? 'choosing.always.1' : 'choosing.always.2');
      expect(taken).toHaveLength(2 * path.steps.filter((step) => step.event.type !== 'xstate.init').length);
    },
  );
});

describe('what the paths sell', () => {
  it('reach both ends, and take every transition of the machine', () => {
    const paths = Object.values(INPUTS).flatMap(pathsOf);
    expect(new Set(paths.map((path) => path.state.value))).toEqual(new Set(['sold', 'unsold']));
    const taken = new Set(
      paths.flatMap((path) => path.steps.map((step) => `${String(step.state.value)}:${step.event.type}`)),
    );
    expect(taken).toEqual(
      new Set([
        'pinging:xstate.init',
        'posting:xstate.done.actor.ping',
        'unsold:xstate.done.actor.ping',
        'posting:xstate.done.actor.post',
        'posting:xstate.error.actor.post',
        'sold:xstate.done.actor.post',
        'unsold:xstate.done.actor.post',
        'sold:xstate.error.actor.post',
        'unsold:xstate.error.actor.post',
      ]),
    );
  });

  it('an exclusive lead goes to the best offer at or above the floor, and to the next when it refuses', () => {
    const sales = pathsOf(INPUTS.exclusive!).map((path) => path.state.context.sales);
    expect(sales).toContainEqual([{ buyer: 'ridge', cents: 5_000 }]);
    expect(sales).toContainEqual([{ buyer: 'summit', cents: 2_000 }]);
    expect(sales.every((sold) => sold.length <= 1)).toBe(true);
    // harbor's 900 is under the floor: never sold to.
    expect(sales.flat().some((sale) => sale.buyer === 'harbor')).toBe(false);
  });

  it('a shared lead goes to up to two buyers, best first', () => {
    const sales = pathsOf(INPUTS['shared by two']!).map((path) => path.state.context.sales);
    expect(sales).toContainEqual([
      { buyer: 'ridge', cents: 5_000 },
      { buyer: 'summit', cents: 2_000 },
    ]);
    expect(Math.max(...sales.map((sold) => sold.length))).toBe(2);
  });
});

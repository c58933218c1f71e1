import { describe, expect, it } from 'vitest';
import type { AuctionBuyer, AuctionPolicy, PingAnswer } from '../../../server/auction/auction-types';
import { rankCandidates, slotsOf } from '../../../server/auction/ranking';

const buyers: AuctionBuyer[] = [
  { name: 'first', pricing: 'ping', timeoutMs: 100 },
  { name: 'second', pricing: 'ping', timeoutMs: 100 },
  { name: 'flat', pricing: 'fixed', priceCents: 1_500, timeoutMs: 100 },
];
const policy: AuctionPolicy = { mode: 'shared', slots: 3, floorCents: 1_000 };

describe('the line of offers', () => {
  it.each<[string, PingAnswer[], AuctionPolicy, string[]]>([
    [
      'highest first, fixed prices among the bids',
      [
        { buyer: 'first', outcome: 'bid', cents: 1_200 },
        { buyer: 'second', outcome: 'bid', cents: 2_500 },
      ],
      policy,
      ['second:2500', 'flat:1500', 'first:1200'],
    ],
    [
      'a bid under the floor is not taken',
      [{ buyer: 'first', outcome: 'bid', cents: 999 }],
      policy,
      ['flat:1500'],
    ],
    [
      'a bid at the floor is taken',
      [{ buyer: 'first', outcome: 'bid', cents: 1_000 }],
      policy,
      ['flat:1500', 'first:1000'],
    ],
    [
      'equal offers keep the buyers file order',
      [
        { buyer: 'second', outcome: 'bid', cents: 1_500 },
        { buyer: 'first', outcome: 'bid', cents: 1_500 },
      ],
      policy,
      ['first:1500', 'second:1500', 'flat:1500'],
    ],
    [
      'no bid, a timeout and an error are not offers',
      [
        { buyer: 'first', outcome: 'no-bid' },
        { buyer: 'second', outcome: 'timeout' },
      ],
      policy,
      ['flat:1500'],
    ],
    [
      'a bid from a buyer not in the auction is ignored',
      [{ buyer: 'stranger', outcome: 'bid', cents: 9_000 }],
      policy,
      ['flat:1500'],
    ],
    ['a floor above every offer leaves nobody', [], { ...policy, floorCents: 10_000 }, []],
  ])('%s', (_, answers, rules, expected) => {
    expect(rankCandidates(buyers, answers, rules).map((offer) => `${offer.buyer}:${offer.cents}`)).toEqual(
      expected,
    );
  });

  it('an exclusive lead has one slot whatever slots says; a shared one at least one', () => {
    expect(slotsOf({ mode: 'exclusive', slots: 4, floorCents: 0 })).toBe(1);
    expect(slotsOf({ mode: 'shared', slots: 3, floorCents: 0 })).toBe(3);
    expect(slotsOf({ mode: 'shared', slots: 0, floorCents: 0 })).toBe(1);
  });
});

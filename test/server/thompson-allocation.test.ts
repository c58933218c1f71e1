import { describe, expect, it } from 'vitest';
import { betaDraw, gammaDraw } from '../../server/analytics/random-draws';
import { thompsonShares, withFloor, type ArmFigures } from '../../server/analytics/thompson-allocation';
import { seededRandom } from './support/seeded-random';

const arm = (name: string, figures: Partial<ArmFigures> = {}): ArmFigures => ({
  arm: name,
  weight: 50,
  visitors: 0,
  sales: 0,
  revenueCents: 0,
  ...figures,
});

const sum = (shares: Map<string, number>) => [...shares.values()].reduce((total, share) => total + share, 0);

describe('thompsonShares', () => {
  it.each<[string, ArmFigures[], number, Record<string, [number, number]>]>([
    [
      'no visitors: the weights',
      [arm('a', { weight: 1 }), arm('b', { weight: 3 })],
      0.1,
      { a: [0.25, 0.25], b: [0.75, 0.75] },
    ],
    [
      'visitors and leads but no sale yet: the weights',
      [arm('a', { visitors: 500 }), arm('b', { visitors: 500 })],
      0.1,
      { a: [0.5, 0.5], b: [0.5, 0.5] },
    ],
    [
      'no sale, weights below the floor: the floor',
      [arm('a', { weight: 1 }), arm('b', { weight: 99 })],
      0.2,
      { a: [0.2, 0.2], b: [0.8, 0.8] },
    ],
    [
      'alike arms: about even',
      [
        arm('a', { visitors: 400, sales: 20, revenueCents: 60_000 }),
        arm('b', { visitors: 400, sales: 20, revenueCents: 60_000 }),
      ],
      0.1,
      { a: [0.4, 0.6], b: [0.4, 0.6] },
    ],
    [
      'the same sales rate, six times the price: nearly all, the other its floor',
      [
        arm('a', { visitors: 200, sales: 10, revenueCents: 10 * 1_000 }),
        arm('b', { visitors: 200, sales: 10, revenueCents: 10 * 6_000 }),
      ],
      0.1,
      { a: [0.1, 0.12], b: [0.88, 0.9] },
    ],
    [
      'the same price, three times the sales rate: nearly all',
      [
        arm('a', { visitors: 300, sales: 10, revenueCents: 10 * 3_000 }),
        arm('b', { visitors: 300, sales: 30, revenueCents: 30 * 3_000 }),
      ],
      0.05,
      { a: [0.05, 0.07], b: [0.93, 0.95] },
    ],
    [
      'one lucky sale on a few visitors against a steady arm: not a landslide',
      [
        arm('a', { visitors: 5, sales: 1, revenueCents: 5_000 }),
        arm('b', { visitors: 300, sales: 15, revenueCents: 15 * 3_000 }),
      ],
      0.1,
      { a: [0.5, 0.85], b: [0.15, 0.5] },
    ],
    [
      'three arms, one clearly best: the two others at least the floor',
      [
        arm('a', { visitors: 300, sales: 6, revenueCents: 6 * 2_000 }),
        arm('b', { visitors: 300, sales: 30, revenueCents: 30 * 4_000 }),
        arm('c', { visitors: 300, sales: 5, revenueCents: 5 * 2_000 }),
      ],
      0.15,
      { a: [0.15, 0.16], b: [0.68, 0.7], c: [0.15, 0.16] },
    ],
  ])('%s', (_name, arms, floorShare, expected) => {
    const shares = thompsonShares(arms, { floorShare, random: seededRandom(7) });
    expect(sum(shares)).toBeCloseTo(1, 10);
    for (const [name, [low, high]] of Object.entries(expected)) {
      expect(shares.get(name), name).toBeGreaterThanOrEqual(low - 1e-9);
      expect(shares.get(name), name).toBeLessThanOrEqual(high + 1e-9);
    }
  });

  it('gives the same shares for the same seed, and others for another', () => {
    const arms = [
      arm('a', { visitors: 50, sales: 3, revenueCents: 9_000 }),
      arm('b', { visitors: 50, sales: 4, revenueCents: 10_000 }),
    ];
    const once = thompsonShares(arms, { floorShare: 0.1, random: seededRandom(11) });
    expect(thompsonShares(arms, { floorShare: 0.1, random: seededRandom(11) })).toEqual(once);
    expect(thompsonShares(arms, { floorShare: 0.1, random: seededRandom(12) })).not.toEqual(once);
  });
});

describe('withFloor', () => {
  const three = [{ arm: 'a' }, { arm: 'b' }, { arm: 'c' }];
  it.each<[number[], number, number[]]>([
    [[1, 1, 1], 0.1, [1 / 3, 1 / 3, 1 / 3]],
    [[0, 1, 0], 0.1, [0.1, 0.8, 0.1]],
    [[0.02, 0.58, 0.4], 0.1, [0.1, 0.9 * (0.58 / 0.98), 0.9 * (0.4 / 0.98)]],
    // A floor above an equal split cannot hold for every arm: it is an equal split.
    [[0, 1, 0], 0.5, [1 / 3, 1 / 3, 1 / 3]],
    [[0, 0, 0], 0.1, [1 / 3, 1 / 3, 1 / 3]],
    [[5, 3, 2], 0, [0.5, 0.3, 0.2]],
  ])('%j with floor %s is %j', (amounts, floor, expected) => {
    const shares = withFloor(amounts, floor, three);
    expect(sum(shares)).toBeCloseTo(1, 10);
    expected.forEach((share, index) => expect(shares.get(three[index]!.arm)).toBeCloseTo(share, 10));
  });
});

describe('the draws behind it', () => {
  const moments = (draw: () => number, count = 40_000) => {
    const values = Array.from({ length: count }, draw);
    const mean = values.reduce((total, value) => total + value, 0) / count;
    const variance = values.reduce((total, value) => total + (value - mean) ** 2, 0) / (count - 1);
    return { mean, variance };
  };

  it.each([0.4, 1, 2.5, 30])('Gamma(%s, 1) has mean and variance its shape', (shape) => {
    const random = seededRandom(3);
    const { mean, variance } = moments(() => gammaDraw(random, shape));
    expect(mean / shape).toBeGreaterThan(0.97);
    expect(mean / shape).toBeLessThan(1.03);
    expect(variance / shape).toBeGreaterThan(0.93);
    expect(variance / shape).toBeLessThan(1.07);
  });

  it.each([
    [1, 1],
    [2, 5],
    [21, 181],
  ])('Beta(%s, %s) has mean a / (a + b) and variance ab / ((a + b)²(a + b + 1))', (a, b) => {
    const random = seededRandom(5);
    const { mean, variance } = moments(() => betaDraw(random, a, b));
    const expectedMean = a / (a + b);
    const expectedVariance = (a * b) / ((a + b) ** 2 * (a + b + 1));
    expect(mean / expectedMean).toBeGreaterThan(0.98);
    expect(mean / expectedMean).toBeLessThan(1.02);
    expect(variance / expectedVariance).toBeGreaterThan(0.94);
    expect(variance / expectedVariance).toBeLessThan(1.06);
  });
});

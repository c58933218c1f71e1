import { betaDraw, gammaDraw, type Random } from './random-draws';

/** What an arm has earned so far, and its weight from the experiment table. */
export interface ArmFigures {
  arm: string;
  /** The table's weight: the split before there is any money to go by. */
  weight: number;
  visitors: number;
  /** Leads that earned money net of returns. */
  sales: number;
  /** What those sales earned net of returns, in cents. */
  revenueCents: number;
}

/** How many joint draws estimate each arm's chance of being best: a share is then within about 1 % of its value. */
export const DEFAULT_DRAWS = 4_000;

/**
 * Both priors are worth this many sales of all the arms together (their pooled sales rate and mean sale): an arm
 * with a handful of visitors and one sale is not taken at that sale alone, and an arm with many sales is judged on
 * its own.
 */
const PRIOR_SALES = 2;

/**
 * Each arm's share of new visitors by Thompson sampling on revenue per visitor: its chance of earning the most per
 * visitor, estimated by `draws` joint draws from the posteriors, then held at `floorShare` or more for every arm so
 * that an arm losing early keeps being measured. Until some arm has a sale there is nothing to compare, and the
 * shares are the weights.
 *
 * Revenue per visitor is modelled as (the chance a visitor becomes a sale) × (the mean sale):
 * - the chance is Beta(PRIOR_SALES + sales, PRIOR_SALES' worth of pooled non-sales + visitors − sales): a Beta
 *   prior at the pooled sales rate, updated by the arm's own visitors (a uniform prior would put an arm of five
 *   visitors with one sale at about a 30 % sales rate, and hand it nearly all the traffic);
 * - a sale's amount is taken as exponential with an unknown rate, whose conjugate posterior is
 *   Gamma(PRIOR_SALES + sales, rate: PRIOR_SALES' worth of the pooled mean sale + revenue); the mean sale is one
 *   over a draw of the rate. Exponential amounts overstate the spread of prices a few buyers set, which only makes
 *   the allocation more cautious (slower to move traffic), never overconfident. The pooled prior keeps an arm
 *   with one lucky sale from looking better than an arm with many ordinary ones.
 * The two factors are independent given the figures, so one draw of each per arm is one draw of its revenue per
 * visitor.
 */
export function thompsonShares(
  arms: readonly ArmFigures[],
  { floorShare, random, draws = DEFAULT_DRAWS }: { floorShare: number; random: Random; draws?: number },
): Map<string, number> {
  const totalSales = arms.reduce((sum, arm) => sum + salesOf(arm), 0);
  if (totalSales === 0) {
    return withFloor(
      arms.map((arm) => arm.weight),
      floorShare,
      arms,
    );
  }
  const totalVisitors = arms.reduce((sum, arm) => sum + Math.max(0, arm.visitors), 0);
  const priorNonSales = (PRIOR_SALES * (totalVisitors - totalSales)) / totalSales;
  const pooledMeanSale = arms.reduce((sum, arm) => sum + Math.max(0, arm.revenueCents), 0) / totalSales;
  const priorRate = PRIOR_SALES * Math.max(pooledMeanSale, 1);
  const wins = arms.map(() => 0);
  const drawn = arms.map(() => 0);
  for (let draw = 0; draw < draws; draw += 1) {
    let best = -Infinity;
    for (const [index, arm] of arms.entries()) {
      const sales = salesOf(arm);
      const chance = betaDraw(
        random,
        PRIOR_SALES + sales,
        // Above 0 even when every visitor bought.
        Math.max(priorNonSales, 0.01) + Math.max(0, arm.visitors - sales),
      );
      const rate = gammaDraw(random, PRIOR_SALES + sales) / (priorRate + Math.max(0, arm.revenueCents));
      drawn[index] = chance / rate;
      best = Math.max(best, chance / rate);
    }
    // Ties (all but impossible with continuous draws) share the win.
    const leaders = drawn.filter((value) => value === best).length;
    for (const [index, value] of drawn.entries()) if (value === best) wins[index]! += 1 / leaders;
  }
  return withFloor(wins, floorShare, arms);
}

/** Sales cannot outnumber visitors: leads of visitors whose session was not saved count as at most all of them. */
function salesOf(arm: ArmFigures): number {
  return Math.min(Math.max(0, arm.sales), Math.max(0, arm.visitors));
}

/**
 * Scales the amounts to shares summing to 1 with none below the floor: arms that would fall below it get the floor,
 * and the rest share what is left in proportion, repeated until no arm is below (the floor is capped at an equal
 * split). Shares already above the floor keep their proportions.
 */
export function withFloor(
  amounts: readonly number[],
  floorShare: number,
  arms: readonly { arm: string }[],
): Map<string, number> {
  const floor = Math.min(Math.max(0, floorShare), 1 / arms.length);
  const floored = new Set<number>();
  let shares: number[] = [];
  for (;;) {
    const left = 1 - floor * floored.size;
    const open = amounts.map((_, index) => index).filter((index) => !floored.has(index));
    const sum = open.reduce((total, index) => total + Math.max(0, amounts[index]!), 0);
    shares = amounts.map((amount, index) => {
      if (floored.has(index)) return floor;
      return sum > 0 ? (Math.max(0, amount) / sum) * left : left / open.length;
    });
    const under = open.filter((index) => shares[index]! < floor);
    if (under.length === 0) break;
    for (const index of under) floored.add(index);
  }
  return new Map(arms.map((arm, index) => [arm.arm, shares[index]!]));
}

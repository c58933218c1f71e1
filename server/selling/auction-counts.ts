import type { AuctionCounts } from '../../services/api/auction/auction-contract';
import type { AuctionChart } from '../auction/auction-chart';
import type { EndedAuctionPath } from '../storage/auction-paths';

/**
 * The auction's statechart with its counts: each transition with how many times the auctions took it and how many
 * auctions took it, each state with how often it was entered and how many auctions ended in it. Counted from the
 * transitions each run recorded (run-auction.ts), never inferred from its steps; an auction whose path was not
 * recorded is reported as such and counted nowhere. Pure.
 */
export function auctionCounts(
  chart: AuctionChart,
  paths: readonly EndedAuctionPath[],
  range: { from?: string; to?: string } = {},
): AuctionCounts {
  const byId = new Map(chart.transitions.map((transition) => [transition.id, transition]));
  const finals = new Set(chart.states.filter((state) => state.final).map((state) => state.id));
  const taken = new Map<string, number>();
  const auctions = new Map<string, number>();
  const entered = new Map<string, number>();
  const ended = new Map<string, number>();
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  let counted = 0;
  let notRun = 0;
  let unrecorded = 0;
  let unknown = 0;
  for (const path of paths) {
    if (path === null) {
      unrecorded += 1;
      continue;
    }
    if (path.length === 0) {
      notRun += 1;
      continue;
    }
    counted += 1;
    add(entered, chart.initial);
    for (const id of path) {
      const transition = byId.get(id);
      if (!transition) {
        unknown += 1;
        continue;
      }
      add(taken, id);
      add(entered, transition.to);
    }
    for (const id of new Set(path)) if (byId.has(id)) add(auctions, id);
    const last = byId.get(path[path.length - 1]!);
    if (last && finals.has(last.to)) add(ended, last.to);
  }
  return {
    from: range.from ?? null,
    to: range.to ?? null,
    ended: paths.length,
    counted,
    not_run: notRun,
    unrecorded,
    unknown_transitions: unknown,
    initial: chart.initial,
    states: chart.states.map((state) => ({
      ...state,
      entered: entered.get(state.id) ?? 0,
      ended: ended.get(state.id) ?? 0,
    })),
    transitions: chart.transitions.map((transition) => ({
      ...transition,
      taken: taken.get(transition.id) ?? 0,
      auctions: auctions.get(transition.id) ?? 0,
    })),
  };
}

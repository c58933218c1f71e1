import { wilsonInterval } from './wilson-interval';

/** One arm as the verdict reads it: its visitors and the visitors who left a lead. */
export interface ArmCounts {
  arm: string;
  visitors: number;
  leads: number;
}

export interface ExperimentVerdict {
  /** The arm converting best so far; null with no visitors, or while the best arms convert alike. */
  leading_arm: string | null;
  /** Whether the leading arm's 95 % interval lies wholly above every other arm's: only then is it a winner. */
  decided: boolean;
  /**
   * While undecided: about how many more visitors, over all the arms, before the leading arm's interval would clear
   * the runner-up's if both kept converting as they do now; null when decided, or with no difference to measure.
   */
  visitors_needed: number | null;
}

/** More visitors per arm than this is "not within any horizon": the search stops there. */
const MAX_VISITORS_PER_ARM = 10_000_000;

const rate = ({ visitors, leads }: ArmCounts) => Math.min(leads, visitors) / visitors;

/** Whether, with `visitors` each at these rates, the better arm's interval lies above the other's. */
function separated(better: number, worse: number, visitors: number): boolean {
  const high = wilsonInterval(better * visitors, visitors)!;
  const low = wilsonInterval(worse * visitors, visitors)!;
  return high[0] > low[1];
}

/** The fewest visitors per arm at which two rates' intervals separate, or null past MAX_VISITORS_PER_ARM. */
function visitorsToSeparate(better: number, worse: number): number | null {
  if (!separated(better, worse, MAX_VISITORS_PER_ARM)) return null;
  let low = 1;
  let high = MAX_VISITORS_PER_ARM;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (separated(better, worse, middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * The operators' reading of an experiment's arms: a leader only when one arm converts better than the rest, a
 * winner only when its interval says so, and until then how many more visitors the difference seen so far needs.
 */
export function experimentVerdict(arms: readonly ArmCounts[]): ExperimentVerdict {
  const ranked = arms.filter((arm) => arm.visitors > 0).sort((a, b) => rate(b) - rate(a));
  const [leader, runnerUp] = ranked;
  if (!leader) return { leading_arm: null, decided: false, visitors_needed: null };
  if (runnerUp && rate(runnerUp) === rate(leader))
    return { leading_arm: null, decided: false, visitors_needed: null };
  const interval = (arm: ArmCounts) => wilsonInterval(Math.min(arm.leads, arm.visitors), arm.visitors)!;
  const decided =
    ranked.length === arms.length &&
    ranked.slice(1).every((other) => interval(other)[1] < interval(leader)[0]);
  if (decided || !runnerUp) return { leading_arm: leader.arm, decided, visitors_needed: null };
  const perArm = visitorsToSeparate(rate(leader), rate(runnerUp));
  const needed =
    perArm === null ? null : arms.reduce((sum, arm) => sum + Math.max(0, perArm - arm.visitors), 0);
  return { leading_arm: leader.arm, decided, visitors_needed: needed };
}

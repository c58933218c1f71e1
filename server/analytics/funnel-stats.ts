import type { SessionPath } from '../storage/session-store';

export interface BranchShare {
  /** The step the visitors went on to. */
  to: string;
  sessions: number;
  /** Of the sessions that went on from the step, the part that went here (0 to 1, 3 decimals). */
  share: number;
}

export interface FunnelStepStats {
  step: string;
  /** Sessions that were shown the step. */
  reached: number;
  /** Sessions whose last save found them on the step without a posted lead: they left there. */
  left: number;
  /** Median seconds on the step of the sessions that answered it; null when none did. */
  median_seconds: number | null;
  branches: BranchShare[];
}

export interface FunnelStats {
  sessions: number;
  /** Sessions that posted their lead. */
  submitted: number;
  /** Of those, the leads whose trail did not replay: stored, verdict `no`, reason `trail|<why>`. */
  unreplayed: number;
  steps: FunnelStepStats[];
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The steps a session was shown, in order: those it answered, then the one it was on when last saved. */
function shownSteps(session: SessionPath): string[] {
  const answered = session.steps.map(({ step }) => step);
  return answered.at(-1) === session.currentStep ? answered : [...answered, session.currentStep];
}

/**
 * The path a session finally took: a step shown again means the visitor went back to it, so what came after its
 * first showing was undone. Branch counts read this path, so a visitor who went back and took another way counts
 * once, on the way they took, and never as a move backwards.
 */
function finalPath(shown: readonly string[]): string[] {
  const path: string[] = [];
  for (const step of shown) {
    const earlier = path.indexOf(step);
    if (earlier === -1) path.push(step);
    else path.length = earlier + 1;
  }
  return path;
}

/** Seconds on each step for one session: a step answered twice (after going back) adds up. */
function secondsPerStep(session: SessionPath): Map<string, number> {
  const seconds = new Map<string, number>();
  for (const { step, seconds: spent } of session.steps) seconds.set(step, (seconds.get(step) ?? 0) + spent);
  return seconds;
}

/**
 * Drop-off per step from saved sessions: who reached each step, who left at it, the median time on it, and where
 * those who went on went. Steps come in `order` (the variant's definition), then any others seen, as met.
 */
export function funnelStats(sessions: readonly SessionPath[], order: readonly string[]): FunnelStats {
  const reached = new Map<string, number>();
  const left = new Map<string, number>();
  const seconds = new Map<string, number[]>();
  const moves = new Map<string, Map<string, number>>();
  const seen: string[] = [...order];
  const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

  for (const session of sessions) {
    const shown = shownSteps(session);
    for (const step of new Set(shown)) {
      if (!seen.includes(step)) seen.push(step);
      count(reached, step);
    }
    if (!session.submitted) count(left, session.currentStep);
    for (const [step, spent] of secondsPerStep(session))
      seconds.set(step, [...(seconds.get(step) ?? []), spent]);
    const path = finalPath(shown);
    for (let index = 0; index + 1 < path.length; index += 1) {
      const from = path[index]!;
      count(moves.get(from) ?? moves.set(from, new Map()).get(from)!, path[index + 1]!);
    }
  }

  return {
    sessions: sessions.length,
    submitted: sessions.filter((session) => session.submitted).length,
    unreplayed: sessions.filter((session) => session.unreplayed).length,
    steps: seen.map((step) => {
      const onwards = [...(moves.get(step) ?? new Map<string, number>())];
      const total = onwards.reduce((sum, [, sessionsTo]) => sum + sessionsTo, 0);
      return {
        step,
        reached: reached.get(step) ?? 0,
        left: left.get(step) ?? 0,
        median_seconds: median(seconds.get(step) ?? []),
        branches: onwards
          .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
          .map(([to, sessionsTo]) => ({
            to,
            sessions: sessionsTo,
            share: Math.round((sessionsTo / total) * 1000) / 1000,
          })),
      };
    }),
  };
}

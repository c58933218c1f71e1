import type { Experiment } from '../variants/routes/experiment-table';
import { thompsonShares } from './analytics/thompson-allocation';
import type { Random } from './analytics/random-draws';
import type { Clock } from './clock';
import type { LeadDatabase } from './storage/database';
import { experimentLeadCounts } from './storage/experiment-leads';
import type { SessionStore } from './storage/session-store';

/** The figures an allocation goes by: the last 30 days', so an arm is judged on how it earns now. */
export const ALLOCATION_WINDOW_DAYS = 30;

/** How long a process keeps shares before reading the figures again. */
export const ALLOCATION_REFRESH_MS = 60_000;

/** Each arm's share of new visitors, by arm name; they sum to 1. */
export type ArmShares = ReadonlyMap<string, number>;

export interface ExperimentAllocation {
  /**
   * The shares to send a new visitor by, at once: the last ones this process computed, or the weights while the
   * first are being computed. A refresh is started when they are older than a minute; a page never waits on it.
   */
  sharesNow(experiment: Experiment): ArmShares;
  /** The shares as they are now, waiting for a refresh when one is due: what the console shows. */
  shares(experiment: Experiment): Promise<ArmShares>;
}

interface Computed {
  at: number;
  shares: Promise<ArmShares>;
  settled?: ArmShares;
}

/** The weights of the experiment table as shares. */
export function weightShares(experiment: Experiment): ArmShares {
  const total = experiment.arms.reduce((sum, arm) => sum + arm.weight, 0);
  return new Map(experiment.arms.map((arm) => [arm.arm, arm.weight / total]));
}

/**
 * The shares of each experiment whose table row asks for an allocation, from the figures the experiments page
 * shows (saved sessions per arm, and their leads' money net of returns). They are kept in memory: the figures are in
 * the database, so every process derives about the same shares, and reading them once a minute costs nothing a
 * visitor would notice. When the figures cannot be read the weights stand in, and the page is still sent.
 */
export function createExperimentAllocation({
  database,
  sessions,
  clock,
  random,
  onFailed,
}: {
  database: LeadDatabase;
  sessions: SessionStore;
  clock: Clock;
  /** For the Monte Carlo draws. */
  random: Random;
  /** Told when the figures could not be read; the weights were used instead. */
  onFailed: (error: unknown) => void;
}): ExperimentAllocation {
  const computed = new Map<string, Computed>();

  async function compute(experiment: Experiment, now: Date): Promise<ArmShares> {
    const allocation = experiment.allocation!;
    try {
      const from = new Date(now.getTime() - ALLOCATION_WINDOW_DAYS * 86_400_000).toISOString();
      const [visits, leads] = await Promise.all([
        sessions.arms(experiment.name, { from }),
        experimentLeadCounts(database, experiment.name, { from }),
      ]);
      return thompsonShares(
        experiment.arms.map(({ arm, weight }) => {
          const money = leads.find((entry) => entry.arm === arm);
          return {
            arm,
            weight,
            visitors: visits.find((entry) => entry.arm === arm)?.visitors ?? 0,
            sales: money?.sales ?? 0,
            revenueCents: money?.revenueCents ?? 0,
          };
        }),
        { floorShare: allocation.floorShare, random },
      );
    } catch (error) {
      onFailed(error);
      return weightShares(experiment);
    }
  }

  function current(experiment: Experiment): Computed {
    const now = clock();
    const kept = computed.get(experiment.name);
    if (kept && now.getTime() - kept.at < ALLOCATION_REFRESH_MS) return kept;
    const fresh: Computed = { at: now.getTime(), shares: compute(experiment, now), settled: kept?.settled };
    void fresh.shares.then((shares) => (fresh.settled = shares));
    computed.set(experiment.name, fresh);
    return fresh;
  }

  return {
    sharesNow(experiment) {
      if (!experiment.allocation) return weightShares(experiment);
      return current(experiment).settled ?? weightShares(experiment);
    },
    async shares(experiment) {
      if (!experiment.allocation) return weightShares(experiment);
      return current(experiment).shares;
    },
  };
}

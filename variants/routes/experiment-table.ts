import { normalizePath } from './route-table';

/** One arm of an experiment: a survey route of the route table, and its share of the traffic. */
export interface ExperimentArm {
  /** The arm's name, stored on the session and the lead as `arm`. */
  arm: string;
  /** The survey route that serves the arm (a path of SURVEY_ROUTES). */
  path: string;
  /** Its weight: the arm gets weight / (sum of the weights) of new visitors (under an allocation, until a sale). */
  weight: number;
}

/**
 * How new visitors are split when not by the weights alone: `revenue-per-visitor` sends each arm its chance of
 * earning the most per visitor (Thompson sampling on the last 30 days' sales, server/analytics/thompson-allocation.ts),
 * never less than `floorShare` of them; the weights are the split until there is a sale to go by.
 */
export interface ExperimentAllocation {
  by: 'revenue-per-visitor';
  /** In [0, 1 / number of arms]: the least share of new visitors any arm gets, so that every arm goes on being measured. */
  floorShare: number;
}

/** A path whose visitors are split between survey routes by weight (docs/funnels.md). */
export interface Experiment {
  /** Stored on the session and the lead as `experiment`; letters, digits, `-` and `_`. */
  name: string;
  path: string;
  arms: readonly ExperimentArm[];
  /** By the weights alone when absent. */
  allocation?: ExperimentAllocation;
}

export const EXPERIMENTS: readonly Experiment[] = [
  {
    name: 'v4nv-or-v7',
    path: '/survey/split',
    arms: [
      { arm: 'v4nv', path: '/survey/v4nv', weight: 50 },
      { arm: 'v7', path: '/survey/v7', weight: 50 },
    ],
    allocation: { by: 'revenue-per-visitor', floorShare: 0.1 },
  },
];

export function findExperiment(path: string): Experiment | undefined {
  const wanted = normalizePath(path);
  return EXPERIMENTS.find((experiment) => experiment.path === wanted);
}

import { normalizePath } from './route-table';

/** One arm of an experiment: a survey route of the route table, and its share of the traffic. */
export interface ExperimentArm {
  /** The arm's name, stored on the session and the lead as `arm`. */
  arm: string;
  /** The survey route that serves the arm (a path of SURVEY_ROUTES). */
  path: string;
  /** Its weight: the arm gets weight / (sum of the weights) of new visitors. */
  weight: number;
}

/** A path whose visitors are split between survey routes by weight (docs/funnels.md). */
export interface Experiment {
  /** Stored on the session and the lead as `experiment`; letters, digits, `-` and `_`. */
  name: string;
  path: string;
  arms: readonly ExperimentArm[];
}

export const EXPERIMENTS: readonly Experiment[] = [
  {
    name: 'v4nv-or-v7',
    path: '/survey/split',
    arms: [
      { arm: 'v4nv', path: '/survey/v4nv', weight: 50 },
      { arm: 'v7', path: '/survey/v7', weight: 50 },
    ],
  },
];

export function findExperiment(path: string): Experiment | undefined {
  const wanted = normalizePath(path);
  return EXPERIMENTS.find((experiment) => experiment.path === wanted);
}

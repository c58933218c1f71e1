import { landingUrlOf } from './landing-url';
import { EXPERIMENTS, type Experiment, type ExperimentArm } from '../variants/routes/experiment-table';
import { normalizePath } from '../variants/routes/route-table';

/** How long a visitor keeps their arm: a returning visitor sees the same variant for 90 days. */
export const ARM_COOKIE_MAX_AGE_SECONDS = 90 * 86_400;

/** The cookie holding a visitor's arm of one experiment. */
export function armCookieName(experiment: Experiment): string {
  return `arm_${experiment.name}`;
}

/** One cookie's value from a Cookie header; undefined when absent. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const split = part.indexOf('=');
    if (split > 0 && part.slice(0, split).trim() === name) return part.slice(split + 1).trim();
  }
  return undefined;
}

/** Picks an arm by weight; `random` is in [0, 1). */
export function pickArm(arms: readonly ExperimentArm[], random: number): ExperimentArm {
  const total = arms.reduce((sum, arm) => sum + arm.weight, 0);
  let point = random * total;
  for (const arm of arms) {
    if (point < arm.weight) return arm;
    point -= arm.weight;
  }
  return arms.at(-1)!;
}

/** The arm the visitor's cookie names, when it is still one of the experiment's arms. */
export function armOf(experiment: Experiment, cookieHeader: string | undefined): ExperimentArm | undefined {
  const named = cookieValue(cookieHeader, armCookieName(experiment));
  return experiment.arms.find((arm) => arm.arm === named);
}

/**
 * The experiment and arm a session or lead on `path` came through: the experiment whose arm serves that path and
 * whose cookie names that arm. A visitor who opens an arm's route directly is in no experiment.
 */
export function experimentOf(
  path: string | undefined,
  cookieHeader: string | undefined,
): { experiment: string; arm: string } | undefined {
  if (!path || !cookieHeader) return undefined;
  const wanted = normalizePath(path);
  for (const experiment of EXPERIMENTS) {
    const arm = armOf(experiment, cookieHeader);
    if (arm && arm.path === wanted) return { experiment: experiment.name, arm: arm.arm };
  }
  return undefined;
}

/** The experiment and arm of a lead, from the landing page URL the funnel recorded; empty fields when none. */
export function leadExperimentFields(
  lead: Readonly<Record<string, string>>,
  cookieHeader: string | undefined,
): { experiment: string; arm: string } | Record<string, never> {
  return experimentOf(landingUrlOf(lead)?.pathname, cookieHeader) ?? {};
}

/**
 * The paths generated from a variant's machine (scripts/paths/funnel-paths.ts), written as a tester walks them: at
 * each step, its name (the section's data-step), the progress it shows, then the answer button to tap
 * (data-answer), the inputs to fill and the lists to choose from (by field name), and the button that goes on
 * (data-action).
 */
import { localIsoDate } from '../../guards/dates';
import { loadVariant } from '../../variants';
import type { VariantDefinition } from '../../variants/variant-definition';
import { SURVEY_ROUTES, type SurveyRoute } from '../../variants/routes/route-table';
import { answerValues } from '../../machines/step-kinds';
import { shownStep } from '../../machines/definition-language';
import type { FunnelEvent } from '../../machines/funnel-types';
import { modelInput, pathsToSubmit, trailKey, type GeneratedPath } from './funnel-paths';

export interface WalkedStep {
  step: string;
  /** The progress bar's value while the step is shown. */
  progress: number;
  /** A choice step: the data-answer of the button to tap. */
  answer?: string;
  /** Inputs to type into, by name. */
  fill?: Record<string, string>;
  /** Lists to choose from, by name: the option's value or label. */
  select?: Record<string, string>;
  /** Checkboxes to set, by name. */
  check?: Record<string, boolean>;
  /** The data-action of the button that goes on, after filling. */
  action?: 'next' | 'submit';
  /** What the step stores in the lead. */
  values: Record<string, string>;
}

export interface WalkablePath {
  /** The address the walk opens: the route, with `?last-step=combined` for the paths of the combined last step. */
  url: string;
  steps: string[];
  answers: WalkedStep[];
}

export interface VariantPaths {
  variant: string;
  route: string;
  /** Where the visitor lands after the post, unless the funnel ends on a step of its own. */
  thankYouPage: string;
  /** The step a submit step shows after the post instead of the thank-you page, and for whom. */
  endsOnStep?: { step: string; onlyWhenDisqualified: boolean };
  /** The day the accident dates were chosen against: the paths hold while the dates keep their meaning. */
  today: string;
  paths: WalkablePath[];
}

function sameValues(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? '') === (b[key] ?? ''));
}

function walkedStep(
  definition: VariantDefinition,
  name: string,
  event: FunnelEvent,
  progress: number,
): WalkedStep {
  const values = event.type === 'ANSWER' ? event.values : {};
  const step = shownStep(definition, name);
  if (!step) throw new Error(`${definition.id}: step ${name} has no catalogue entry`);
  const action = definition.steps[name]?.submit ? 'submit' : 'next';
  const walked: WalkedStep = { step: name, progress, values };
  switch (step.kind) {
    case 'intro':
      return { ...walked, action: 'next' };
    case 'choice': {
      const option = step.options.find((candidate) =>
        sameValues(answerValues(step.field, candidate), values),
      );
      if (!option) throw new Error(`${name}: no answer stores ${JSON.stringify(values)}`);
      return { ...walked, answer: option.answer };
    }
    case 'month-year':
      return {
        ...walked,
        select: { injury_month: values.injury_month ?? '', injury_year: values.injury_year ?? '' },
        action: 'next',
      };
    case 'fields': {
      const fill: Record<string, string> = {};
      const check: Record<string, boolean> = {};
      for (const field of step.fields) {
        if (field.type === 'checkbox') check[field.name] = values[field.name] === 'Yes';
        else fill[field.name] = values[field.name] ?? '';
      }
      return { ...walked, fill, ...(Object.keys(check).length > 0 ? { check } : {}), action };
    }
    case 'buyers':
      return {
        ...walked,
        fill: Object.fromEntries(step.fields.map((field) => [field.name, values[field.name] ?? ''])),
        action,
      };
    case 'form': {
      const fill: Record<string, string> = {};
      const select: Record<string, string> = {};
      for (const field of step.groups.flatMap((group) => group.fields)) {
        if (field.type === 'select') {
          const option = field.options.find((candidate) =>
            Object.entries(answerValues(field.name, candidate)).every(
              ([key, value]) => (values[key] ?? '') === value,
            ),
          );
          if (!option) throw new Error(`${name}: no option of ${field.name} fits the path`);
          select[field.name] = option.answer;
        } else if (field.type === 'year' || field.type === 'month') {
          select[field.name] = values[field.name] ?? '';
        } else {
          fill[field.name] = values[field.name] ?? '';
        }
      }
      return { ...walked, fill, select, action };
    }
    case 'message':
      throw new Error(`${name} ends the funnel: it is not part of a path to the post`);
  }
}

export function walkable(definition: VariantDefinition, path: GeneratedPath, url: string): WalkablePath {
  return {
    url,
    steps: path.steps,
    answers: path.steps.map((name, index) =>
      walkedStep(definition, name, path.events[index]!, path.progress[index]!),
    ),
  };
}

/** The route a variant's paths are walked on: the one named, else `/survey/<variant>`, else its first. */
export function routeOf(variant: string, path?: string): SurveyRoute {
  const routes = SURVEY_ROUTES.filter((route) => route.variant === variant);
  const route = path
    ? routes.find((candidate) => candidate.path === path)
    : (routes.find((candidate) => candidate.path === `/survey/${variant}`) ?? routes[0]);
  if (!route) throw new Error(`No survey route ${path ?? ''} serves variant ${variant}`);
  return route;
}

/** Every generated path of the variant on its route, for today's date as the browser will see it. */
export async function variantPaths(
  variant: string,
  routePath?: string,
  today = localIsoDate(new Date()),
): Promise<VariantPaths> {
  const route = routeOf(variant, routePath);
  const definition = await loadVariant(route.variant);
  // The page configurations the route's visitors meet: as it opens, and (where the route does not already) with
  // the combined last step its landing URL may ask for; a path the second adds only counts if its steps differ.
  const setups = [
    { combinedLastStep: route.combinedLastStep === true, url: route.path },
    ...(route.combinedLastStep === true
      ? []
      : [{ combinedLastStep: true, url: `${route.path}?last-step=combined` }]),
  ];
  const seen = new Set<string>();
  const walkablePaths: WalkablePath[] = [];
  for (const setup of setups) {
    const input = modelInput({ today, language: route.language, combinedLastStep: setup.combinedLastStep });
    for (const path of pathsToSubmit(definition, input, trailKey, { skipIntro: route.skipIntro })) {
      const walked = walkable(definition, path, setup.url);
      const key = JSON.stringify(walked.answers.map((answer) => [answer.step, answer.values]));
      if (seen.has(key)) continue;
      seen.add(key);
      walkablePaths.push(walked);
    }
  }
  const endingStep = Object.values(definition.steps).find(
    (step) => step.submit && typeof step.next === 'string',
  );
  return {
    variant,
    route: route.path,
    thankYouPage: route.thankYouPage,
    ...(endingStep
      ? {
          endsOnStep: {
            step: endingStep.next as string,
            onlyWhenDisqualified: endingStep.nextOnlyWhen === 'disqualified',
          },
        }
      : {}),
    today,
    paths: walkablePaths,
  };
}

/** The fewest paths, chosen greedily, that together take every step-to-step move the paths take. */
export function coveringPaths(paths: WalkablePath[]): WalkablePath[] {
  const movesOf = (path: WalkablePath) =>
    new Set([...path.steps, 'post'].slice(1).map((step, index) => `${path.steps[index]}>${step}`));
  const left = new Set(paths.flatMap((path) => [...movesOf(path)]));
  const chosen: WalkablePath[] = [];
  while (left.size > 0) {
    let best = paths[0]!;
    let bestCount = -1;
    for (const path of paths) {
      const count = [...movesOf(path)].filter((move) => left.has(move)).length;
      if (count > bestCount) [best, bestCount] = [path, count];
    }
    for (const move of movesOf(best)) left.delete(move);
    chosen.push(best);
  }
  return chosen;
}

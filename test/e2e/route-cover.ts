import type { GeneratedPath } from '../../scripts/paths/funnel-paths';
import type { VariantDefinition } from '../../variants/variant-definition';
import type { SurveyRoute } from '../../variants/routes/route-table';
import { shownStep } from '../../machines/definition-language';

/** A survey setup with the one path the browser walks for it. */
export interface WalkableRoute {
  route: SurveyRoute;
  definition: VariantDefinition;
  path: GeneratedPath;
}

/**
 * What a browser walk of a route proves that the model tests cannot: that each kind of step renders and answers in a
 * real page, each delivery path stores a lead, each thank-you page and language opens, and a flow that ends on its
 * own screen ends there. Branches are the model tests' business.
 */
export function walkFeatures({ route, definition, path }: WalkableRoute): string[] {
  const kinds = path.steps.map((step) => `step kind ${shownStep(definition, step)?.kind}`);
  const endsOnItsOwnScreen = Object.values(definition.steps).some(
    (step) => step.submit && typeof step.next === 'string' && !step.nextOnlyWhen,
  );
  return [
    ...new Set([
      ...kinds,
      `delivery ${definition.delivery ?? 'post-lead'}`,
      endsOnItsOwnScreen ? 'ends on its own screen' : `thank-you page ${route.thankYouPage}`,
      `language ${route.language}`,
    ]),
  ];
}

/**
 * The fewest routes (greedily) whose walks together show every feature any route's walk would show; ties go to the
 * shorter walk, then to the route table's order, so the choice is stable.
 */
export function routesCoveringEveryFeature(routes: readonly WalkableRoute[]): WalkableRoute[] {
  const uncovered = new Set(routes.flatMap(walkFeatures));
  const chosen: WalkableRoute[] = [];
  while (uncovered.size > 0) {
    let best: WalkableRoute | undefined;
    let bestGain = 0;
    for (const candidate of routes) {
      const gain = walkFeatures(candidate).filter((feature) => uncovered.has(feature)).length;
      if (
        gain > bestGain ||
        (gain === bestGain && gain > 0 && candidate.path.steps.length < best!.path.steps.length)
      ) {
        best = candidate;
        bestGain = gain;
      }
    }
    chosen.push(best!);
    for (const feature of walkFeatures(best!)) uncovered.delete(feature);
  }
  return chosen;
}

import type { VariantLeadRules } from '../../guards/lead-rules';
import { ACTION_FIELDS, askedFields } from './asked-fields';
import type { VariantDefinition } from '../variant-definition';
import type { SurveyRoute } from '../routes/route-table';
import { shownStep } from '../../machines/definition-language';

/** Whether one of the variant's steps (a fields step, or a group of a form) asks for the case description. */
function asksDescription(definition: VariantDefinition): boolean {
  return Object.keys(definition.steps).some((name) => {
    const step = shownStep(definition, name);
    const fields =
      step?.kind === 'fields'
        ? step.fields
        : step?.kind === 'form'
          ? step.groups.flatMap((group) => group.fields)
          : [];
    return fields.some((field) => field.name === 'case_description');
  });
}

/** Whether a step of the variant clears disqualification (the longer funnel's DUI description). */
function clearsDisqualification(definition: VariantDefinition): boolean {
  return Object.values(definition.steps).some(
    (step) =>
      Array.isArray(step.next) &&
      step.next.some((transition: { do?: readonly string[] }) =>
        transition.do?.includes('clearDisqualification'),
      ),
  );
}

/**
 * The lead rules of a variant on a route, read from its definition and its route-table row, so that nothing about
 * a variant is written twice: the browser's lead builder and the server's authority both call this.
 */
export function variantLeadRules(
  definition: VariantDefinition,
  route: Pick<SurveyRoute, 'routingStateList'> = {},
): VariantLeadRules {
  // The server asks for every lead; reading a definition's whole catalogue each time cost about a tenth of a
  // lead's CPU (docs/benchmark-results.md, 2026-11-28). A definition never changes once loaded.
  const byRoute = rulesByDefinition.get(definition) ?? new Map<string, VariantLeadRules>();
  rulesByDefinition.set(definition, byRoute);
  const key = route.routingStateList ?? '';
  const known = byRoute.get(key);
  if (known) return known;
  const rules = readLeadRules(definition, route);
  byRoute.set(key, rules);
  return rules;
}

const rulesByDefinition = new WeakMap<VariantDefinition, Map<string, VariantLeadRules>>();

function readLeadRules(
  definition: VariantDefinition,
  route: Pick<SurveyRoute, 'routingStateList'>,
): VariantLeadRules {
  return {
    descriptionAsked: asksDescription(definition),
    duiDescriptionClears: clearsDisqualification(definition),
    omittedFields: definition.omittedFields ?? [],
    askedFields: [...askedFields(definition.catalogue), ...ACTION_FIELDS],
    ...(definition.disqualifyingAnswers ? { disqualifyingAnswers: definition.disqualifyingAnswers } : {}),
    ...(route.routingStateList ? { routingStateList: route.routingStateList } : {}),
  };
}

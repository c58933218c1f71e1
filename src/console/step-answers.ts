import type { CatalogueStep } from '../../variants/steps/step-catalogue';
import { loadVariant, type VariantId } from '../../variants/index';
import { findSurveyRoute } from '../../variants/routes/route-table';

export interface StepAnswers {
  step: string;
  seconds: string;
  /** The fields this step asks for, with the lead's values. */
  answers: [string, string][];
}

/** `Step:seconds|Step:seconds` as the funnel records it: the path taken, in order. */
export function pathTaken(timeOnSteps: string | undefined): { step: string; seconds: string }[] {
  if (!timeOnSteps) return [];
  return timeOnSteps.split('|').map((part) => {
    const [step = part, seconds = ''] = part.split(':');
    return { step, seconds };
  });
}

/** The variant a lead was walked on: the route table's variant for the path of its landing page. */
export function variantOf(landingPageUrl: string | undefined): VariantId | undefined {
  try {
    return findSurveyRoute(new URL(landingPageUrl ?? '').pathname)?.variant;
  } catch {
    return undefined;
  }
}

function fieldsOf(step: CatalogueStep | undefined): string[] {
  if (!step) return [];
  if (step.kind === 'month-year') return ['injury_month', 'injury_year'];
  if ('field' in step && typeof step.field === 'string') return [step.field];
  if ('fields' in step && Array.isArray(step.fields))
    return step.fields.map((field: { name: string }) => field.name);
  return [];
}

/**
 * The lead's answers in the order the visitor gave them: each step of the path taken with the fields its screen
 * asks for, read from the variant's own definition. Undefined when the lead names no known variant or path.
 */
export async function answersInStepOrder(lead: Record<string, string>): Promise<StepAnswers[] | undefined> {
  const variant = variantOf(lead.landing_page_url);
  const path = pathTaken(lead.time_on_steps);
  if (!variant || path.length === 0) return undefined;
  const definition = await loadVariant(variant);
  const steps = definition.steps as Record<string, { shows?: string } | undefined>;
  const catalogue = definition.catalogue as Record<string, CatalogueStep | undefined>;
  return path.map(({ step, seconds }) => ({
    step,
    seconds,
    answers: fieldsOf(catalogue[steps[step]?.shows ?? step])
      .filter((field) => lead[field] !== undefined)
      .map((field) => [field, lead[field] ?? '']),
  }));
}

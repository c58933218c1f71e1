import type { CatalogueStep } from './step-catalogue';
import { catalogueStep } from './step-catalogue';
import { BENEFITS_STEPS } from './benefits-steps';
import { FIRST_FUNNEL_STEPS } from './first-funnel-steps';
import { ONE_PAGE_STEPS } from './one-page-steps';
import { TICKET_STEPS } from './ticket-steps';

/** Every special flow's steps, for the tools and tests that look a step up without its variant. */
export const SPECIAL_FLOW_STEPS: Readonly<Record<string, CatalogueStep>> = {
  ...ONE_PAGE_STEPS,
  ...FIRST_FUNNEL_STEPS,
  ...TICKET_STEPS,
  ...BENEFITS_STEPS,
};

/** A step by name, shared or of any special flow: for tools and tests that have no variant at hand. */
export function stepOfAnyFlow(name: string): CatalogueStep | undefined {
  return SPECIAL_FLOW_STEPS[name] ?? catalogueStep(name);
}

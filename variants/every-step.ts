import { BENEFITS_STEPS } from './benefits-steps';
import { DUI_STEPS } from './dui-steps';
import { FIRST_FUNNEL_STEPS } from './first-funnel-steps';
import { ONE_PAGE_STEPS } from './one-page-steps';
import { ONE_TO_ONE_STEPS } from './one-to-one-steps';
import { QUIZ_STEPS } from './quiz-steps';
import { SHARED_STEPS } from './shared-steps';
import type { CatalogueStep } from './step-catalogue';
import { TICKET_STEPS } from './ticket-steps';
import { TIKTOK_STEPS } from './tiktok-steps';
import { VW3_STEPS } from './vw3-steps';

/**
 * Every step of every flow, for the tools and tests that look a step up without its variant. A survey page never
 * loads it: each variant carries its own steps (VariantDefinition.catalogue).
 */
export const EVERY_STEP: Readonly<Record<string, CatalogueStep>> = {
  ...SHARED_STEPS,
  ...DUI_STEPS,
  ...VW3_STEPS,
  ...TIKTOK_STEPS,
  ...QUIZ_STEPS,
  ...ONE_PAGE_STEPS,
  ...FIRST_FUNNEL_STEPS,
  ...TICKET_STEPS,
  ...BENEFITS_STEPS,
  ...ONE_TO_ONE_STEPS,
};

export function stepOfAnyFlow(name: string): CatalogueStep | undefined {
  return EVERY_STEP[name];
}

import { EVERY_VARIANT } from '../every-variant.generated';
import type { CatalogueStep } from './step-catalogue';

/**
 * Every step of every flow, for the tools and tests that look a step up without its variant: the union of the
 * variants' catalogues (the index refuses two entries of one name). A survey page never loads it: each variant
 * carries its own steps (VariantDefinition.catalogue).
 */
export const EVERY_STEP: Readonly<Record<string, CatalogueStep>> = Object.assign(
  {},
  ...EVERY_VARIANT.map((definition) => definition.catalogue),
) as Record<string, CatalogueStep>;

export function stepOfAnyFlow(name: string): CatalogueStep | undefined {
  return EVERY_STEP[name];
}

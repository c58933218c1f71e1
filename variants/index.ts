import type { VariantDefinition } from './variant-definition';
import { VARIANT_MODULES } from './variant-modules.generated';

export { VARIANT_META, VARIANTS_OPENING_ON_A_FORM, VARIANTS_WITH_FORMS } from './variant-modules.generated';

/**
 * A variant's id is its key in the generated loader map, and the name of its file in variants/definitions/:
 * adding a variant is that file and its route row (scripts/variant-index.ts writes the rest).
 */
export type VariantId = keyof typeof VARIANT_MODULES;

export async function loadVariant(id: VariantId): Promise<VariantDefinition> {
  return (await VARIANT_MODULES[id]()).default;
}

/** The source module of a variant, as the build's manifest names it. */
export function variantModule(id: VariantId): string {
  return `variants/definitions/${id}.ts`;
}

export const VARIANT_IDS = Object.keys(VARIANT_MODULES) as VariantId[];

import type { VariantDefinition } from './definition';
import { VARIANT_MODULES } from './variant-modules.generated';

/** A variant's id is its key in the generated loader map: adding a variant is its file and its route row. */
export type VariantId = keyof typeof VARIANT_MODULES;

/**
 * Variants with a form step (a form of field groups). Those that open on one also load that step's component
 * before the first tap; the others load it after the page has loaded. Both lists are checked against the
 * definitions by test/model/definitions.test.ts.
 */
export const VARIANTS_WITH_FORMS: readonly VariantId[] = ['one-page', 'first-funnel', 'ticket'];
export const VARIANTS_OPENING_ON_A_FORM: readonly VariantId[] = ['one-page'];

export async function loadVariant(id: VariantId): Promise<VariantDefinition> {
  return (await VARIANT_MODULES[id].load()).default;
}

/** The source module of a variant, as the build's manifest names it. */
export function variantModule(id: VariantId): string {
  return `variants/${VARIANT_MODULES[id].file}.ts`;
}

export const VARIANT_IDS = Object.keys(VARIANT_MODULES) as VariantId[];

import type { VariantDefinition } from './definition';
import type { VariantId } from './route-table';

/** Each variant is its own chunk: a survey page loads only the definition it shows. */
const loaders: Record<VariantId, () => Promise<{ default: VariantDefinition }>> = {
  v4nv: () => import('./v4nv'),
};

export async function loadVariant(id: VariantId): Promise<VariantDefinition> {
  return (await loaders[id]()).default;
}

export const VARIANT_IDS = Object.keys(loaders) as VariantId[];

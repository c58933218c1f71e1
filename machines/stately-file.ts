import type { VariantDefinition } from '../variants/definition';
import { createFunnelMachine } from './create-funnel-machine';
import type { FunnelRegistries } from './funnel-types';

/**
 * The variant's compiled statechart as the Stately editor imports it (`createMachine(<this JSON>)`): the config
 * of the machine the survey runs, written by `npm run flows` and served to operators by `GET /api/flows/stately.json`.
 */
export function statelyFile(definition: VariantDefinition, registries: FunnelRegistries): string {
  return `${JSON.stringify(createFunnelMachine(definition, registries).toJSON(), null, 2)}\n`;
}

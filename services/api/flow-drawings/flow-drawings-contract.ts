import { z } from 'zod';
import { VARIANT_IDS } from '../../../variants/index';
import { funnelQuerySchema } from '../analytics/analytics-contract';
import { defineContract } from '../contract';
import { funnelDiagramCall, statelyFileCall } from './flow-drawings-call';

/**
 * The operators' drawings of a variant, both made from the definition the survey runs: its statechart as SVG
 * with the drop-off on it, and the Stately file the statechart editor imports.
 */
export const funnelDiagramQuerySchema = funnelQuerySchema.extend({
  download: z.enum(['0', '1']).optional().describe('1: sent as a file to save rather than shown'),
});

export const statelyFileQuerySchema = z.object({ variant: z.enum(VARIANT_IDS) });

/** An XState v5 machine config: `createMachine` takes it as it is. */
export const statelyMachineSchema = z.object({
  id: z.string(),
  description: z.string(),
  initial: z.string(),
  context: z.unknown().describe('The answers and the path taken, empty at the start'),
  states: z.record(z.string(), z.unknown()).describe('One state per step, and the submission'),
});

export type FunnelDiagramQuery = z.input<typeof funnelDiagramQuerySchema>;
export type StatelyFileQuery = z.input<typeof statelyFileQuerySchema>;
export type StatelyMachine = z.infer<typeof statelyMachineSchema>;

export const funnelDiagramContract = defineContract(funnelDiagramCall, {
  summary: "A variant's statechart with its numbers, as SVG",
  role: 'viewer',
  query: funnelDiagramQuerySchema,
  answer: z.string().describe('The statechart, each step with its drop-off and each arrow with its share'),
  produces: ['image/svg+xml'],
});

export const statelyFileContract = defineContract(statelyFileCall, {
  summary: "A variant's statechart for the Stately editor",
  role: 'viewer',
  query: statelyFileQuerySchema,
  answer: statelyMachineSchema,
});

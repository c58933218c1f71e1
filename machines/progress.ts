import type { VariantDefinition } from '../variants/definition';
import { targetsOf, topologicalOrder } from './definition-graph';

/**
 * The progress value of every step. A definition either gives a value on every step (the spec's tables, kept as
 * written) or on none, in which case values rise evenly to 100 along the longest path: each step's value follows
 * its longest distance from the start, so no forward move can lower the bar.
 */
export function progressByStep(definition: VariantDefinition): Record<string, number> {
  const entries = Object.entries(definition.steps);
  const given = entries.filter(([, step]) => step.progress !== undefined);
  if (given.length === entries.length) {
    return Object.fromEntries(given.map(([name, step]) => [name, step.progress as number]));
  }
  if (given.length > 0) {
    throw new Error(`${definition.id}: give a progress value on every step or on none`);
  }
  const order = topologicalOrder(definition);
  const depth = new Map<string, number>([[definition.start, 0]]);
  for (const name of order) {
    const from = depth.get(name) ?? 0;
    for (const target of targetsOf(definition.steps[name]!)) {
      depth.set(target, Math.max(depth.get(target) ?? 0, from + 1));
    }
  }
  const longest = Math.max(...depth.values());
  return Object.fromEntries(
    order.map((name) => [name, Math.round((100 * ((depth.get(name) ?? 0) + 1)) / (longest + 1))]),
  );
}

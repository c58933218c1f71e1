import type { FlowDefinition } from './definition-language';
import { targetsOf, topologicalOrder } from './definition-graph';

/**
 * The progress value of every step. A definition gives a value on every step (the spec's tables, kept as
 * written), on none, or on its first steps only (v4: StartPath 1, AutoAccidentCaseWorth 2). Steps without a
 * value rise evenly along the longest path, from the highest value given, towards 100, which only the sending of
 * the lead shows (the machine's submitting state): a bar at 100 on a step that still asks for something reads as
 * a promise broken. Each step's value follows its longest distance from the start, so no forward move can lower
 * the bar.
 */
export function progressByStep(definition: FlowDefinition): Record<string, number> {
  const entries = Object.entries(definition.steps);
  const given = entries.filter(([, step]) => step.progress !== undefined);
  if (given.length === entries.length) {
    return Object.fromEntries(given.map(([name, step]) => [name, step.progress as number]));
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
  const givenDepths = given.map(([name]) => depth.get(name) ?? 0);
  const lastGivenDepth = givenDepths.length > 0 ? Math.max(...givenDepths) : -1;
  const prefixOnly = entries.every(
    ([name, step]) => (step.progress !== undefined) === (depth.get(name) ?? 0) <= lastGivenDepth,
  );
  if (!prefixOnly) {
    throw new Error(
      `${definition.id}: give a progress value on every step, on none, or on the first steps only`,
    );
  }
  const base = given.length > 0 ? Math.max(...given.map(([, step]) => step.progress as number)) : 0;
  // One more step than the path has: the send.
  const span = longest - lastGivenDepth + 1;
  return Object.fromEntries(
    order.map((name) => {
      const own = definition.steps[name]!.progress;
      if (own !== undefined) return [name, own];
      // A screen shown after the lead is sent (a ThankYouStep, the Disqualified screen) is the end.
      if (definition.steps[name]!.final === true) return [name, 100];
      const rank = (depth.get(name) ?? 0) - lastGivenDepth;
      return [name, Math.round(base + ((100 - base) * rank) / span)];
    }),
  );
}

import type { StepDefinition, Transition, FlowDefinition } from './definition-language';

/** The transitions of a step as a list, whatever form its `next` takes. */
export function transitionsOf(step: StepDefinition): readonly Transition[] {
  if (step.next === undefined) return [];
  return typeof step.next === 'string' ? [{ to: step.next }] : step.next;
}

export function targetsOf(step: StepDefinition): string[] {
  return [...new Set(transitionsOf(step).map((transition) => transition.to))];
}

/** For each step, the steps that can lead to it: the only places BACK can return to. */
export function predecessorsOf(definition: FlowDefinition): Map<string, string[]> {
  const predecessors = new Map<string, string[]>(Object.keys(definition.steps).map((name) => [name, []]));
  for (const [name, step] of Object.entries(definition.steps)) {
    for (const target of targetsOf(step)) predecessors.get(target)?.push(name);
  }
  return predecessors;
}

/** Steps reachable from `start`, in an order where every step comes after all the steps that lead to it. */
export function topologicalOrder(definition: FlowDefinition, start = definition.start): string[] {
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string, trail: string[]) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') {
      throw new Error(`${definition.id}: steps form a loop: ${[...trail, name].join(' -> ')}`);
    }
    const step = definition.steps[name];
    if (!step) throw new Error(`${definition.id}: step "${name}" is a target but is not defined`);
    state.set(name, 'visiting');
    for (const target of targetsOf(step)) visit(target, [...trail, name]);
    state.set(name, 'done');
    order.push(name);
  };
  visit(start, []);
  return order.reverse();
}

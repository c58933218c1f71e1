import type { VariantDefinition } from '../variants/definition';
import { funnelMachineConfig, type StatelyGuard, type StatelyTransition } from './stately-file';

/**
 * The step graph's transitions (every ANSWER the definition names, every BACK) under one key each, the same key
 * a browser walk records from the running machine's inspection events (test/e2e/transition-recording.ts), so
 * the two can be compared: `npm run coverage:transitions`.
 */

export interface StepTransition {
  from: string;
  event: 'ANSWER' | 'BACK';
  to: string;
  /** The guard's name, `all(a,b)` for several; '' for a fallback. */
  guard: string;
}

/** The guard's name as a walk records it: `cameFrom` without its params, since the target already says where. */
export function guardLabel(guard: StatelyGuard | undefined): string {
  if (guard === undefined) return '';
  if (typeof guard === 'string') return guard;
  if ('guards' in guard.params) return `${guard.type}(${guard.params.guards.map(guardLabel).join(',')})`;
  return guard.type;
}

export function transitionKey(transition: StepTransition): string {
  const guard = transition.guard === '' ? '' : ` [${transition.guard}]`;
  return `${transition.from} --${transition.event}--> ${transition.to}${guard}`;
}

/** Every transition of the variant's steps, in the definition's order. */
export function stepTransitions(definition: VariantDefinition): StepTransition[] {
  const config = funnelMachineConfig(definition);
  return Object.entries(config.states).flatMap(([from, state]) => {
    const on = (state as { on?: Record<'ANSWER' | 'BACK', StatelyTransition[]> }).on;
    if (!on) return [];
    return (['ANSWER', 'BACK'] as const).flatMap((event) =>
      on[event].map((transition) => ({
        from,
        event,
        to: transition.target,
        guard: guardLabel(transition.guard),
      })),
    );
  });
}

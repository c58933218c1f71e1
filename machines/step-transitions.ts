import type { FlowDefinition } from './definition-language';
import { funnelMachineConfig, type StatelyGuard, type StatelyTransition } from './machine-config';

/**
 * The machine's transitions (every ANSWER the definition names, every BACK, and the submission's own: the place
 * look-up's and the post's outcomes) under one key each, the same key a browser walk records from the running
 * machine's inspection events (test/e2e/transition-recording.ts), so the two can be compared:
 * `npm run coverage:transitions`.
 */

/**
 * A step's events, and an invoked actor's outcome (`onDone`, `onError`: xstate's `xstate.done.actor.<id>` and
 * `xstate.error.actor.<id>`, whose id the running machine generates, so the source state names the actor instead).
 */
export type TransitionEvent = 'ANSWER' | 'BACK' | 'onDone' | 'onError';

export interface StepTransition {
  /** The state's path, `.`-joined: a step, or `submitting.posting`. */
  from: string;
  event: TransitionEvent;
  /** The target's path, as `from` is. */
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

type StatelyState = {
  on?: Partial<Record<'ANSWER' | 'BACK', StatelyTransition[]>>;
  invoke?: Partial<Record<'onDone' | 'onError', StatelyTransition | StatelyTransition[]>>;
  states?: Record<string, StatelyState>;
};

/** A target as a path from the machine's root: `#<machine>.X` is X; a bare name is a sibling of the source. */
function targetPath(target: string, parent: readonly string[]): string {
  if (target.startsWith('#')) return target.slice(target.indexOf('.') + 1);
  return [...parent, target].join('.');
}

function transitionsOf(states: Record<string, StatelyState>, parent: readonly string[]): StepTransition[] {
  return Object.entries(states).flatMap(([name, state]) => {
    const from = [...parent, name].join('.');
    const taken = (event: TransitionEvent, transitions: StatelyTransition | StatelyTransition[] = []) =>
      [transitions].flat().map((transition) => ({
        from,
        event,
        to: targetPath(transition.target, parent),
        guard: guardLabel(transition.guard),
      }));
    return [
      ...taken('ANSWER', state.on?.ANSWER),
      ...taken('BACK', state.on?.BACK),
      ...taken('onDone', state.invoke?.onDone),
      ...taken('onError', state.invoke?.onError),
      ...transitionsOf(state.states ?? {}, [...parent, name]),
    ];
  });
}

/** Every transition of the variant's machine: each step's in the definition's order, then the submission's. */
export function stepTransitions(definition: FlowDefinition): StepTransition[] {
  return transitionsOf(funnelMachineConfig(definition).states, []);
}

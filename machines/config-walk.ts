import {
  funnelImplementations,
  initialContext,
  SUBMITTING,
  type FunnelImplementations,
  type FunnelMachineOptions,
} from './create-funnel-machine';
import type { FlowDefinition } from './definition-language';
import type { FunnelContext, FunnelEvent, FunnelInput } from './funnel-types';
import type { StatelyAction, StatelyGuard, StatelyState, StatelyTransition } from './machine-config';

/**
 * A variant's steps walked without an actor: the machine's own config (`machine-config.ts`) and the same guards
 * and context changes the machine is given (`funnelImplementations`), taken as xstate takes them for a step. The
 * first ANSWER or BACK transition of the step whose guard holds is taken; its actions run in order, then the
 * target's entry actions, each change seeing the one before. The server replays every lead's trail this way: an
 * actor's or xstate's own `transition` costs a lead ten times the steps' rules, in snapshots, microsteps and
 * the machine's bookkeeping (docs/benchmark-results.md).
 *
 * It covers what a step's state can hold (entry actions, guarded transitions to another step, a final step) and
 * stops where the submission starts: the look-up, the post and their outcomes are the browser's. A config
 * with anything else on a step (eventless or delayed transitions, exit actions, nested or parallel states, a transition to itself) is
 * refused when the walk is made, so the walk cannot drift from the machine unseen; the model tests hold the two
 * equal on every generated path of every variant (test/model/config-walk.test.ts).
 */

export interface WalkSnapshot {
  /** The step shown, or SUBMITTING once a submit step is answered (its context as the answer left it). */
  step: string;
  context: FunnelContext;
  /** The walk reached a final step: it takes no more events. */
  done: boolean;
}

export interface ConfigWalk {
  start(input: FunnelInput): WalkSnapshot;
  /** The snapshot after the event, or undefined when no transition of the step takes it (nothing changes). */
  send(snapshot: WalkSnapshot, event: FunnelEvent): WalkSnapshot | undefined;
}

/** What a step's state may hold for the walk to take it as the machine does. */
const WALKABLE_KEYS = new Set(['type', 'description', 'meta', 'tags', 'entry', 'on']);

function refuseUnwalkable(id: string, name: string, state: StatelyState): void {
  for (const key of Object.keys(state)) {
    if (!WALKABLE_KEYS.has(key))
      throw new Error(`${id}: the step ${name} holds "${key}", which the walk cannot take`);
  }
  for (const [event, transitions] of Object.entries(state.on ?? {})) {
    if (event !== 'ANSWER' && event !== 'BACK') throw new Error(`${id}: the step ${name} takes ${event}`);
    // Whether xstate leaves and enters a step again on a transition to itself depends on options the walk
    // does not read; no funnel has one.
    if (transitions.some((transition) => targetStep(id, transition.target) === name))
      throw new Error(`${id}: the step ${name} leads to itself, which the walk cannot take`);
  }
}

/** The step a target names: a sibling by name, or `#<machine>.<step>`. */
function targetStep(id: string, target: string): string {
  const prefix = `#${id}.`;
  return target.startsWith(prefix) ? target.slice(prefix.length) : target;
}

export function configWalk(implementations: FunnelImplementations): ConfigWalk {
  const { config, guards, updates, pageEffects } = implementations;
  const effects = new Set(pageEffects);
  for (const [name, state] of Object.entries(config.states)) {
    if (name !== SUBMITTING) refuseUnwalkable(config.id, name, state);
  }

  const holds = (guard: StatelyGuard | undefined, context: FunnelContext, event: FunnelEvent): boolean => {
    if (guard === undefined) return true;
    const name = typeof guard === 'string' ? guard : guard.type;
    const implementation = guards[name];
    if (!implementation) throw new Error(`${config.id}: no guard is named "${name}"`);
    return implementation({ context, event }, typeof guard === 'string' ? undefined : guard.params);
  };

  const run = (actions: readonly StatelyAction[], context: FunnelContext, event: FunnelEvent) => {
    let current = context;
    for (const action of actions) {
      const name = typeof action === 'string' ? action : action.type;
      if (effects.has(name)) continue;
      const update = updates[name];
      if (!update) throw new Error(`${config.id}: no action is named "${name}"`);
      const params = typeof action === 'string' ? undefined : action.params;
      current = { ...current, ...update({ context: current, event }, params as never) };
    }
    return current;
  };

  const enter = (step: string, context: FunnelContext, event: FunnelEvent): WalkSnapshot => {
    const state = config.states[step];
    if (!state) throw new Error(`${config.id}: no step is named "${step}"`);
    return { step, context: run(state.entry ?? [], context, event), done: state.type === 'final' };
  };

  return {
    start(input) {
      // xstate enters the first step on its own init event, which carries no time.
      return enter(config.initial, initialContext(input), { type: 'xstate.init' } as unknown as FunnelEvent);
    },
    send(snapshot, event) {
      if (snapshot.done || snapshot.step === SUBMITTING) return undefined;
      const transitions: StatelyTransition[] = config.states[snapshot.step]?.on?.[event.type] ?? [];
      const taken = transitions.find((transition) => holds(transition.guard, snapshot.context, event));
      if (!taken) return undefined;
      const target = targetStep(config.id, taken.target);
      const context = run(taken.actions, snapshot.context, event);
      // The walk ends where the submission starts, before its own actions (the progress shown, the lead built).
      if (target === SUBMITTING) return { step: SUBMITTING, context, done: false };
      return enter(target, context, event);
    },
  };
}

/** The walk of a variant's machine: the config and implementations `createFunnelMachine` is given. */
export function walkOfDefinition(definition: FlowDefinition, options: FunnelMachineOptions): ConfigWalk {
  return configWalk(funnelImplementations(definition, options));
}

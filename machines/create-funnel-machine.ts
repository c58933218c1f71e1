import { assign, fromPromise, setup } from 'xstate';
import type { FlowDefinition } from './definition-language';
import type {
  FunnelCalls,
  FunnelContext,
  FunnelEvent,
  FunnelInput,
  FunnelOutcome,
  FunnelRegistries,
  FunnelTag,
  Lead,
  Place,
} from './funnel-types';
import {
  ALL_GUARDS,
  funnelMachineConfig,
  type StatelyGuard,
  type StatelyMachineConfig,
} from './machine-config';
import {
  checkNamesRegistered,
  lastAnswered,
  STEP_UPDATES,
  stepGuards,
  type StepGraphOptions,
} from './step-graph';
import { postAnswer, SUBMISSION_UPDATES, SUBMITTING, withCallInputs } from './submission';

export { DONE, SUBMITTING } from './submission';
export { FUNNEL_TAGS, type FunnelTag } from './funnel-types';

type GuardArgs = { context: FunnelContext; event: FunnelEvent };
export type NamedGuard = (args: GuardArgs, params: unknown) => boolean;

/** The lead domain's registries (the caller's), and how this route starts the funnel. */
export interface FunnelMachineOptions extends FunnelRegistries, StepGraphOptions {
  /**
   * The variant's config with the words people read (`machine-words.ts`: `describedMachineConfig`), for a machine
   * a person inspects; without it, the same config bare of them, as the page runs it.
   */
  config?: StatelyMachineConfig;
}

type ActionArgs = { context: FunnelContext; event: FunnelEvent };

/** An action's change to the context: what xstate's `assign` makes of it in the machine. */
export type ContextUpdate = (args: ActionArgs, params: never) => Partial<FunnelContext>;

/**
 * The names a variant's config holds, implemented: the machine is this config given these (`createFunnelMachine`),
 * and the server's replay takes the same config's transitions with the same guards and context changes
 * (`config-walk.ts`).
 */
export interface FunnelImplementations {
  config: StatelyMachineConfig;
  guards: Readonly<Record<string, NamedGuard>>;
  /** The actions that change the context, by name. */
  updates: Readonly<Record<string, ContextUpdate>>;
  /** The actions the page runs (machine.provide) and the machine itself leaves empty: no change to the context. */
  pageEffects: readonly string[];
}

/** The actions the page runs: the machine names them and does nothing of them itself. */
const PAGE_EFFECTS = ['pageHook', 'holdLead'] as const;

export function funnelImplementations(
  definition: FlowDefinition,
  options: FunnelMachineOptions,
): FunnelImplementations {
  const { guards, actions, submission } = options;
  checkNamesRegistered(definition, options);
  const config = options.config ?? funnelMachineConfig(definition, options);
  const guardImplementations: Record<string, NamedGuard> = {
    ...stepGuards(guards),
    cameFrom: ({ context }: GuardArgs, params) => lastAnswered(context, (params as { step: string }).step),
    lastAnswered: ({ context }: GuardArgs, params) =>
      lastAnswered(context, (params as { step: string }).step),
    // The verdict the visitor is about to be told: the server's when the post succeeded, else the browser's.
    postedDisqualified: ({ context, event }: GuardArgs) =>
      !submission.settle(context, postAnswer(event)).qualified,
  };
  const holds = (guard: StatelyGuard, args: GuardArgs): boolean => {
    const name = typeof guard === 'string' ? guard : guard.type;
    const implementation = guardImplementations[name];
    if (!implementation) throw new Error(`${definition.id}: no guard is named "${name}"`);
    return implementation(args, typeof guard === 'string' ? undefined : guard.params);
  };
  guardImplementations[ALL_GUARDS] = (args, params) =>
    (params as { guards: StatelyGuard[] }).guards.every((guard) => holds(guard, args));
  // A definition's `do` actions, each under its own name as the config names it.
  const sharedUpdates = Object.fromEntries(
    Object.entries(actions).map(([name, action]): [string, ContextUpdate] => [
      name,
      ({ context }) => STEP_UPDATES.runShared(context, action),
    ]),
  );
  const updates: Record<string, ContextUpdate> = {
    ...sharedUpdates,
    enterStep: ({ context, event }, params: { progress: number }) =>
      STEP_UPDATES.enterStep(context, event, params.progress),
    setNextProgress: (_, params: { progress: number }) => ({ nextProgress: params.progress }),
    recordAnswer: ({ context, event }, params: { step: string }) =>
      STEP_UPDATES.recordAnswer(context, event, params.step),
    stepBack: ({ context }) => STEP_UPDATES.stepBack(context),
    markSubmitting: () => SUBMISSION_UPDATES.markSubmitting(),
    keepPlace: ({ event }) => SUBMISSION_UPDATES.keepPlace(event),
    buildLead: ({ context }) => SUBMISSION_UPDATES.buildLead(context, submission),
    settlePosted: ({ context, event }) => ({ outcome: submission.settle(context, postAnswer(event)) }),
    settleUnposted: ({ context }) => ({ outcome: submission.settle(context, null) }),
    returnAfterFailedPost: ({ context }) => SUBMISSION_UPDATES.returnAfterFailedPost(context),
  };
  return { config, guards: guardImplementations, updates, pageEffects: PAGE_EFFECTS };
}

/** The context a run starts with, from the page's input. */
export function initialContext(input: FunnelInput): FunnelContext {
  return {
    input,
    trail: [],
    answers: {},
    recall: {},
    progress: 0,
    nextProgress: null,
    postFailed: false,
    stepEnteredAt: input.startedAt ?? null,
    timings: [],
    place: null,
    lead: null,
    outcome: null,
  };
}

/**
 * Compiles a variant definition into its statechart: the variant's machine config (`machine-config.ts`, the same
 * data the Stately file is) given the implementations of the names it holds. The engine knows no lead: the guards a transition names, the actions it runs, and how a lead
 * is built and settled come from the registries its caller hands it, as a wizard library takes its steps. This
 * file only wires them into one XState machine: each context change as an `assign`, the page's effects as empty
 * actions the page provides. The machine has no side effects of its own: the place look-up and the lead post are
 * invoked actors, supplied with `machine.provide({ actors })` (see `provideCalls`).
 */
export function createFunnelMachine(definition: FlowDefinition, options: FunnelMachineOptions) {
  const { config, guards, updates } = funnelImplementations(definition, options);
  const { submission } = options;
  // The states are data whose keys the type checker cannot know; the one addition is the calls' inputs.
  const states = {
    ...config.states,
    [SUBMITTING]: withCallInputs(config.states[SUBMITTING]!, submission),
  } as Record<never, never>;
  const assigns = Object.fromEntries(
    Object.entries(updates).map(([name, update]) => [
      name,
      assign<FunnelContext, FunnelEvent, never, FunnelEvent, never>(update),
    ]),
  );

  return setup({
    types: {
      context: {} as FunnelContext,
      events: {} as FunnelEvent,
      input: {} as FunnelInput,
      output: {} as FunnelOutcome | null,
      tags: {} as FunnelTag,
    },
    guards,
    actions: {
      ...assigns,
      // Named here, run by the page (machine.provide): the machine itself has no side effects.
      pageHook: (_, _params: { hook: string }) => {},
      // Named here, run by the page: the lead, written to the browser's storage in the submit tap's own handler.
      holdLead: () => {},
    },
    actors: {
      lookUpPlace: fromPromise<Place, { key: string }>(async () => {
        throw new Error('lookUpPlace was not provided');
      }),
      postLead: fromPromise<unknown, { lead: Lead }>(async () => {
        throw new Error('postLead was not provided');
      }),
    },
  }).createMachine({
    id: config.id,
    description: config.description,
    initial: config.initial,
    context: ({ input }) => initialContext(input),
    states,
    output: ({ context }) => context.outcome,
  });
}

export type FunnelMachine = ReturnType<typeof createFunnelMachine>;

/** Supplies the machine's calls (the browser's clients, or stand-ins in tests). */
export function provideCalls(machine: FunnelMachine, calls: FunnelCalls): FunnelMachine {
  return machine.provide({
    actors: {
      lookUpPlace: fromPromise<Place, { key: string }>(({ input }) => calls.lookUpPlace(input.key)),
      postLead: fromPromise<unknown, { lead: Lead }>(({ input }) => calls.postLead(input.lead)),
    },
  });
}

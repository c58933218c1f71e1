import { assign, fromPromise, setup } from 'xstate';
import type { PageHookName, VariantDefinition } from '../variants/definition';
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
  checkNamesRegistered,
  initialStep,
  lastAnswered,
  STEP_UPDATES,
  stepGuards,
  stepStates,
  type StepGraphOptions,
} from './step-graph';
import { postAnswer, SUBMISSION_UPDATES, submissionStates, SUBMITTING } from './submission';

export { DONE, SUBMITTING } from './submission';
export { FUNNEL_TAGS, type FunnelTag } from './funnel-types';

/** The lead domain's registries (the caller's), and how this route starts the funnel. */
export interface FunnelMachineOptions extends FunnelRegistries, StepGraphOptions {}

/**
 * Compiles a variant definition into its statechart: the step graph (`step-graph.ts`) joined to the submission
 * (`submission.ts`). The engine knows no lead: the guards a transition names, the actions it runs, and how a lead
 * is built and settled come from the registries its caller hands it, as a wizard library takes its steps. This
 * file only wires them into one XState machine, where the action and guard implementations are typed against the
 * context and events. The machine has no side effects of its own: the place look-up and the lead post are
 * invoked actors, supplied with `machine.provide({ actors })` (see `provideCalls`).
 */
export function createFunnelMachine(definition: VariantDefinition, options: FunnelMachineOptions) {
  const { guards, actions, submission } = options;
  checkNamesRegistered(definition, options);
  // The states are built from data, so their keys are not known to the type checker.
  const dataStates = {
    ...stepStates(definition, SUBMITTING),
    ...submissionStates(definition, submission),
  } as Record<never, never>;

  return setup({
    types: {
      context: {} as FunnelContext,
      events: {} as FunnelEvent,
      input: {} as FunnelInput,
      output: {} as FunnelOutcome | null,
      tags: {} as FunnelTag,
    },
    guards: {
      ...stepGuards(guards),
      cameFrom: ({ context }, params: { step: string }) => lastAnswered(context, params.step),
      lastAnswered: ({ context }, params: { step: string }) => lastAnswered(context, params.step),
      // The verdict the visitor is about to be told: the server's when the post succeeded, else the browser's.
      postedDisqualified: ({ context, event }) => !submission.settle(context, postAnswer(event)).qualified,
    },
    actions: {
      enterStep: assign(({ context, event }, params: { progress: number }) =>
        STEP_UPDATES.enterStep(context, event, params.progress),
      ),
      setNextProgress: assign((_, params: { progress: number }) => ({ nextProgress: params.progress })),
      // Named here, run by the page (machine.provide): the machine itself has no side effects.
      pageHook: (_, _params: { hook: PageHookName }) => {},
      recordAnswer: assign(({ context, event }, params: { step: string }) =>
        STEP_UPDATES.recordAnswer(context, event, params.step),
      ),
      runShared: assign(({ context }, params: { action: string }) =>
        STEP_UPDATES.runShared(context, actions[params.action]!),
      ),
      stepBack: assign(({ context }) => STEP_UPDATES.stepBack(context)),
      markSubmitting: assign(() => SUBMISSION_UPDATES.markSubmitting()),
      // Named here, run by the page: the lead, written to the browser's storage in the submit tap's own handler.
      holdLead: () => {},
      keepPlace: assign(({ event }) => SUBMISSION_UPDATES.keepPlace(event)),
      buildLead: assign(({ context }) => SUBMISSION_UPDATES.buildLead(context, submission)),
      settlePosted: assign(({ context, event }) => ({
        outcome: submission.settle(context, postAnswer(event)),
      })),
      settleUnposted: assign(({ context }) => ({ outcome: submission.settle(context, null) })),
      returnAfterFailedPost: assign(({ context }) => SUBMISSION_UPDATES.returnAfterFailedPost(context)),
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
    id: 'funnel',
    initial: initialStep(definition, options),
    context: ({ input }) => ({
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
    }),
    states: dataStates,
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

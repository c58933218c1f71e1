import { assign, fromPromise, setup } from 'xstate';
import type { PageHookName, VariantDefinition, ActionName } from '../variants/definition';
import { variantLeadRules } from '../variants/lead-rules';
import type { RoutingStateList } from '../variants/route-table';
import type {
  FunnelCalls,
  FunnelContext,
  FunnelEvent,
  FunnelInput,
  FunnelOutcome,
  FunnelTag,
  Lead,
  PostLeadResponse,
  ZipPlace,
} from './funnel-types';
import {
  initialStep,
  lastAnswered,
  STEP_GUARDS,
  STEP_UPDATES,
  stepStates,
  type StepGraphOptions,
} from './step-graph';
import { postAnswer, settle, SUBMISSION_UPDATES, submissionStates, SUBMITTING } from './submission';

export { DONE, SUBMITTING } from './submission';
export { FUNNEL_TAGS, type FunnelTag } from './funnel-types';

export interface FunnelMachineOptions extends StepGraphOptions {
  /** The route's routing-state list, when its leads get the state-routed special handling. */
  routingStateList?: RoutingStateList;
}

/**
 * Compiles a variant definition into its statechart: the step graph (`step-graph.ts`) joined to the submission
 * (`submission.ts`). This file only wires the two into one XState machine, where the action and guard
 * implementations are typed against the context and events. The machine has no side effects of its own: the zip
 * look-up and the lead post are invoked actors, supplied with `machine.provide({ actors })` (see `provideCalls`).
 */
export function createFunnelMachine(definition: VariantDefinition, options: FunnelMachineOptions = {}) {
  const leadRules = variantLeadRules(definition, options);
  // The states are built from data, so their keys are not known to the type checker.
  const dataStates = {
    ...stepStates(definition, SUBMITTING),
    ...submissionStates(definition, leadRules),
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
      ...STEP_GUARDS,
      cameFrom: ({ context }, params: { step: string }) => lastAnswered(context, params.step),
      lastAnswered: ({ context }, params: { step: string }) => lastAnswered(context, params.step),
      // The verdict the visitor is about to be told: the server's when the post succeeded, else the browser's.
      postedDisqualified: ({ context, event }) => !settle(context, postAnswer(event), leadRules).qualified,
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
      runShared: assign(({ context }, params: { action: ActionName }) =>
        STEP_UPDATES.runShared(context, params.action),
      ),
      stepBack: assign(({ context }) => STEP_UPDATES.stepBack(context)),
      markSubmitting: assign(() => SUBMISSION_UPDATES.markSubmitting()),
      // Named here, run by the page: the lead, written to the browser's storage in the submit tap's own handler.
      holdLead: () => {},
      keepPlace: assign(({ event }) => SUBMISSION_UPDATES.keepPlace(event)),
      buildLead: assign(({ context }) => SUBMISSION_UPDATES.buildLead(context, definition, leadRules)),
      settlePosted: assign(({ context, event }) => ({
        outcome: settle(context, postAnswer(event), leadRules),
      })),
      settleUnposted: assign(({ context }) => ({ outcome: settle(context, null, leadRules) })),
      returnAfterFailedPost: assign(({ context }) => SUBMISSION_UPDATES.returnAfterFailedPost(context)),
    },
    actors: {
      lookUpZip: fromPromise<ZipPlace, { zip: string }>(async () => {
        throw new Error('lookUpZip was not provided');
      }),
      postLead: fromPromise<PostLeadResponse, { lead: Lead }>(async () => {
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
      lookUpZip: fromPromise<ZipPlace, { zip: string }>(({ input }) => calls.lookUpZip(input.zip)),
      postLead: fromPromise<PostLeadResponse, { lead: Lead }>(({ input }) => calls.postLead(input.lead)),
    },
  });
}

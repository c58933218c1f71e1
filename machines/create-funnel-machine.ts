import { and, assign, fromPromise, setup } from 'xstate';
import { FUNNEL_GUARDS, type FunnelFacts, type GuardName } from '../guards/funnel-guards';
import { normalized } from '../guards/answers';
import type { ActionName, VariantDefinition } from '../variants/definition';
import { catalogueStep } from '../variants/step-catalogue';
import { predecessorsOf, transitionsOf } from './definition-graph';
import type {
  AnsweredStep,
  FunnelCalls,
  FunnelContext,
  FunnelEvent,
  FunnelInput,
  FunnelOutcome,
  Lead,
  PostLeadResponse,
  ZipPlace,
} from './funnel-types';
import { buildLead } from './lead-builder';
import { progressByStep } from './progress';
import { SHARED_ACTIONS } from './shared-actions';

export const SUBMITTING = 'submitting';
export const DONE = 'done';

export interface FunnelMachineOptions {
  /** Start at the step after the intro (paths containing "surveyv4nv", and /survey/v5). */
  skipIntro?: boolean;
}

function mergeTrail(trail: readonly AnsweredStep[]): Record<string, string> {
  return Object.assign({}, ...trail.map((entry) => entry.values)) as Record<string, string>;
}

function answersWith(context: FunnelContext, event: FunnelEvent): Record<string, string> {
  return event.type === 'ANSWER' ? { ...context.answers, ...event.values } : context.answers;
}

function factsOf(context: FunnelContext, event: FunnelEvent): FunnelFacts {
  const { input } = context;
  return {
    answers: answersWith(context, event),
    today: input.today,
    language: input.language,
    combinedLastStep: input.combinedLastStep,
    dateOfBirthStates: input.dateOfBirthStates,
    visitorState: input.visitorState,
  };
}

function guardOf(when: GuardName | readonly GuardName[] | undefined) {
  if (when === undefined) return undefined;
  return typeof when === 'string' ? when : and([...when]);
}

function initialStep(definition: VariantDefinition, options: FunnelMachineOptions): string {
  const start = definition.steps[definition.start];
  if (!start) throw new Error(`${definition.id}: start step "${definition.start}" is not defined`);
  if (options.skipIntro && catalogueStep(definition.start)?.kind === 'intro') {
    if (typeof start.next !== 'string') throw new Error(`${definition.id}: an intro must lead to one step`);
    return start.next;
  }
  return definition.start;
}

function outcomeFromLead(lead: Lead, posted: boolean): FunnelOutcome {
  return {
    qualified: normalized(lead.lead_is_qualified) === 'yes',
    dqReason: lead.dq_reason ?? '',
    posted,
    lead,
  };
}

const guardImplementations = Object.fromEntries(
  (Object.keys(FUNNEL_GUARDS) as GuardName[]).map((name) => [
    name,
    ({ context, event }: { context: FunnelContext; event: FunnelEvent }) =>
      FUNNEL_GUARDS[name](factsOf(context, event)),
  ]),
) as Record<GuardName, (args: { context: FunnelContext; event: FunnelEvent }) => boolean>;

/**
 * Compiles a variant definition into its statechart. The machine has no side effects of its own: the zip lookup
 * and the lead post are invoked actors, supplied with `machine.provide({ actors })` (see `provideCalls`).
 */
export function createFunnelMachine(definition: VariantDefinition, options: FunnelMachineOptions = {}) {
  const progress = progressByStep(definition);
  const predecessors = predecessorsOf(definition);

  const stepStates: Record<string, object> = {};
  // Step states are built from data, so their keys are not known to the type checker.
  const dataStates = stepStates as Record<never, never>;
  for (const [name, step] of Object.entries(definition.steps)) {
    const record = { type: 'recordAnswer' as const, params: { step: name } };
    const answer = step.submit
      ? { target: SUBMITTING, actions: [record] }
      : transitionsOf(step).map((transition) => ({
          target: transition.to,
          guard: guardOf(transition.when),
          actions: [
            record,
            ...(transition.do ?? []).map((action) => ({ type: 'runShared' as const, params: { action } })),
          ],
        }));
    stepStates[name] = {
      entry: [{ type: 'enterStep', params: { progress: progress[name] ?? 0 } }],
      on: {
        ANSWER: answer,
        BACK: (predecessors.get(name) ?? []).map((previous) => ({
          target: previous,
          guard: { type: 'cameFrom', params: { step: previous } },
          actions: ['stepBack'],
        })),
      },
      meta: { submit: step.submit === true },
    };
  }

  return setup({
    types: {
      context: {} as FunnelContext,
      events: {} as FunnelEvent,
      input: {} as FunnelInput,
      output: {} as FunnelOutcome | null,
    },
    guards: {
      ...guardImplementations,
      cameFrom: ({ context }, params: { step: string }) => context.trail.at(-1)?.step === params.step,
    },
    actions: {
      enterStep: assign((_, params: { progress: number }) => ({
        progress: params.progress,
        stepEnteredAt: Date.now(),
      })),
      recordAnswer: assign(({ context, event }, params: { step: string }) => {
        if (event.type !== 'ANSWER') return {};
        const trail = [...context.trail, { step: params.step, values: { ...event.values } }];
        const seconds = Math.max(0, Math.round((Date.now() - context.stepEnteredAt) / 1000));
        return {
          trail,
          answers: mergeTrail(trail),
          recall: { ...context.recall, [params.step]: { ...event.values } },
          timings: [...context.timings, `${params.step}:${seconds}`],
        };
      }),
      runShared: assign(({ context }, params: { action: ActionName }) => {
        const last = context.trail.at(-1);
        if (!last) return {};
        const added = SHARED_ACTIONS[params.action](context.answers);
        const trail = [...context.trail.slice(0, -1), { ...last, values: { ...last.values, ...added } }];
        return { trail, answers: mergeTrail(trail) };
      }),
      stepBack: assign(({ context }) => {
        const trail = context.trail.slice(0, -1);
        return { trail, answers: mergeTrail(trail) };
      }),
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
      stepEnteredAt: Date.now(),
      timings: [],
      place: null,
      lead: null,
      outcome: null,
    }),
    states: {
      ...dataStates,
      [SUBMITTING]: {
        entry: assign({ progress: 100 }),
        initial: 'lookingUpZip',
        states: {
          lookingUpZip: {
            invoke: {
              src: 'lookUpZip',
              input: ({ context }) => ({ zip: context.answers.zip_code ?? '' }),
              onDone: { target: 'posting', actions: assign({ place: ({ event }) => event.output }) },
              onError: { target: 'posting' },
            },
          },
          posting: {
            entry: assign({ lead: ({ context }) => buildLead(context) }),
            invoke: {
              src: 'postLead',
              input: ({ context }) => ({ lead: context.lead ?? buildLead(context) }),
              onDone: {
                target: `#funnel.${DONE}`,
                actions: assign({
                  outcome: ({ context, event }) => ({
                    qualified: event.output.lead_is_qualified === 'yes',
                    dqReason: event.output.dq_reason,
                    posted: true,
                    lead: {
                      ...(context.lead ?? {}),
                      lead_is_qualified: event.output.lead_is_qualified,
                      dq_reason: event.output.dq_reason,
                    },
                  }),
                }),
              },
              onError: {
                target: `#funnel.${DONE}`,
                actions: assign({
                  outcome: ({ context }) => outcomeFromLead(context.lead ?? buildLead(context), false),
                }),
              },
            },
          },
        },
      },
      [DONE]: { type: 'final' },
    },
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

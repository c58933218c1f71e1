import { and, assign, fromPromise, setup } from 'xstate';
import { FUNNEL_GUARDS, type FunnelFacts, type GuardName } from '../guards/funnel-guards';
import { normalized } from '../guards/answers';
import type { VariantLeadRules } from '../guards/lead-rules';
import type { ActionName, PageHookName, Transition, VariantDefinition } from '../variants/definition';
import { variantLeadRules } from '../variants/lead-rules';
import type { RoutingStateList } from '../variants/route-table';
import { shownStep } from '../variants/step-catalogue';
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
import { buildLead, routedLead } from './lead-builder';
import { progressByStep } from './progress';
import { SHARED_ACTIONS } from './shared-actions';

export const SUBMITTING = 'submitting';
export const DONE = 'done';

/**
 * What the view asks of a state, by tag rather than by the shape of its value: `submitting` while the lead is
 * being sent and after (the redirect to the thank-you page is under way); `ended` on a step that ends the funnel
 * on the page (an in-funnel thank you).
 */
export const FUNNEL_TAGS = { submitting: 'submitting', ended: 'ended' } as const;
export type FunnelTag = (typeof FUNNEL_TAGS)[keyof typeof FUNNEL_TAGS];

export interface FunnelMachineOptions {
  /** Start at the step after the intro (paths containing "surveyv4nv", and /survey/v5). */
  skipIntro?: boolean;
  /** The route's routing-state list, when its leads get the state-routed special handling. */
  routingStateList?: RoutingStateList;
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
  if (options.skipIntro && shownStep(definition, definition.start)?.kind === 'intro') {
    const onward = transitionsOf(start).at(-1)?.to;
    if (!onward) throw new Error(`${definition.id}: the intro leads nowhere`);
    return onward;
  }
  return definition.start;
}

/**
 * What the visitor is told after the post: the server's verdict when it answered, else the browser's own, on the
 * lead as the server stores it (state-routed, where that applies). A step that clears disqualification (the DUI
 * description) overrides both for the way out.
 */
function settle(
  context: FunnelContext,
  response: PostLeadResponse | null,
  leadRules: VariantLeadRules,
): FunnelOutcome {
  const lead = routedLead(context.lead ?? buildLead(context, [], leadRules), leadRules);
  const cleared = normalized(context.answers.disqualification_cleared) === 'yes';
  const verdict = response?.lead_is_qualified ?? lead.lead_is_qualified ?? 'no';
  const qualified = cleared || normalized(verdict) === 'yes';
  const dqReason = qualified ? '' : (response?.dq_reason ?? lead.dq_reason ?? '');
  return {
    qualified,
    dqReason,
    posted: response !== null,
    lead: { ...lead, lead_is_qualified: qualified ? 'yes' : 'no', dq_reason: dqReason },
  };
}

/** When the visitor acted, where the event says (xstate's own events carry no time). */
function eventTime(event: { type: string }): number | undefined {
  return (event as { at?: unknown }).at as number | undefined;
}

function secondsOnStep(enteredAt: number | null, answeredAt: number | undefined): number {
  if (enteredAt === null || answeredAt === undefined) return 0;
  return Math.max(0, Math.round((answeredAt - enteredAt) / 1000));
}

function transitionActions(name: string, transition: Transition) {
  return [
    { type: 'recordAnswer' as const, params: { step: name } },
    ...(transition.do ?? []).map((action) => ({ type: 'runShared' as const, params: { action } })),
    ...(transition.hooks ?? []).map((hook) => ({ type: 'pageHook' as const, params: { hook } })),
    ...(transition.progress === undefined
      ? []
      : [{ type: 'setNextProgress' as const, params: { progress: transition.progress } }]),
  ];
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
  const leadRules = variantLeadRules(definition, options);

  const stepStates: Record<string, object> = {};
  // Step states are built from data, so their keys are not known to the type checker.
  const dataStates = stepStates as Record<never, never>;
  const submitSteps = Object.entries(definition.steps).filter(([, step]) => step.submit);
  const enter = (name: string) => [{ type: 'enterStep' as const, params: { progress: progress[name] ?? 0 } }];
  for (const [name, step] of Object.entries(definition.steps)) {
    if (step.final) {
      stepStates[name] = {
        type: 'final',
        entry: enter(name),
        tags: [FUNNEL_TAGS.ended],
        meta: { submit: false },
      };
      continue;
    }
    const answer = step.submit
      ? { target: SUBMITTING, actions: [{ type: 'recordAnswer' as const, params: { step: name } }] }
      : transitionsOf(step).map((transition) => ({
          target: transition.to,
          guard: guardOf(transition.when),
          actions: transitionActions(name, transition),
        }));
    stepStates[name] = {
      entry: enter(name),
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

  /**
   * Where the funnel goes once the post settles: a submit step's own next step (for a disqualified lead only,
   * where the step says so), else the thank-you redirect.
   */
  const afterPost = (actions: readonly ('settlePosted' | 'settleUnposted')[]) => [
    ...submitSteps
      .filter(([, step]) => typeof step.next === 'string')
      .map(([name, step]) => {
        const answered = { type: 'lastAnswered' as const, params: { step: name } };
        return {
          target: `#funnel.${step.next as string}`,
          guard: step.nextOnlyWhen === 'disqualified' ? and([answered, 'postedDisqualified']) : answered,
          actions,
        };
      }),
    { target: `#funnel.${DONE}`, actions },
  ];
  const stayOnFailure =
    definition.onFailedPost === 'stay'
      ? submitSteps.map(([name]) => ({
          target: `#funnel.${name}`,
          guard: { type: 'lastAnswered' as const, params: { step: name } },
          actions: ['returnAfterFailedPost' as const],
        }))
      : [];

  return setup({
    types: {
      context: {} as FunnelContext,
      events: {} as FunnelEvent,
      input: {} as FunnelInput,
      output: {} as FunnelOutcome | null,
      tags: {} as FunnelTag,
    },
    guards: {
      ...guardImplementations,
      cameFrom: ({ context }, params: { step: string }) => context.trail.at(-1)?.step === params.step,
      lastAnswered: ({ context }, params: { step: string }) => context.trail.at(-1)?.step === params.step,
      // The verdict the visitor is about to be told: the server's when the post succeeded, else the browser's.
      postedDisqualified: ({ context, event }) => {
        const output = (event as unknown as { output?: unknown }).output;
        const answered = event.type.startsWith('xstate.done.actor') ? (output as PostLeadResponse) : null;
        return !settle(context, answered, leadRules).qualified;
      },
    },
    actions: {
      enterStep: assign(({ context, event }, params: { progress: number }) => ({
        progress: context.nextProgress ?? params.progress,
        nextProgress: null,
        stepEnteredAt: eventTime(event) ?? context.input.startedAt ?? null,
      })),
      setNextProgress: assign((_, params: { progress: number }) => ({ nextProgress: params.progress })),
      // Named here, run by the page (machine.provide): the machine itself has no side effects.
      pageHook: (_, _params: { hook: PageHookName }) => {},
      recordAnswer: assign(({ context, event }, params: { step: string }) => {
        if (event.type !== 'ANSWER') return {};
        const trail = [
          ...context.trail,
          { step: params.step, values: { ...event.values }, progress: context.progress },
        ];
        const seconds = secondsOnStep(context.stepEnteredAt, event.at);
        return {
          trail,
          answers: mergeTrail(trail),
          recall: { ...context.recall, [params.step]: { ...event.values } },
          timings: [...context.timings, `${params.step}:${seconds}`],
          postFailed: false,
        };
      }),
      runShared: assign(({ context }, params: { action: ActionName }) => {
        const last = context.trail.at(-1);
        if (!last) return {};
        const added = SHARED_ACTIONS[params.action](context.answers, context.input.today);
        const trail = [...context.trail.slice(0, -1), { ...last, values: { ...last.values, ...added } }];
        return { trail, answers: mergeTrail(trail) };
      }),
      // The step returned to shows the progress it showed before, whichever way it was reached.
      stepBack: assign(({ context }) => {
        const trail = context.trail.slice(0, -1);
        return { trail, answers: mergeTrail(trail), nextProgress: context.trail.at(-1)?.progress ?? null };
      }),
      settlePosted: assign(({ context, event }) => ({
        outcome: settle(context, (event as unknown as { output: PostLeadResponse }).output, leadRules),
      })),
      settleUnposted: assign(({ context }) => ({ outcome: settle(context, null, leadRules) })),
      returnAfterFailedPost: assign(({ context }) => {
        const trail = context.trail.slice(0, -1);
        return {
          trail,
          answers: mergeTrail(trail),
          nextProgress: context.trail.at(-1)?.progress ?? null,
          postFailed: true,
          lead: null,
          outcome: null,
        };
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
      nextProgress: null,
      postFailed: false,
      stepEnteredAt: input.startedAt ?? null,
      timings: [],
      place: null,
      lead: null,
      outcome: null,
    }),
    states: {
      ...dataStates,
      [SUBMITTING]: {
        tags: [FUNNEL_TAGS.submitting],
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
            entry: assign({ lead: ({ context }) => buildLead(context, definition.offerRules, leadRules) }),
            invoke: {
              src: 'postLead',
              input: ({ context }) => ({
                lead: context.lead ?? buildLead(context, definition.offerRules, leadRules),
              }),
              onDone: afterPost(['settlePosted']),
              onError: [...stayOnFailure, ...afterPost(['settleUnposted'])],
            },
          },
        },
      },
      [DONE]: { type: 'final', tags: [FUNNEL_TAGS.submitting] },
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

import type { StepDefinition, Transition, FlowDefinition } from './definition-language';
import type { CatalogueStep } from './step-kinds';
import { predecessorsOf, transitionsOf } from './definition-graph';
import { FUNNEL_TAGS } from './funnel-types';
import { progressByStep } from './progress';
import { initialStep, type StepGraphOptions } from './step-graph';
import { DONE, SUBMITTING, takeableTransitions } from './submission';

/**
 * A variant's statechart as plain data in XState v5's config format, written once: the survey's machine is this
 * config given its implementations (`create-funnel-machine.ts`: `setup({ guards, actions, actors })
 * .createMachine(config)`), and the file product owners open in the Stately editor (`npm run flows`, the console's
 * funnels page) is this same config as JSON, with its words (`machine-words.ts`). It names its guards and actions,
 * never holds them: the guards as `guards/funnel-guards.ts` names them, a definition's `do` actions under their own
 * names.
 */

/** A guard as the config names it: a funnel guard, a guard with params, or `all` of several. */
export type StatelyGuard =
  | string
  | { type: string; params: { step: string } }
  | { type: typeof ALL_GUARDS; params: { guards: StatelyGuard[] } };

export type StatelyAction = string | { type: string; params?: Record<string, unknown> };

export interface StatelyTransition {
  target: string;
  guard?: StatelyGuard;
  actions: StatelyAction[];
  /** The rule the transition is taken by, in words (machine-words.ts). */
  description?: string;
}

export interface StepMeta {
  kind: CatalogueStep['kind'];
  question: string;
  /** The field a choice stores its answer in. */
  field?: string;
  /** A choice's answers: `answer` is the button's data-answer, `label` its English text. */
  options?: { answer: string; label: string }[];
  /** The names of the inputs a fields, form or buyers step asks for. */
  fields?: string[];
  progress: number;
  submit: boolean;
  /** The catalogue entry the step shows, when it is not its own (a step worded for its flow). */
  shows?: string;
}

/** The place look-up and the lead's post: invoked by the submission, supplied by whoever runs the machine. */
export interface StatelyInvoke {
  id: string;
  src: 'lookUpPlace' | 'postLead';
  onDone: StatelyTransition | StatelyTransition[];
  onError: StatelyTransition | StatelyTransition[];
}

export interface StatelyState {
  type?: 'final';
  description?: string;
  meta?: StepMeta;
  tags?: string[];
  entry?: StatelyAction[];
  on?: { ANSWER: StatelyTransition[]; BACK: StatelyTransition[] };
  initial?: string;
  invoke?: StatelyInvoke;
  states?: Record<string, StatelyState>;
}

export interface StatelyMachineConfig {
  id: string;
  description?: string;
  initial: string;
  /** The context's shape as the editor shows it; the running machine makes its own from the input. */
  context: StatelyContext;
  states: Record<string, StatelyState>;
}

/** The context's parts the file's own actions read and write: the answers and the path taken. */
export interface StatelyContext {
  answers: Record<string, string>;
  trail: { step: string; values: Record<string, string>; progress: number }[];
  progress: number;
  nextProgress: number | null;
}

/** The guard that holds when every guard in its `params.guards` holds (a definition's `when: [a, b]`). */
export const ALL_GUARDS = 'all';

function guardOf(when: Transition['when']): StatelyGuard | undefined {
  if (when === undefined) return undefined;
  return typeof when === 'string' ? when : { type: ALL_GUARDS, params: { guards: [...when] } };
}

function answerActions(name: string, transition: Transition): StatelyAction[] {
  return [
    { type: 'recordAnswer', params: { step: name } },
    ...(transition.do ?? []),
    ...(transition.hooks ?? []).map((hook) => ({ type: 'pageHook', params: { hook } })),
    ...(transition.progress === undefined
      ? []
      : [{ type: 'setNextProgress', params: { progress: transition.progress } }]),
  ];
}

/** The ANSWER transitions of a step, in the order they are tried; a submit step's goes to the submission. */
export function answerTransitions(name: string, step: StepDefinition): StatelyTransition[] {
  if (step.submit) {
    return [
      {
        target: SUBMITTING,
        actions: [{ type: 'recordAnswer', params: { step: name } }],
      },
    ];
  }
  return transitionsOf(step).map((transition) => {
    const guard = guardOf(transition.when);
    return {
      target: transition.to,
      ...(guard === undefined ? {} : { guard }),
      actions: answerActions(name, transition),
    };
  });
}

/** The BACK transitions of a step: to whichever step the visitor came from. */
export function backTransitions(definition: FlowDefinition, name: string): StatelyTransition[] {
  return (predecessorsOf(definition).get(name) ?? []).map((previous) => ({
    target: previous,
    guard: { type: 'cameFrom', params: { step: previous } },
    actions: ['stepBack'],
  }));
}

/**
 * Where the funnel goes once the post settles: a submit step's own next step (for a disqualified lead only, where
 * the step says so), else the thank-you redirect.
 */
function afterPost(definition: FlowDefinition, settle: string): StatelyTransition[] {
  const submitSteps = Object.entries(definition.steps).filter(([, step]) => step.submit);
  return [
    ...submitSteps
      .filter(([, step]) => typeof step.next === 'string')
      .map(([name, step]): StatelyTransition => {
        const answered = { type: 'lastAnswered', params: { step: name } };
        return {
          target: `#${definition.id}.${step.next as string}`,
          guard:
            step.nextOnlyWhen === 'disqualified'
              ? { type: ALL_GUARDS, params: { guards: [answered, 'postedDisqualified'] } }
              : answered,
          actions: [settle],
        };
      }),
    { target: `#${definition.id}.${DONE}`, actions: [settle] },
  ];
}

function submissionStates(definition: FlowDefinition): Record<string, StatelyState> {
  const submitSteps = Object.entries(definition.steps).filter(([, step]) => step.submit);
  const submitStepNames = submitSteps.map(([name]) => name);
  const stayOnFailure: StatelyTransition[] =
    definition.onFailedPost === 'stay'
      ? submitSteps.map(([name]) => ({
          target: `#${definition.id}.${name}`,
          guard: { type: 'lastAnswered', params: { step: name } },
          actions: ['returnAfterFailedPost'],
        }))
      : [];
  return {
    [SUBMITTING]: {
      tags: [FUNNEL_TAGS.submitting],
      // The lead is built and held at the tap itself, before the place look-up or any call can fail or wait; the
      // post builds it again with the place the look-up found.
      entry: ['markSubmitting', 'buildLead', 'holdLead'],
      initial: 'lookingUpPlace',
      states: {
        lookingUpPlace: {
          invoke: {
            id: 'lookUpPlace',
            src: 'lookUpPlace',
            onDone: { target: 'posting', actions: ['keepPlace'] },
            onError: { target: 'posting', actions: [] },
          },
        },
        posting: {
          entry: ['buildLead'],
          invoke: {
            id: 'postLead',
            src: 'postLead',
            onDone: takeableTransitions(afterPost(definition, 'settlePosted'), submitStepNames),
            onError: takeableTransitions(
              [...stayOnFailure, ...afterPost(definition, 'settleUnposted')],
              submitStepNames,
            ),
          },
        },
      },
    },
    [DONE]: { type: 'final', tags: [FUNNEL_TAGS.submitting] },
  };
}

/**
 * The variant's machine config; `create-funnel-machine.ts` runs it. A route that skips the intro starts at the step
 * after it. The words people read (descriptions, each step's meta) are added by `machine-words.ts`, which the file
 * and every machine but the browser's take: the page's visitors never read them, and they would add a kilobyte to
 * every survey's first load.
 */
export function funnelMachineConfig(
  definition: FlowDefinition,
  options: StepGraphOptions = {},
): StatelyMachineConfig {
  const progress = progressByStep(definition);
  const states: Record<string, StatelyState> = {};
  for (const [name, step] of Object.entries(definition.steps)) {
    const entry = [{ type: 'enterStep', params: { progress: progress[name] ?? 0 } }];
    states[name] = step.final
      ? { type: 'final', entry, tags: [FUNNEL_TAGS.ended] }
      : { entry, on: { ANSWER: answerTransitions(name, step), BACK: backTransitions(definition, name) } };
  }
  return {
    id: definition.id,
    initial: initialStep(definition, options),
    context: { answers: {}, trail: [], progress: 0, nextProgress: null },
    states: { ...states, ...submissionStates(definition) },
  };
}

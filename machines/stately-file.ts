import type { StepDefinition, Transition, VariantDefinition } from '../variants/definition';
import { shownStep, type CatalogueStep } from '../variants/step-catalogue';
import { predecessorsOf, transitionsOf } from './definition-graph';
import { FUNNEL_TAGS } from './funnel-types';
import { progressByStep } from './progress';
import { DONE, SUBMITTING, takeableTransitions } from './submission';

/**
 * A variant's statechart as plain data in XState v5's config format: `createMachine(<this>)` accepts it and its
 * actor starts at the variant's first step, once the guards and actions it names are supplied
 * (`machine.provide`). It is written from the definition graph, not from a compiled machine, so it carries only
 * names: the guards as `guards/funnel-guards.ts` names them, a definition's `do` actions and page hooks under
 * their own names. Each step state carries its question and answers in `description` (shown by the Stately
 * editor) and `meta`, with the progress the step shows.
 */

/** A guard as the file names it: a funnel guard, a guard with params, or `all` of several. */
export type StatelyGuard =
  | string
  | { type: string; params: { step: string } }
  | { type: typeof ALL_GUARDS; params: { guards: StatelyGuard[] } };

export interface StatelyTransition {
  target: string;
  guard?: StatelyGuard;
  actions: (string | { type: string; params?: Record<string, unknown> })[];
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
}

export interface StatelyMachineConfig {
  id: string;
  description: string;
  initial: string;
  context: StatelyContext;
  states: Record<string, object>;
}

/** What the file's own actions keep: the answers and the path taken, as the survey's machine does. */
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

function answerActions(name: string, transition: Transition): StatelyTransition['actions'] {
  return [
    { type: 'recordAnswer', params: { step: name } },
    ...(transition.do ?? []),
    ...(transition.hooks ?? []),
    ...(transition.progress === undefined
      ? []
      : [{ type: 'setNextProgress', params: { progress: transition.progress } }]),
  ];
}

/** The ANSWER transitions of a step, in the order they are tried; a submit step's goes to the submission. */
export function answerTransitions(name: string, step: StepDefinition): StatelyTransition[] {
  if (step.submit)
    return [{ target: SUBMITTING, actions: [{ type: 'recordAnswer', params: { step: name } }] }];
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
export function backTransitions(definition: VariantDefinition, name: string): StatelyTransition[] {
  return (predecessorsOf(definition).get(name) ?? []).map((previous) => ({
    target: previous,
    guard: { type: 'cameFrom', params: { step: previous } },
    actions: ['stepBack'],
  }));
}

function stepMeta(definition: VariantDefinition, name: string, progress: number): StepMeta {
  const shown = shownStep(definition, name);
  if (!shown) throw new Error(`${definition.id}: step ${name} has no catalogue entry`);
  const meta: StepMeta = {
    kind: shown.kind,
    question: shown.question.en,
    progress,
    submit: definition.steps[name]?.submit === true,
  };
  if (shown.kind === 'choice') {
    meta.field = shown.field;
    meta.options = shown.options.map((option) => ({ answer: option.answer, label: option.label.en }));
  }
  if (shown.kind === 'fields' || shown.kind === 'buyers')
    meta.fields = shown.fields.map((field) => field.name);
  if (shown.kind === 'form') {
    meta.fields = shown.groups.flatMap((group) => group.fields.map((field) => field.name));
  }
  return meta;
}

function describeStep(meta: StepMeta): string {
  const asks = meta.options
    ? `Answers: ${meta.options.map((option) => option.answer).join(' · ')}`
    : meta.fields
      ? `Fields: ${meta.fields.join(', ')}`
      : `A ${meta.kind} step`;
  return `${meta.question}\n\n${asks}. Progress ${meta.progress}%.`;
}

function submissionStates(definition: VariantDefinition): Record<string, object> {
  const submitSteps = Object.entries(definition.steps).filter(([, step]) => step.submit);
  const submitStepNames = submitSteps.map(([name]) => name);
  const afterPost = (settle: string) => [
    ...submitSteps
      .filter(([, step]) => typeof step.next === 'string')
      .map(([name, step]) => {
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
  const stayOnFailure =
    definition.onFailedPost === 'stay'
      ? submitSteps.map(([name]) => ({
          target: `#${definition.id}.${name}`,
          guard: { type: 'lastAnswered', params: { step: name } },
          actions: ['returnAfterFailedPost'],
        }))
      : [];
  return {
    [SUBMITTING]: {
      description:
        'The lead is built and held in the browser at the tap, its place looked up (by zip code), then posted.',
      tags: [FUNNEL_TAGS.submitting],
      entry: ['markSubmitting', 'buildLead', 'holdLead'],
      initial: 'lookingUpPlace',
      states: {
        lookingUpPlace: {
          invoke: {
            id: 'lookUpPlace',
            src: 'lookUpPlace',
            onDone: { target: 'posting', actions: ['keepPlace'] },
            onError: { target: 'posting' },
          },
        },
        posting: {
          entry: ['buildLead'],
          invoke: {
            id: 'postLead',
            src: 'postLead',
            onDone: takeableTransitions(afterPost('settlePosted'), submitStepNames),
            onError: takeableTransitions([...stayOnFailure, ...afterPost('settleUnposted')], submitStepNames),
          },
        },
      },
    },
    [DONE]: {
      type: 'final',
      description: 'The post has settled: the page goes to the thank-you page.',
      tags: [FUNNEL_TAGS.submitting],
    },
  };
}

/** The variant's machine config; `createMachine(funnelMachineConfig(definition))` runs it. */
export function funnelMachineConfig(definition: VariantDefinition): StatelyMachineConfig {
  const progress = progressByStep(definition);
  const states: Record<string, object> = {};
  for (const [name, step] of Object.entries(definition.steps)) {
    const meta = stepMeta(definition, name, progress[name] ?? 0);
    const common = {
      description: describeStep(meta),
      meta,
      entry: [{ type: 'enterStep', params: { progress: meta.progress } }],
    };
    states[name] = step.final
      ? { ...common, type: 'final', tags: [FUNNEL_TAGS.ended] }
      : {
          ...common,
          on: { ANSWER: answerTransitions(name, step), BACK: backTransitions(definition, name) },
        };
  }
  return {
    id: definition.id,
    description: `${definition.title}: one state per step; ANSWER carries the step's values, BACK returns.`,
    initial: definition.start,
    context: { answers: {}, trail: [], progress: 0, nextProgress: null },
    states: { ...states, ...submissionStates(definition) },
  };
}

/** The guards a variant's file names, each once: what `machine.provide({ guards })` must supply. */
export function guardNamesOf(config: StatelyMachineConfig): string[] {
  const names = new Set<string>();
  const visit = (value: unknown, key?: string) => {
    if (key === 'guard' || key === 'guards') collectGuard(value, names);
    if (value && typeof value === 'object') {
      for (const [childKey, child] of Object.entries(value)) visit(child, childKey);
    }
  };
  visit(config.states);
  return [...names].sort();
}

function collectGuard(guard: unknown, names: Set<string>): void {
  if (Array.isArray(guard)) for (const inner of guard) collectGuard(inner, names);
  else if (typeof guard === 'string') names.add(guard);
  else if (guard && typeof guard === 'object' && 'type' in guard) names.add(String(guard.type));
}

/**
 * The file written by `npm run flows` and served to operators by `GET /api/flows/stately.json`: the config as
 * JSON, which the console copies wrapped in `createMachine(…)` for the Stately editor's importer.
 */
export function statelyFile(definition: VariantDefinition): string {
  return statelyText(funnelMachineConfig(definition));
}

/** A machine config as the file's text: indented JSON, for a person who opens it. */
export function statelyText(config: StatelyMachineConfig): string {
  return `${JSON.stringify(config, null, 2)}\n`;
}

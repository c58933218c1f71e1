import type { FlowDefinition } from './definition-language';
import { shownStep } from './definition-language';
import {
  ALL_GUARDS,
  funnelMachineConfig,
  type StatelyGuard,
  type StatelyMachineConfig,
  type StatelyState,
  type StatelyTransition,
  type StepMeta,
} from './machine-config';
import type { StepGraphOptions } from './step-graph';
import { DONE, SUBMITTING } from './submission';

/**
 * The words a person reads in a variant's machine config: each step's question and answers in its `description`
 * (shown by the Stately editor) and `meta`, with the progress it shows; each transition's rule in its
 * `description`, from the guards' own words, which the caller hands over as it hands over the guards (the product
 * keeps them beside its guards; the console's drawing uses them too). The
 * Stately file, the `.machine.mjs` module and every machine but the browser's carry them.
 */

/**
 * Each guard's rule in plain words, by the guard's name, as a product owner reads it on an arrow: what has to be
 * true for the funnel to take that way. A guard without words is shown by its name.
 */
export type GuardWords = Readonly<Record<string, string>>;

/** A transition's `when` in words: every guard it names, joined; `otherwise` for a transition without one. */
export function ruleWords(when: string | readonly string[] | undefined, words: GuardWords): string {
  const guards = when === undefined ? [] : [when].flat();
  if (guards.length === 0) return 'otherwise';
  return guards.map((guard) => words[guard] ?? guard).join(' and ');
}

/** A guard in words: a funnel guard's rule, or what the engine's own guards check. */
export function guardWords(guard: StatelyGuard, words: GuardWords): string {
  if (typeof guard === 'string') {
    if (guard === 'postedDisqualified') return 'the lead was not qualified';
    return words[guard] ?? guard;
  }
  if (guard.type === ALL_GUARDS && 'guards' in guard.params) {
    return guard.params.guards.map((inner) => guardWords(inner, words)).join(' and ');
  }
  const step = 'step' in guard.params ? guard.params.step : '';
  if (guard.type === 'cameFrom') return `the visitor came from ${step}`;
  if (guard.type === 'lastAnswered') return `the lead came from ${step}`;
  return guard.type;
}

function transitionWords(
  transition: StatelyTransition,
  unguarded: string,
  words: GuardWords,
): StatelyTransition {
  const rule = transition.guard === undefined ? unguarded : `when ${guardWords(transition.guard, words)}`;
  const again = transition.actions.includes('returnAfterFailedPost') ? ': back to it, to send again' : '';
  return { ...transition, description: `${rule}${again}` };
}

function described<Given extends StatelyTransition | StatelyTransition[]>(
  transitions: Given,
  unguarded: (transition: StatelyTransition) => string,
  words: GuardWords,
): Given {
  const withWords = (transition: StatelyTransition) =>
    transitionWords(transition, unguarded(transition), words);
  return (Array.isArray(transitions) ? transitions.map(withWords) : withWords(transitions)) as Given;
}

function stepMeta(definition: FlowDefinition, name: string, progress: number): StepMeta {
  const shown = shownStep(definition, name);
  if (!shown) throw new Error(`${definition.id}: step ${name} has no catalogue entry`);
  const meta: StepMeta = {
    kind: shown.kind,
    question: shown.question.en,
    progress,
    submit: definition.steps[name]?.submit === true,
  };
  const shows = definition.steps[name]?.shows;
  if (shows) meta.shows = shows;
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

function stepWithWords(
  definition: FlowDefinition,
  name: string,
  state: StatelyState,
  words: GuardWords,
): StatelyState {
  const entry = state.entry?.[0];
  const progress = typeof entry === 'object' ? Number(entry.params?.progress ?? 0) : 0;
  const meta = stepMeta(definition, name, progress);
  const { on, ...rest } = state;
  return {
    ...rest,
    description: describeStep(meta),
    meta,
    ...(on && {
      on: {
        ANSWER: described(
          on.ANSWER,
          (transition) => (transition.target === SUBMITTING ? 'the answer sends the lead' : 'otherwise'),
          words,
        ),
        BACK: described(on.BACK, () => 'back', words),
      },
    }),
  };
}

const toThankYou = (transition: StatelyTransition) =>
  transition.target.endsWith(`.${DONE}`) ? 'otherwise: the thank-you page' : 'otherwise';

function submittingWithWords(state: StatelyState, words: GuardWords): StatelyState {
  const { lookingUpPlace, posting } = state.states ?? {};
  return {
    ...state,
    description:
      'The lead is built and held in the browser at the tap, its place looked up (by zip code), then posted.',
    states: {
      lookingUpPlace: {
        ...lookingUpPlace,
        invoke: lookingUpPlace?.invoke && {
          ...lookingUpPlace.invoke,
          onDone: described(lookingUpPlace.invoke.onDone, () => 'the place was found', words),
          onError: described(
            lookingUpPlace.invoke.onError,
            () => 'no place found: the lead goes without one',
            words,
          ),
        },
      },
      posting: {
        ...posting,
        invoke: posting?.invoke && {
          ...posting.invoke,
          onDone: described(posting.invoke.onDone, toThankYou, words),
          onError: described(posting.invoke.onError, toThankYou, words),
        },
      },
    },
  };
}

/** A machine config with its words: its own description among them. */
export type DescribedMachineConfig = StatelyMachineConfig & { description: string };

/** The config with its words, as the Stately file and the documented machines have it. */
export function withWords(
  config: StatelyMachineConfig,
  definition: FlowDefinition,
  words: GuardWords,
): DescribedMachineConfig {
  const states: Record<string, StatelyState> = {};
  for (const [name, state] of Object.entries(config.states)) {
    if (name === SUBMITTING) states[name] = submittingWithWords(state, words);
    else if (name === DONE)
      states[name] = { ...state, description: 'The post has settled: the page goes to the thank-you page.' };
    else states[name] = stepWithWords(definition, name, state, words);
  }
  return {
    ...config,
    description: `${definition.title}: one state per step; ANSWER carries the step's values, BACK returns.`,
    states,
  };
}

/** The variant's machine config with its words: what the Stately file holds. */
export function describedMachineConfig(
  definition: FlowDefinition,
  words: GuardWords,
  options: StepGraphOptions = {},
): DescribedMachineConfig {
  return withWords(funnelMachineConfig(definition, options), definition, words);
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
export function statelyFile(definition: FlowDefinition, words: GuardWords): string {
  return statelyText(describedMachineConfig(definition, words));
}

/** A machine config as the file's text: indented JSON, for a person who opens it. */
export function statelyText(config: StatelyMachineConfig): string {
  return `${JSON.stringify(config, null, 2)}\n`;
}

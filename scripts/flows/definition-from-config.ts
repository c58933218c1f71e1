import { FUNNEL_GUARDS } from '../../guards/funnel-guards';
import { ALL_GUARDS } from '../../machines/machine-config';
import { DONE, SUBMITTING } from '../../machines/submission';
import {
  inOwnWords,
  type ActionName,
  type OwnWords,
  type PageHookName,
  type VariantDefinition,
  type VariantStep,
  type VariantStep as StepDefinition,
  type VariantTransition,
} from '../../variants/variant-definition';
import { SHARED_ACTIONS } from '../../variants/registries/shared-actions';
import type { CatalogueStep } from '../../variants/steps/step-catalogue';
import { ImportRefusal } from './import-refusal';
import { wordsFromConfig } from './words-from-config';

/**
 * A variant's steps read back from its machine config as the Stately editor leaves it (`npm run flows:import`):
 * steps reordered, a target changed, a step removed or added from the catalogue, guards recombined from the named
 * ones. What a definition cannot say is refused, each with its reason: a guard or an action the product does not
 * have, a state that is no step of the catalogue, a transition a step cannot take. A step's question and its
 * answers' labels, edited in English, come back as the variant's own words (words-from-config.ts).
 */

export { ImportRefusal };

const PAGE_HOOKS: readonly PageHookName[] = [
  'adPixel',
  'identityPixel',
  'injuryPixel',
  'ticketPixel',
  'leadMappings',
];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function listOf(value: Json | undefined): Json[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** A state's name from a target: `#v4nv.AtFault` or `AtFault`. */
function targetName(target: Json | undefined, where: string): string {
  if (typeof target !== 'string' || target === '')
    throw new ImportRefusal(`${where}: a transition has no target`);
  return target.startsWith('#') ? target.slice(target.indexOf('.') + 1) : target;
}

/** A funnel guard, or `all` of funnel guards: what a definition's `when` can say. */
function whenOf(guard: Json | undefined, where: string): VariantTransition['when'] {
  if (guard === undefined) return undefined;
  const named = (name: Json | undefined): string => {
    if (typeof name !== 'string')
      throw new ImportRefusal(`${where}: a guard inside "all" must be a guard's name`);
    if (!Object.hasOwn(FUNNEL_GUARDS, name)) {
      throw new ImportRefusal(
        `${where}: the guard "${name}" is not one of the product's guards (${Object.keys(FUNNEL_GUARDS).join(', ')}); add it to guards/funnel-guards.ts first`,
      );
    }
    return name;
  };
  if (typeof guard === 'string') return named(guard) as VariantTransition['when'];
  if (isObject(guard) && guard.type === ALL_GUARDS && isObject(guard.params)) {
    const guards = listOf(guard.params.guards).map(named);
    if (guards.length === 0) throw new ImportRefusal(`${where}: "all" names no guard`);
    return guards as VariantTransition['when'];
  }
  const type = JSON.stringify(isObject(guard) ? guard.type : guard);
  throw new ImportRefusal(`${where}: the guard ${type} cannot decide a step's answer`);
}

interface TransitionParts {
  do: ActionName[];
  hooks: PageHookName[];
  progress?: number;
}

function actionsOf(actions: Json | undefined, where: string): TransitionParts {
  const parts: TransitionParts = { do: [], hooks: [] };
  for (const action of listOf(actions)) {
    const type = typeof action === 'string' ? action : isObject(action) ? action.type : undefined;
    const params = isObject(action) && isObject(action.params) ? action.params : {};
    if (type === 'recordAnswer') continue;
    if (type === 'setNextProgress' && typeof params.progress === 'number') parts.progress = params.progress;
    else if (type === 'pageHook' && PAGE_HOOKS.includes(params.hook as PageHookName))
      parts.hooks.push(params.hook as PageHookName);
    else if (typeof type === 'string' && Object.hasOwn(SHARED_ACTIONS, type))
      parts.do.push(type as ActionName);
    else {
      throw new ImportRefusal(
        `${where}: the action ${JSON.stringify(type)} is not one of the product's (${Object.keys(SHARED_ACTIONS).join(', ')}, or pageHook with one of ${PAGE_HOOKS.join(', ')})`,
      );
    }
  }
  return parts;
}

function answerTransition(transition: Json, where: string): VariantTransition {
  if (!isObject(transition)) throw new ImportRefusal(`${where}: a transition must be an object`);
  const when = whenOf(transition.guard, where);
  const parts = actionsOf(transition.actions, where);
  return {
    to: targetName(transition.target, where),
    ...(when === undefined ? {} : { when }),
    ...(parts.do.length > 0 ? { do: parts.do } : {}),
    ...(parts.hooks.length > 0 ? { hooks: parts.hooks } : {}),
    ...(parts.progress === undefined ? {} : { progress: parts.progress }),
  };
}

/** A step's `next`: the single name where one unguarded transition does nothing else, else the list. */
function nextOf(transitions: VariantTransition[]): VariantStep['next'] {
  const [only] = transitions;
  if (transitions.length === 1 && only && Object.keys(only).length === 1) return only.to;
  return transitions;
}

/** What the submission says of each submit step: where it goes after the post, and for whom. */
function afterPostOf(states: JsonObject): Map<string, Pick<VariantStep, 'next' | 'nextOnlyWhen'>> {
  const after = new Map<string, Pick<VariantStep, 'next' | 'nextOnlyWhen'>>();
  const submitting = states[SUBMITTING];
  const posting = isObject(submitting) && isObject(submitting.states) ? submitting.states.posting : undefined;
  const invoke = isObject(posting) ? posting.invoke : undefined;
  for (const transition of listOf(isObject(invoke) ? invoke.onDone : undefined)) {
    if (!isObject(transition) || !isObject(transition.guard)) continue;
    const guard = transition.guard;
    const parts = guard.type === ALL_GUARDS && isObject(guard.params) ? listOf(guard.params.guards) : [guard];
    const answered = parts.find((part) => isObject(part) && part.type === 'lastAnswered');
    if (!isObject(answered) || !isObject(answered.params) || typeof answered.params.step !== 'string')
      continue;
    const onlyDisqualified = parts.includes('postedDisqualified');
    after.set(answered.params.step, {
      next: targetName(transition.target, `${SUBMITTING}.posting`),
      ...(onlyDisqualified ? { nextOnlyWhen: 'disqualified' as const } : {}),
    });
  }
  return after;
}

/**
 * The progress each step states, as the variant states it: on every step, or on the steps it gave one (its first
 * ones), each with the value the file shows; a variant that states none rises evenly, whatever the file's numbers
 * (they were that rise).
 */
function withProgress(
  steps: Record<string, VariantStep>,
  base: VariantDefinition,
  shown: Record<string, number>,
): Record<string, VariantStep> {
  const everyStep = Object.values(base.steps).every((step) => step.progress !== undefined);
  const stated: Record<string, VariantStep> = {};
  for (const [name, step] of Object.entries(steps)) {
    if (!everyStep && base.steps[name]?.progress === undefined) {
      stated[name] = step;
      continue;
    }
    const progress = shown[name];
    if (progress === undefined) {
      throw new ImportRefusal(
        `${name}: no progress: ${base.id} states one on ${everyStep ? 'every step' : 'this step'} (an enterStep entry with params.progress)`,
      );
    }
    stated[name] = { progress, ...step };
  }
  return stated;
}

/** A catalogue entry of the variant's own: the entry it words anew, and its English words. */
export interface OwnEntry {
  from: string;
  words: OwnWords;
}

/** What an edited file changes in a definition: its steps, and the catalogue entries in its own words. */
export interface ImportedDefinition extends Pick<VariantDefinition, 'start' | 'steps' | 'catalogue'> {
  /** The entries in the variant's own words, by name: none when only the steps changed. */
  ownEntries: Record<string, OwnEntry>;
}

/** The variant's part of its own entries' names: `v4nv-ep` → `V4nvEp`. */
function suffixOf(id: string): string {
  return id
    .split(/[^A-Za-z0-9]+/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/**
 * The name of the entry in the variant's own words: the edited entry's with the variant's after it, or the entry
 * itself when it is already the variant's own (a second edit of the same words).
 */
export function ownEntryName(id: string, entry: string): string {
  const suffix = suffixOf(id);
  return entry.endsWith(suffix) ? entry : `${entry}${suffix}`;
}

/** The steps showing their entries in the variant's own words, and the catalogue carrying those. */
function withOwnWords(
  steps: Record<string, StepDefinition>,
  base: VariantDefinition,
  words: Record<string, OwnWords>,
): Pick<ImportedDefinition, 'steps' | 'catalogue' | 'ownEntries'> {
  const ownEntries: Record<string, OwnEntry> = {};
  const catalogue: Record<string, CatalogueStep> = { ...base.catalogue };
  for (const [from, own] of Object.entries(words)) {
    const name = ownEntryName(base.id, from);
    const entry = base.catalogue[from];
    if (!entry) continue;
    if (name !== from && Object.hasOwn(base.catalogue, name)) {
      throw new ImportRefusal(
        `${from}: its words would go in the catalogue entry ${name}, which ${base.id} already carries as another step`,
      );
    }
    ownEntries[name] = { from, words: own };
    catalogue[name] = inOwnWords(entry, own);
  }
  if (Object.keys(ownEntries).length === 0) return { steps, catalogue: base.catalogue, ownEntries };
  const shown: Record<string, StepDefinition> = {};
  for (const [name, step] of Object.entries(steps)) {
    const own = ownEntryName(base.id, step.shows ?? name);
    const { shows: _shows, ...rest } = step;
    shown[name] =
      Object.hasOwn(ownEntries, own) && own !== name && (step.shows ?? name) in words
        ? { shows: own, ...rest }
        : step;
  }
  return { steps: shown, catalogue, ownEntries };
}

/** The start, steps and words of a variant from its machine config; `base` is the definition it updates. */
export function definitionFromConfig(config: Json, base: VariantDefinition): ImportedDefinition {
  if (!isObject(config) || !isObject(config.states)) {
    throw new ImportRefusal('the file holds no machine config: an object with "states" was expected');
  }
  if (config.id !== undefined && config.id !== base.id) {
    throw new ImportRefusal(`the file is the machine of ${JSON.stringify(config.id)}, not of "${base.id}"`);
  }
  const { states } = config;
  const after = afterPostOf(states);
  const steps: Record<string, VariantStep> = {};
  const progress: Record<string, number> = {};
  const shown: Record<string, string> = {};
  for (const [name, state] of Object.entries(states)) {
    if (name === SUBMITTING || name === DONE) continue;
    if (!isObject(state)) throw new ImportRefusal(`${name}: a state must be an object`);
    const meta = isObject(state.meta) ? state.meta : {};
    const shows = typeof meta.shows === 'string' ? meta.shows : undefined;
    if (!Object.hasOwn(base.catalogue, shows ?? name)) {
      throw new ImportRefusal(
        `${name}: no step kind: the state is not a step of ${base.id}'s catalogue (add the step to the catalogue, or name one it has in meta.shows)`,
      );
    }
    if (shows) shown[name] = shows;
    const entry = listOf(state.entry).find((action) => isObject(action) && action.type === 'enterStep');
    if (isObject(entry) && isObject(entry.params) && typeof entry.params.progress === 'number') {
      progress[name] = entry.params.progress;
    }
    const step: VariantStep = shows ? { shows } : {};
    if (state.type === 'final') {
      steps[name] = { ...step, final: true };
      continue;
    }
    const answers = listOf(isObject(state.on) ? state.on.ANSWER : undefined);
    const submits =
      answers.length === 1 && isObject(answers[0]) && targetName(answers[0].target, name) === SUBMITTING;
    if (submits) {
      steps[name] = { ...step, submit: true, ...after.get(name) };
      continue;
    }
    const transitions = answers.map((transition) => answerTransition(transition, name));
    if (transitions.some((transition) => transition.to === SUBMITTING)) {
      throw new ImportRefusal(`${name}: a step that sends the lead must do nothing else on its answer`);
    }
    if (transitions.length === 0)
      throw new ImportRefusal(`${name}: the step has no ANSWER: it leads nowhere`);
    if (transitions.slice(0, -1).some((transition) => transition.when === undefined)) {
      throw new ImportRefusal(`${name}: only the last ANSWER may be without a guard (it is the fallback)`);
    }
    if (transitions.at(-1)!.when !== undefined) {
      throw new ImportRefusal(`${name}: the last ANSWER must be a fallback without a guard`);
    }
    steps[name] = { ...step, next: nextOf(transitions) };
  }
  for (const [name, step] of Object.entries(steps)) {
    const targets =
      typeof step.next === 'string' ? [step.next] : (step.next ?? []).map((transition) => transition.to);
    for (const target of targets) {
      if (!Object.hasOwn(steps, target))
        throw new ImportRefusal(`${name}: its target "${target}" is no step`);
    }
  }
  const start = typeof config.initial === 'string' ? config.initial : base.start;
  if (!Object.hasOwn(steps, start)) throw new ImportRefusal(`the first step "${start}" is no step`);
  const words = wordsFromConfig(states, config, base, shown);
  return { start, ...withOwnWords(withProgress(steps, base, progress), base, words) };
}

/**
 * Refuses own words on a step that other variants take from this definition (v4 and v7 spread v4nv's steps): the
 * step would show an entry their catalogues do not carry. `takers` are the variants whose definitions import this
 * one; a taker of this one's whole steps and catalogue (v4nv-ep) takes the new entry with them.
 */
export function refuseWordsOfTakenSteps(
  parts: ImportedDefinition,
  base: VariantDefinition,
  takers: readonly VariantDefinition[],
): void {
  for (const [name, step] of Object.entries(parts.steps)) {
    const own = step.shows;
    if (own === undefined || !Object.hasOwn(parts.ownEntries, own) || base.steps[name]?.shows === own)
      continue;
    const taking = takers
      .filter(
        (taker) =>
          taker.steps[name] === base.steps[name] &&
          !(taker.steps === base.steps && taker.catalogue === base.catalogue),
      )
      .map((taker) => taker.id);
    if (taking.length > 0) {
      throw new ImportRefusal(
        `${name}: ${taking.join(', ')} ${taking.length === 1 ? 'takes' : 'take'} this step from ${base.id}'s definition and would show ${base.id}'s own words (${own}), which their catalogues do not carry; change these words in the code for all of them (variants/steps/), or edit them in ${taking.join(', ')}'s own files`,
      );
    }
  }
}

import { describedMachineConfig, guardWords } from '../../machines/machine-words';
import type { StatelyGuard } from '../../machines/machine-config';
import { DONE, SUBMITTING } from '../../machines/submission';
import type { OwnWords, VariantDefinition } from '../../variants/variant-definition';
import { GUARD_WORDS } from '../../variants/registries/guard-words';
import { ImportRefusal } from './import-refusal';

/**
 * The words an owner edited in a variant's Stately file (`npm run flows:import`), as the variant's own words for
 * its catalogue entries: a step's question (its `description` up to the first blank line, or `meta.question`) and
 * its answers' labels (`meta.options`). A word is edited when it differs from what `npm run flows` wrote for that
 * state. Everything else the file says in words is written from the product — a transition's rule from its guard,
 * a step's summary from its answers and progress, the submission's states — and an edit to it is refused, naming
 * where, rather than lost: the owner puts the guard or the step right instead, or the words back.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function listOf(value: Json | undefined): Json[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** A step's description: its question, then after a blank line the summary written from the step. */
function split(description: string): { question: string; summary: string } {
  const at = description.indexOf('\n\n');
  return at < 0
    ? { question: description, summary: '' }
    : { question: description.slice(0, at), summary: description.slice(at + 2) };
}

function labelsOf(meta: Json | undefined): Map<string, Json | undefined> {
  const options = isObject(meta) ? listOf(meta.options) : [];
  return new Map(
    options
      .filter(isObject)
      .map((option) => [typeof option.answer === 'string' ? option.answer : '', option.label]),
  );
}

/** Every description `npm run flows` writes that is not a step's question: what the file may carry unedited. */
function writtenDescriptions(written: Json, found = new Set<string>()): Set<string> {
  if (Array.isArray(written)) for (const inner of written) writtenDescriptions(inner, found);
  else if (isObject(written)) {
    if (typeof written.description === 'string') found.add(written.description);
    for (const inner of Object.values(written)) writtenDescriptions(inner, found);
  }
  return found;
}

/** A transition's words as `npm run flows` would write them for its guard, edited or not. */
function wordsForGuard(transition: JsonObject): string | undefined {
  if (transition.guard === undefined) return undefined;
  try {
    return `when ${guardWords(transition.guard as unknown as StatelyGuard, GUARD_WORDS)}`;
  } catch {
    return undefined;
  }
}

function checkTransitions(
  where: string,
  event: string,
  transitions: Json | undefined,
  written: Set<string>,
): void {
  for (const transition of listOf(transitions)) {
    if (!isObject(transition) || typeof transition.description !== 'string') continue;
    const { description } = transition;
    const own = wordsForGuard(transition);
    if (written.has(description) || (own !== undefined && description.startsWith(own))) continue;
    throw new ImportRefusal(
      `${where}: the ${event} transition to ${JSON.stringify(transition.target)} says "${description}": a transition's words are written from its guard and cannot be taken back; change its guard instead, or put its words back`,
    );
  }
}

/** The submission's states and the machine say what the product does: their words are not the owner's. */
function checkProductWords(where: string, state: Json | undefined, written: Set<string>): void {
  if (!isObject(state)) return;
  if (typeof state.description === 'string' && !written.has(state.description)) {
    throw new ImportRefusal(
      `${where}: its description "${state.description}" is written from what the product does and cannot be taken back; put it back`,
    );
  }
  const invoke = isObject(state.invoke) ? state.invoke : {};
  checkTransitions(where, 'onDone', invoke.onDone, written);
  checkTransitions(where, 'onError', invoke.onError, written);
  if (isObject(state.states)) {
    for (const [name, inner] of Object.entries(state.states))
      checkProductWords(`${where}.${name}`, inner, written);
  }
}

/**
 * The edited words, by catalogue entry, and the edits to words that cannot come back refused. `shows` names the
 * entry each step state shows, as the import read it.
 */
export function wordsFromConfig(
  states: JsonObject,
  config: JsonObject,
  base: VariantDefinition,
  shows: Record<string, string>,
): Record<string, OwnWords> {
  const file = describedMachineConfig(base, GUARD_WORDS) as unknown as JsonObject;
  const writtenStates = isObject(file.states) ? file.states : {};
  const written = writtenDescriptions(file);
  if (typeof config.description === 'string' && !written.has(config.description)) {
    throw new ImportRefusal(
      `the machine's description "${config.description}" is written from the variant's title and cannot be taken back; put it back`,
    );
  }
  const words: Record<string, OwnWords> = {};
  const editedBy: Record<string, string> = {};
  for (const [name, state] of Object.entries(states)) {
    if (!isObject(state)) continue;
    if (name === SUBMITTING || name === DONE) {
      checkProductWords(name, state, written);
      continue;
    }
    const on = isObject(state.on) ? state.on : {};
    checkTransitions(name, 'ANSWER', on.ANSWER, written);
    checkTransitions(name, 'BACK', on.BACK, written);
    const shown = shows[name] ?? name;
    const entry = base.catalogue[shown];
    if (!entry) continue;
    const before = writtenStates[name];
    const wrote = isObject(before) ? before : undefined;
    const wroteMeta = wrote && isObject(wrote.meta) ? wrote.meta : undefined;
    const own: OwnWords = {};

    // The question is the description's first lines, as the editor shows it; meta.question is its copy for tools,
    // read only from a state without a description, and refused when it says a third thing.
    const wroteQuestion = typeof wroteMeta?.question === 'string' ? wroteMeta.question : entry.question.en;
    const meta = isObject(state.meta) ? state.meta : {};
    const metaQuestion = typeof meta.question === 'string' ? meta.question : undefined;
    let question = metaQuestion;
    if (typeof state.description === 'string') {
      const { question: described, summary } = split(state.description);
      const wroteSummary =
        wrote && typeof wrote.description === 'string' ? split(wrote.description).summary : undefined;
      if (wroteSummary !== undefined && summary !== wroteSummary) {
        throw new ImportRefusal(
          `${name}: its description after the question ("${summary}") is written from the step's answers and progress and cannot be taken back; edit the question before the blank line, or the answers' labels in meta.options`,
        );
      }
      if (metaQuestion !== undefined && metaQuestion !== described && metaQuestion !== wroteQuestion) {
        throw new ImportRefusal(
          `${name}: meta.question says "${metaQuestion}" and the description "${described}": the description's first lines are the step's question (meta.question is their copy); make them the same`,
        );
      }
      question = described;
    }
    if (question !== undefined && question !== wroteQuestion && question !== entry.question.en)
      own.question = question;

    // The answers' labels, by answer: the answers themselves are the values a lead stores.
    const wroteLabels = labelsOf(wroteMeta);
    const labels: Record<string, string> = {};
    for (const [answer, label] of labelsOf(meta)) {
      if (entry.kind !== 'choice') continue;
      const option = entry.options.find((known) => known.answer === answer);
      if (!option) {
        throw new ImportRefusal(
          `${name}: the answer "${answer}" in meta.options is not one of the step's (${entry.options.map((known) => known.answer).join(', ')}); an answer is the value a lead stores: only its label can be edited here`,
        );
      }
      if (typeof label !== 'string') throw new ImportRefusal(`${name}: the answer "${answer}" has no label`);
      const wroteLabel = wroteLabels.get(answer) ?? option.label.en;
      if (label !== wroteLabel && label !== option.label.en) labels[answer] = label;
    }
    if (Object.keys(labels).length > 0) own.labels = labels;
    if (own.question === undefined && own.labels === undefined) continue;

    // Two steps showing one entry show one wording.
    const other = editedBy[shown];
    if (other !== undefined && JSON.stringify(words[shown]) !== JSON.stringify(own)) {
      throw new ImportRefusal(
        `${name}: it shows the catalogue entry ${shown}, as ${other} does, with other words; give both the same words`,
      );
    }
    words[shown] = own;
    editedBy[shown] = name;
  }
  return words;
}

import { format, resolveConfig } from 'prettier';
import ts from 'typescript';
import { isDeepStrictEqual } from 'node:util';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OwnWords, VariantDefinition } from '../../variants/variant-definition';
import type { OwnEntry } from './definition-from-config';
import { readMachineText } from './machine-text';

/**
 * A variant's definition file with its `start` and `steps` written anew (`npm run flows:import`), everything else
 * in it as it was: its comments, catalogue, texts and rules, and each step the edit left alone in its own text. A
 * definition made by spreading another one's (v4nv-ep is v4nv's) gets its own `start` and `steps` after the
 * spread; steps spread from another variant (v4's `...v4nvSteps`) are written out as its own once it changes.
 * Edited words become catalogue entries of the variant's own, `AtFaultV4nv: inOwnWords(SHARED_STEPS.AtFault, {
 * question: … })` (variants/variant-definition.ts), which the edited steps `shows`: its other languages untouched.
 * Formatted as the project formats its code.
 */

/** A key as TypeScript source: bare where it can be. */
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

/** A value as TypeScript source: keys bare where they can be, strings in single quotes. */
function sourceOf(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sourceOf).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, inner]) => inner !== undefined);
    return `{ ${entries.map(([name, inner]) => `${key(name)}: ${sourceOf(inner)}`).join(', ')} }`;
  }
  if (typeof value === 'string') return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  return String(value);
}

function definitionObject(source: ts.SourceFile): ts.ObjectLiteralExpression | undefined {
  let found: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineVariant'
    ) {
      const [argument] = node.arguments;
      if (argument && ts.isObjectLiteralExpression(argument)) found = argument;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

interface Replacement {
  start: number;
  end: number;
  text: string;
}

/** Equal as data: a step read back from a file lists its keys in its own order. */
function sameData(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(JSON.parse(JSON.stringify(a)), JSON.parse(JSON.stringify(b)));
}

/**
 * The steps as source: a step that did not change keeps its own text (its layout, its comments), so the file's
 * diff shows only what the edit changed.
 */
function stepsSource(
  parts: Pick<VariantDefinition, 'steps'>,
  base: Pick<VariantDefinition, 'steps'>,
  written: ts.Expression | undefined,
  source: ts.SourceFile,
): string {
  const kept = new Map<string, string>();
  if (written && ts.isObjectLiteralExpression(written)) {
    for (const property of written.properties) {
      const name =
        property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
          ? property.name.text
          : undefined;
      if (name !== undefined) kept.set(name, property.getFullText(source).trim());
    }
  }
  const steps = Object.entries(parts.steps).map(([name, step]) => {
    const own = kept.get(name);
    return own !== undefined && sameData(step, base.steps[name]) ? own : `${key(name)}: ${sourceOf(step)}`;
  });
  return `{\n${steps.join(',\n')},\n}`;
}

/** The words an earlier import wrote, with the newly edited ones over them. */
function mergedWords(before: OwnWords, edited: OwnWords): OwnWords {
  const labels = { ...before.labels, ...edited.labels };
  return {
    question: edited.question ?? before.question,
    ...(Object.keys(labels).length > 0 ? { labels } : {}),
  };
}

const named = (property: ts.ObjectLiteralElementLike, name: string): property is ts.PropertyAssignment =>
  ts.isPropertyAssignment(property) &&
  (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) &&
  property.name.text === name;

function isOwnWordsCall(node: ts.Expression): node is ts.CallExpression {
  return (
    ts.isCallExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'inOwnWords' &&
    node.arguments.length === 2
  );
}

/** The value of an expression made of an imported name and properties (`SHARED_STEPS`, `v4nv.catalogue`). */
async function importedValue(
  file: string,
  expression: ts.Expression,
  source: ts.SourceFile,
): Promise<unknown> {
  if (ts.isPropertyAccessExpression(expression)) {
    const owner = await importedValue(file, expression.expression, source);
    return owner && typeof owner === 'object'
      ? (owner as Record<string, unknown>)[expression.name.text]
      : undefined;
  }
  if (!ts.isIdentifier(expression)) return undefined;
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    const bindings = clause?.namedBindings;
    const element =
      bindings && ts.isNamedImports(bindings)
        ? bindings.elements.find((inner) => inner.name.text === expression.text)
        : undefined;
    const isDefault = clause?.name?.text === expression.text;
    if (!element && !isDefault) continue;
    const path = resolve(dirname(file), statement.moduleSpecifier.text);
    const module = (await import(pathToFileURL(`${path}.ts`).href)) as Record<string, unknown>;
    return module[isDefault ? 'default' : (element!.propertyName ?? element!.name).text];
  }
  return undefined;
}

/** Where an entry a catalogue spreads comes from: the last spread carrying it, as the object takes it. */
async function spreadEntry(
  file: string,
  catalogue: ts.ObjectLiteralExpression,
  entry: string,
  source: ts.SourceFile,
): Promise<string> {
  for (const property of [...catalogue.properties].reverse()) {
    if (named(property, entry)) return property.initializer.getText(source);
    if (!ts.isSpreadAssignment(property)) continue;
    const value = await importedValue(file, property.expression, source);
    if (value && typeof value === 'object' && Object.hasOwn(value, entry))
      return `${property.expression.getText(source)}.${entry}`;
  }
  throw new Error(`${file}: no catalogue entry ${entry} found to word anew`);
}

/**
 * The definition's catalogue with its entries in its own words: `{ ...SHARED_STEPS, AtFaultV4nv:
 * inOwnWords(SHARED_STEPS.AtFault, { question: … }) }`, an entry of an earlier import taking the new words over its
 * own. A definition spreading another one's (v4nv-ep) gets a catalogue of its own built on that one's.
 */
async function catalogueEdits(
  file: string,
  object: ts.ObjectLiteralExpression,
  ownEntries: Record<string, OwnEntry>,
  source: ts.SourceFile,
): Promise<{ replacements: Replacement[]; added: string[] }> {
  const property = object.properties.find((inner) => named(inner, 'catalogue'));
  const entries = Object.entries(ownEntries);
  if (!property) {
    const spread = object.properties.filter(ts.isSpreadAssignment).at(-1);
    if (!spread) throw new Error(`${file}: no catalogue found to word anew`);
    const catalogue = `${spread.expression.getText(source)}.catalogue`;
    const written = entries.map(
      ([name, own]) => `${key(name)}: inOwnWords(${catalogue}.${own.from}, ${sourceOf(own.words)})`,
    );
    return { replacements: [], added: [`catalogue: { ...${catalogue}, ${written.join(', ')} }`] };
  }
  const written = property.initializer;
  if (!ts.isObjectLiteralExpression(written)) {
    const catalogue = written.getText(source);
    const own = entries.map(
      ([name, entry]) => `${key(name)}: inOwnWords(${catalogue}.${entry.from}, ${sourceOf(entry.words)})`,
    );
    const text = `{ ...${catalogue}, ${own.join(', ')} }`;
    return { replacements: [{ start: written.getStart(source), end: written.getEnd(), text }], added: [] };
  }
  const replacements: Replacement[] = [];
  const appended: string[] = [];
  for (const [name, entry] of entries) {
    const earlier = written.properties.find((inner) => named(inner, name));
    if (earlier && isOwnWordsCall(earlier.initializer)) {
      const [from, before] = earlier.initializer.arguments as unknown as [ts.Expression, ts.Expression];
      const words = mergedWords(readMachineText(before.getText(source)) as OwnWords, entry.words);
      const text = `inOwnWords(${from.getText(source)}, ${sourceOf(words)})`;
      replacements.push({
        start: earlier.initializer.getStart(source),
        end: earlier.initializer.getEnd(),
        text,
      });
    } else if (earlier) {
      const { initializer } = earlier;
      const text = `inOwnWords(${initializer.getText(source)}, ${sourceOf(entry.words)})`;
      replacements.push({ start: initializer.getStart(source), end: initializer.getEnd(), text });
    } else {
      const from = await spreadEntry(file, written, entry.from, source);
      appended.push(`${key(name)}: inOwnWords(${from}, ${sourceOf(entry.words)})`);
    }
  }
  if (appended.length > 0) {
    const close = written.getEnd() - 1;
    const comma = written.properties.hasTrailingComma || written.properties.length === 0 ? '' : ',';
    replacements.push({ start: close, end: close, text: `${comma} ${appended.join(', ')} ` });
  }
  return { replacements, added: [] };
}

/** Where `inOwnWords` joins the import of `defineVariant`, when the file does not import it yet. */
function ownWordsImport(source: ts.SourceFile): Replacement | undefined {
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    const names = bindings.elements.map((element) => element.name.text);
    if (names.includes('inOwnWords')) return undefined;
    if (!names.includes('defineVariant')) continue;
    const last = bindings.elements.at(-1)!;
    return { start: last.getEnd(), end: last.getEnd(), text: ', inOwnWords' };
  }
  throw new Error('no import of defineVariant to add inOwnWords to');
}

/** The steps that now show an entry in the variant's own words. */
function showingOwnWords(
  steps: VariantDefinition['steps'],
  before: VariantDefinition['steps'],
  ownEntries: Record<string, OwnEntry>,
): string[] {
  return Object.entries(steps)
    .filter(
      ([name, step]) =>
        step.shows !== undefined &&
        Object.hasOwn(ownEntries, step.shows) &&
        before[name]?.shows !== step.shows,
    )
    .map(([name]) => name);
}

function withShowing(
  before: VariantDefinition['steps'],
  steps: VariantDefinition['steps'],
  showing: string[],
): VariantDefinition['steps'] {
  const shown = { ...before };
  for (const name of showing) {
    const step = before[name];
    if (step) shown[name] = { ...step, shows: steps[name]!.shows };
  }
  return shown;
}

/**
 * Only the steps that now show the variant's own words are written anew, the rest of the steps as they were: a
 * definition spreading another one's (v4nv-ep) gets steps of its own, that one's with those steps over them.
 */
function stepsEdits(
  object: ts.ObjectLiteralExpression,
  steps: VariantDefinition['steps'],
  showing: string[],
  source: ts.SourceFile,
): { replacements: Replacement[]; added: string[] } {
  const property = object.properties.find((inner) => named(inner, 'steps'));
  const written = showing.map((name) => `${key(name)}: ${sourceOf(steps[name])}`);
  if (!property) {
    const spread = object.properties.filter(ts.isSpreadAssignment).at(-1);
    if (!spread) throw new Error('no steps found to show the new words');
    return {
      replacements: [],
      added: [`steps: { ...${spread.expression.getText(source)}.steps, ${written.join(', ')} }`],
    };
  }
  const literal = property.initializer;
  if (!ts.isObjectLiteralExpression(literal)) {
    const text = `{ ...${literal.getText(source)}, ${written.join(', ')} }`;
    return { replacements: [{ start: literal.getStart(source), end: literal.getEnd(), text }], added: [] };
  }
  const replacements: Replacement[] = [];
  const appended: string[] = [];
  for (const [index, name] of showing.entries()) {
    const own = literal.properties.find((inner) => named(inner, name));
    if (own) {
      const { initializer } = own;
      replacements.push({
        start: initializer.getStart(source),
        end: initializer.getEnd(),
        text: sourceOf(steps[name]),
      });
    } else appended.push(written[index]!);
  }
  if (appended.length > 0) {
    const close = literal.getEnd() - 1;
    const comma = literal.properties.hasTrailingComma || literal.properties.length === 0 ? '' : ',';
    replacements.push({ start: close, end: close, text: `${comma} ${appended.join(', ')} ` });
  }
  return { replacements, added: [] };
}

/**
 * The definition's text with what the import changed: its `start` and `steps` when the steps changed, its
 * catalogue when words were edited. Anything else stays as it was.
 */
export async function writtenDefinition(
  file: string,
  text: string,
  parts: Pick<VariantDefinition, 'start' | 'steps'> & { ownEntries?: Record<string, OwnEntry> },
  base: Pick<VariantDefinition, 'start' | 'steps'>,
): Promise<string> {
  const stepsChanged = parts.start !== base.start || !sameData(parts.steps, base.steps);
  const ownEntries = parts.ownEntries ?? {};
  // Nothing changed: the file stays as written, spreads of another variant's steps and all.
  if (!stepsChanged && Object.keys(ownEntries).length === 0) return text;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const object = definitionObject(source);
  if (!object) throw new Error(`${file}: no defineVariant({ … }) found`);
  const replacements: Replacement[] = [];
  const added: string[] = [];
  const showing = showingOwnWords(parts.steps, base.steps, ownEntries);
  if (
    showing.length > 0 &&
    parts.start === base.start &&
    sameData(parts.steps, withShowing(base.steps, parts.steps, showing))
  ) {
    const steps = stepsEdits(object, parts.steps, showing, source);
    replacements.push(...steps.replacements);
    added.push(...steps.added);
  } else if (stepsChanged) {
    const stepsProperty = object.properties.find((property) => named(property, 'steps'));
    const written = {
      start: sourceOf(parts.start),
      steps: stepsSource(parts, base, stepsProperty?.initializer, source),
    };
    const missing = new Set<keyof typeof written>(['start', 'steps']);
    for (const property of object.properties) {
      if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
      const name = property.name.text;
      if (name !== 'start' && name !== 'steps') continue;
      missing.delete(name);
      replacements.push({
        start: property.initializer.getStart(source),
        end: property.initializer.getEnd(),
        text: written[name],
      });
    }
    for (const name of missing) added.push(`${name}: ${written[name]}`);
  }
  if (Object.keys(ownEntries).length > 0) {
    const catalogue = await catalogueEdits(file, object, ownEntries, source);
    replacements.push(...catalogue.replacements);
    added.push(...catalogue.added);
    const imported = ownWordsImport(source);
    if (imported) replacements.push(imported);
  }
  if (added.length > 0) {
    const close = object.getEnd() - 1;
    const comma = object.properties.hasTrailingComma || object.properties.length === 0 ? '' : ',';
    replacements.push({ start: close, end: close, text: `${comma} ${added.join(', ')} ` });
  }
  let result = text;
  for (const { start, end, text: replacement } of replacements.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, start) + replacement + result.slice(end);
  }
  const options = (await resolveConfig(file)) ?? {};
  return format(result, { ...options, filepath: file });
}

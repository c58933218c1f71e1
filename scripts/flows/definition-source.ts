import { format, resolveConfig } from 'prettier';
import ts from 'typescript';
import { isDeepStrictEqual } from 'node:util';
import type { VariantDefinition } from '../../variants/variant-definition';

/**
 * A variant's definition file with its `start` and `steps` written anew (`npm run flows:import`), everything else
 * in it as it was: its comments, catalogue, texts and rules, and each step the edit left alone in its own text. A
 * definition made by spreading another one's (v4nv-ep is v4nv's) gets its own `start` and `steps` after the
 * spread; steps spread from another variant (v4's `...v4nvSteps`) are written out as its own once it changes.
 * Formatted as the project formats its code.
 */

/** A value as TypeScript source: keys bare where they can be, strings in single quotes. */
function sourceOf(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sourceOf).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, inner]) => inner !== undefined);
    const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);
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
  const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);
  const steps = Object.entries(parts.steps).map(([name, step]) => {
    const own = kept.get(name);
    return own !== undefined && sameData(step, base.steps[name]) ? own : `${key(name)}: ${sourceOf(step)}`;
  });
  return `{\n${steps.join(',\n')},\n}`;
}

export async function writtenDefinition(
  file: string,
  text: string,
  parts: Pick<VariantDefinition, 'start' | 'steps'>,
  base: Pick<VariantDefinition, 'start' | 'steps'>,
): Promise<string> {
  // Nothing changed: the file stays as written, spreads of another variant's steps and all.
  if (parts.start === base.start && sameData(parts.steps, base.steps)) return text;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const object = definitionObject(source);
  if (!object) throw new Error(`${file}: no defineVariant({ … }) found`);
  const replacements: { start: number; end: number; text: string }[] = [];
  const stepsProperty = object.properties.find(
    (property): property is ts.PropertyAssignment =>
      ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === 'steps',
  );
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
  if (missing.size > 0) {
    const added = [...missing].map((name) => `${name}: ${written[name]}`).join(', ');
    const close = object.getEnd() - 1;
    const comma = object.properties.hasTrailingComma || object.properties.length === 0 ? '' : ',';
    replacements.push({ start: close, end: close, text: `${comma} ${added} ` });
  }
  let result = text;
  for (const { start, end, text: replacement } of replacements.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, start) + replacement + result.slice(end);
  }
  const options = (await resolveConfig(file)) ?? {};
  return format(result, { ...options, filepath: file });
}

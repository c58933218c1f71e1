import { z } from 'zod';

/** A variable's row in docs/configuration.md: its default as written in the environment ('' for unset). */
export type VariableDoc = {
  default: string;
  description: string;
};

export type DocumentedVariable = { name: string } & VariableDoc;

/**
 * An environment variable read through `read`: blank counts as unset, and unset reads as the default. Its
 * default and description ride on the schema as metadata, so the documentation is generated from what is
 * parsed.
 */
export function variable<Read extends z.ZodType<unknown, string>>(
  defaultText: string,
  read: Read,
  description: string,
) {
  const doc: VariableDoc = { default: defaultText, description };
  return z
    .string()
    .optional()
    .transform((value) => value?.trim() || defaultText)
    .pipe(read)
    .meta(doc);
}

/** The variables of a schema built with `variable`, in its order. */
export function documentedVariables(schema: z.ZodObject): readonly DocumentedVariable[] {
  return Object.entries(schema.shape).map(([name, field]) => ({
    name,
    ...((field as z.ZodType).meta() as unknown as VariableDoc),
  }));
}

/** docs/configuration.md's table of the variables (formatted by Prettier afterwards). */
export function variablesTable(variables: readonly DocumentedVariable[]): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  return [
    '| variable | default | meaning |',
    '| --- | --- | --- |',
    ...variables.map(
      ({ name, default: defaultText, description }) =>
        `| \`${name}\` | ${defaultText ? `\`${cell(defaultText)}\`` : 'unset'} | ${cell(description)} |`,
    ),
  ].join('\n');
}

/**
 * The first problem of a failed parse as a sentence naming the variable but never its value (some are
 * secrets).
 */
export function environmentError(error: z.ZodError): Error {
  const [issue] = error.issues;
  return new Error(`${String(issue?.path[0] ?? 'The environment')} ${issue?.message ?? 'is invalid'}`);
}

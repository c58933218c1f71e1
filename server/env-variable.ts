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

/** A setting read from the environment variable `name`, as `variable` reads it; `settings` gathers them. */
export function setting<Read extends z.ZodType<unknown, string>>(
  name: string,
  defaultText: string,
  read: Read,
  description: string,
) {
  return variable(defaultText, read, description).meta({ name, default: defaultText, description });
}

type Setting = ReturnType<typeof setting>;

function variableNameOf(field: Setting): string {
  return (field.meta() as unknown as DocumentedVariable).name;
}

/**
 * One subsystem's settings as a zod schema over the environment: it reads each setting's variable and answers
 * an object keyed by the settings' own names, so a setting is written once, with its variable beside it.
 */
export function settings<Shape extends Record<string, Setting>>(shape: Shape) {
  const fields = Object.entries(shape);
  const byVariable = Object.fromEntries(fields.map(([, field]) => [variableNameOf(field), field]));
  return z.object(byVariable).transform(
    (read) =>
      Object.fromEntries(fields.map(([key, field]) => [key, read[variableNameOf(field)]])) as {
        [Key in keyof Shape]: z.output<Shape[Key]>;
      },
  );
}

/** A subsystem's schema as `settings` makes it, or one that reshapes what `settings` read. */
type SettingsSchema = z.ZodType;

function variablesObjectOf(schema: SettingsSchema): z.ZodObject {
  let inner: z.ZodType = schema;
  while (inner instanceof z.ZodPipe) inner = inner.in as z.ZodType;
  return inner as z.ZodObject;
}

/** The variables of the subsystems' schemas, in their order, for the documentation's table. */
export function documentedSettings(schemas: readonly SettingsSchema[]): readonly DocumentedVariable[] {
  return schemas.flatMap((schema) => documentedVariables(variablesObjectOf(schema)));
}

/**
 * Parses the environment with one subsystem's schema; a wrong value stops the start with a message naming the
 * variable (but never its value).
 */
export function parseSettings<Output>(schema: z.ZodType<Output>, env: unknown): Output {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw environmentError(parsed.error);
  return parsed.data;
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

/**
 * Reads the variant definitions, variants/definitions/<id>.ts, and writes what is known of them before any is
 * loaded, so that adding a variant is its file and its route row and nothing else:
 * - variants/variant-modules.generated.ts: the loader map (each variant its own chunk), the variants that carry
 *   a form step and those that open on one, and each variant's page title and description (`meta`);
 * - variants/every-variant.generated.ts: every definition, loaded at once, for the tools and the server that
 *   look a step up without its variant (variants/steps/every-step.ts). A survey page never imports it.
 * `npm run build` and `npm run typecheck` run it, and test/unit/scripts/variant-index.test.ts fails when the
 * committed files are stale. Run it by hand with `npm run variants`.
 */
import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import type { VariantDefinition } from '../variants/variant-definition';
import { shownStep } from '../machines/definition-language';
import { type CatalogueStep } from '../variants/steps/step-catalogue';
import { writeIfChanged } from './write-if-changed';

const VARIANTS_DIR = resolve('variants');
export const VARIANT_INDEX_FILE = join(VARIANTS_DIR, 'variant-modules.generated.ts');
export const EVERY_VARIANT_FILE = join(VARIANTS_DIR, 'every-variant.generated.ts');

/** What the index says of one variant. */
export interface FoundVariant {
  id: string;
  carriesForm: boolean;
  opensOnForm: boolean;
  meta: VariantDefinition['meta'];
}

function isDefinition(value: unknown): value is VariantDefinition {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as VariantDefinition).id === 'string' &&
    typeof (value as VariantDefinition).steps === 'object' &&
    typeof (value as VariantDefinition).catalogue === 'object'
  );
}

/**
 * A catalogue entry two variants both carry must be the same entry: tools look a step up by its name alone.
 * Refuses two flows that word a step of the same name differently.
 */
function checkOneEntryPerName(definitions: readonly VariantDefinition[]): void {
  const seen = new Map<string, { id: string; step: CatalogueStep }>();
  for (const definition of definitions) {
    for (const [name, step] of Object.entries(definition.catalogue)) {
      const earlier = seen.get(name);
      if (earlier && earlier.step !== step) {
        throw new Error(
          `${definition.id} and ${earlier.id} carry different catalogue entries named "${name}": rename one`,
        );
      }
      seen.set(name, { id: definition.id, step });
    }
  }
}

/** Every definition in the folder, sorted by id; refuses a file that is not one, or is not named by its id. */
export async function loadDefinitions(variantsDir = VARIANTS_DIR): Promise<VariantDefinition[]> {
  const definitionsDir = join(variantsDir, 'definitions');
  const files = (await readdir(definitionsDir)).filter((name) => name.endsWith('.ts')).sort();
  const definitions: VariantDefinition[] = [];
  for (const name of files) {
    const path = join(definitionsDir, name);
    const { default: definition } = (await import(pathToFileURL(path).href)) as { default: unknown };
    if (!isDefinition(definition)) {
      throw new Error(`variants/definitions/${name} has no variant definition as its default export`);
    }
    const file = name.replace(/\.ts$/, '');
    if (definition.id !== file) {
      throw new Error(
        `variants/definitions/${name} defines the variant "${definition.id}": name the file ${definition.id}.ts`,
      );
    }
    definitions.push(definition);
  }
  checkOneEntryPerName(definitions);
  return definitions;
}

function describe(definition: VariantDefinition): FoundVariant {
  const kinds = Object.keys(definition.steps).map((name) => shownStep(definition, name)?.kind);
  return {
    id: definition.id,
    carriesForm: kinds.includes('form'),
    opensOnForm: shownStep(definition, definition.start)?.kind === 'form',
    meta: definition.meta,
  };
}

export async function findVariants(variantsDir = VARIANTS_DIR): Promise<FoundVariant[]> {
  return (await loadDefinitions(variantsDir)).map(describe);
}

/** The id as the formatter writes an object key: bare where it can be, else quoted. */
function propertyName(id: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(id) ? id : `'${id}'`;
}

/** A string literal as the formatter writes it. */
function quoted(text: string): string {
  return text.includes("'") ? JSON.stringify(text) : `'${text}'`;
}

function idList(name: string, comment: string, ids: readonly string[]): string[] {
  return [
    `/** ${comment} */`,
    `export const ${name}: readonly (keyof typeof VARIANT_MODULES)[] = [${ids.map(quoted).join(', ')}];`,
  ];
}

/** Written as the formatter writes it, so the generated files pass `npm run lint` like the rest. */
async function formatted(source: string, file: string): Promise<string> {
  return format(source, { ...(await resolveConfig(file)), filepath: file });
}

export async function renderVariantIndex(variantsDir = VARIANTS_DIR): Promise<string> {
  const variants = await findVariants(variantsDir);
  const withMeta = variants.filter((variant) => variant.meta);
  const source = [
    '// Written by scripts/variant-index.ts (`npm run variants`, and every `npm run build`): do not edit.',
    "import type { VariantMeta } from './variant-definition';",
    '',
    '/** Each variant is its own chunk: a survey page loads only the definition it shows. */',
    'export const VARIANT_MODULES = {',
    ...variants.map(({ id }) => `  ${propertyName(id)}: () => import('./definitions/${id}'),`),
    '} as const;',
    '',
    ...idList(
      'VARIANTS_WITH_FORMS',
      'The variants with a form step: their pages load its component after the page has loaded.',
      variants.filter((variant) => variant.carriesForm).map((variant) => variant.id),
    ),
    '',
    ...idList(
      'VARIANTS_OPENING_ON_A_FORM',
      'The variants that open on a form step: their pages load its component before the first tap.',
      variants.filter((variant) => variant.opensOnForm).map((variant) => variant.id),
    ),
    '',
    "/** The page title and description of the variants that set `meta` (`{site}` is the site's name). */",
    'export const VARIANT_META: Partial<Record<keyof typeof VARIANT_MODULES, VariantMeta>> = {',
    ...withMeta.flatMap(({ id, meta }) => [
      `  ${propertyName(id)}: {`,
      `    title: ${quoted(meta!.title)},`,
      `    description: ${quoted(meta!.description)},`,
      '  },',
    ]),
    '};',
    '',
  ].join('\n');
  return formatted(source, VARIANT_INDEX_FILE);
}

/** An import name for a variant id: `v4nv-ep` is `v4nvEp`. */
function importName(id: string): string {
  const camel = id.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  return /^[A-Za-z_$]/.test(camel) ? camel : `variant${camel}`;
}

export async function renderEveryVariant(variantsDir = VARIANTS_DIR): Promise<string> {
  const ids = (await loadDefinitions(variantsDir)).map((definition) => definition.id);
  const source = [
    '// Written by scripts/variant-index.ts (`npm run variants`, and every `npm run build`): do not edit.',
    "import type { VariantDefinition } from './variant-definition';",
    ...ids.map((id) => `import ${importName(id)} from './definitions/${id}';`),
    '',
    '/** Every variant, loaded at once: for tools, tests and the server, never for a survey page. */',
    `export const EVERY_VARIANT: readonly VariantDefinition[] = [${ids.map(importName).join(', ')}];`,
    '',
  ].join('\n');
  return formatted(source, EVERY_VARIANT_FILE);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const [file, text] of [
    [VARIANT_INDEX_FILE, await renderVariantIndex()],
    [EVERY_VARIANT_FILE, await renderEveryVariant()],
  ] as const) {
    console.log(`${(await writeIfChanged(file, text)) ? 'wrote' : 'unchanged:'} ${file}`);
  }
}

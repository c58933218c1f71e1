/**
 * Finds the variants: every file in variants/ whose default export is a `defineVariant(...)`. Writes their loader
 * map, variants/variant-modules.generated.ts, so that adding a variant is its file and its route row;
 * `npm run build` runs it, and test/unit/scripts/variant-index.test.ts fails when the committed map is stale.
 * Run it by hand with `npm run variants`.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const VARIANTS_DIR = resolve('variants');
export const VARIANT_INDEX_FILE = join(VARIANTS_DIR, 'variant-modules.generated.ts');
const DEFINES_A_VARIANT = /^export default defineVariant\(/m;

/** The variant files (without extension) and each one's id, sorted by file name. */
export async function findVariants(variantsDir = VARIANTS_DIR): Promise<{ file: string; id: string }[]> {
  const files = (await readdir(variantsDir)).filter((name) => name.endsWith('.ts')).sort();
  const variants: { file: string; id: string }[] = [];
  for (const name of files) {
    const path = join(variantsDir, name);
    if (!DEFINES_A_VARIANT.test(await readFile(path, 'utf8'))) continue;
    const { default: definition } = (await import(pathToFileURL(path).href)) as { default: { id: string } };
    variants.push({ file: name.replace(/\.ts$/, ''), id: definition.id });
  }
  const ids = variants.map((variant) => variant.id);
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated) throw new Error(`Two variant files define the id "${repeated}"`);
  return variants;
}

/** The id as the formatter writes an object key: bare where it can be, else quoted. */
function propertyName(id: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(id) ? id : `'${id}'`;
}

export async function renderVariantIndex(variantsDir = VARIANTS_DIR): Promise<string> {
  const rows = (await findVariants(variantsDir)).map(
    ({ file, id }) => `  ${propertyName(id)}: { file: '${file}', load: () => import('./${file}') },`,
  );
  return [
    '// Written by scripts/variant-index.ts (`npm run variants`, and every `npm run build`): do not edit.',
    '/** Each variant is its own chunk: a survey page loads only the definition it shows. */',
    'export const VARIANT_MODULES = {',
    ...rows,
    '} as const;',
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await writeFile(VARIANT_INDEX_FILE, await renderVariantIndex());
  console.log(`wrote ${VARIANT_INDEX_FILE}`);
}

/**
 * `npm run flows:import -- <file> [--variant <id>] [--check]`: reads a machine config edited in the Stately editor
 * (JSON, or the code the editor exports) and writes the variant's definition back
 * (variants/definitions/<id>.ts), refusing with its reason what a definition cannot say. The variant is the
 * config's `id` unless `--variant` names it. `--check` writes nothing and says whether the definition would change.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadVariant, VARIANT_IDS, type VariantId } from '../../variants';
import type { VariantDefinition } from '../../variants/variant-definition';
import { definitionFromConfig, ImportRefusal, refuseWordsOfTakenSteps } from './definition-from-config';
import { writtenDefinition } from './definition-source';
import { readMachineText, UnreadableMachine } from './machine-text';

/** The variants whose definitions import this one's (v4 builds on v4nv). */
async function takersOf(id: string): Promise<VariantDefinition[]> {
  const folder = join('variants', 'definitions');
  const takers: VariantDefinition[] = [];
  for (const file of await readdir(folder)) {
    const other = file.replace(/\.ts$/, '');
    if (other === id || !(VARIANT_IDS as string[]).includes(other)) continue;
    const text = await readFile(join(folder, file), 'utf8');
    if (text.includes(`from './${id}'`)) takers.push(await loadVariant(other as VariantId));
  }
  return takers;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { variant: { type: 'string' }, check: { type: 'boolean', default: false } },
});
const [file] = positionals;
if (!file) {
  console.error('Usage: npm run flows:import -- <machine file> [--variant <id>] [--check]');
  process.exit(2);
}

try {
  const config = readMachineText(await readFile(file, 'utf8'));
  const id =
    values.variant ??
    (typeof config === 'object' && config && 'id' in config && typeof config.id === 'string'
      ? config.id
      : '');
  if (!(VARIANT_IDS as string[]).includes(id))
    throw new ImportRefusal(`"${id}" is not a variant: name one with --variant`);
  const base = await loadVariant(id as VariantId);
  const parts = definitionFromConfig(config, base);
  const path = join('variants', 'definitions', `${id}.ts`);
  refuseWordsOfTakenSteps(parts, base, await takersOf(id));
  const before = await readFile(path, 'utf8');
  const after = await writtenDefinition(path, before, parts, base);
  if (after === before) console.log(`${path}: unchanged`);
  else if (values.check) {
    console.log(`${path}: would change`);
    process.exitCode = 1;
  } else {
    await writeFile(path, after);
    const own = Object.keys(parts.ownEntries);
    const words = own.length > 0 ? ` (its own words: ${own.join(', ')})` : '';
    console.log(`${path}: written${words}; run npm run typecheck and npm test`);
  }
} catch (error) {
  if (!(error instanceof ImportRefusal || error instanceof UnreadableMachine)) throw error;
  console.error(`${file}: not imported: ${error.message}`);
  process.exitCode = 1;
}

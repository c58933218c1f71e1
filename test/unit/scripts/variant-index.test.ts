import { readFile, mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  EVERY_VARIANT_FILE,
  VARIANT_INDEX_FILE,
  findVariants,
  loadDefinitions,
  renderEveryVariant,
  renderVariantIndex,
} from '../../../scripts/variant-index';
import { SURVEY_ROUTES } from '../../../variants/routes/route-table';

/** A variants folder holding one definitions file, for the index to read. */
async function definitionsFolder(file: string, source: string): Promise<string> {
  const variantsDir = await mkdtemp(join(tmpdir(), 'variant-index-'));
  await mkdir(join(variantsDir, 'definitions'));
  await writeFile(join(variantsDir, 'definitions', file), source);
  return variantsDir;
}

describe('the generated variant index', () => {
  it('is the one the definitions make (run `npm run variants` after adding one)', async () => {
    expect(await readFile(VARIANT_INDEX_FILE, 'utf8')).toBe(await renderVariantIndex());
    expect(await readFile(EVERY_VARIANT_FILE, 'utf8')).toBe(await renderEveryVariant());
  });

  it('finds every variant a route serves', async () => {
    const ids = (await findVariants()).map((variant) => variant.id);
    for (const route of SURVEY_ROUTES) expect(ids, route.path).toContain(route.variant);
  });

  it('refuses a definition whose file is not named by its id', async () => {
    const variantsDir = await definitionsFolder(
      'longer-funnel.ts',
      "export default { id: 'dui', title: 'x', start: 'A', steps: { A: { submit: true } }, catalogue: {} };\n",
    );
    try {
      await expect(loadDefinitions(variantsDir)).rejects.toThrow(
        /defines the variant "dui": name the file dui\.ts/,
      );
    } finally {
      await rm(variantsDir, { recursive: true, force: true });
    }
  });

  it('refuses a file in variants/definitions/ that defines no variant', async () => {
    const variantsDir = await definitionsFolder('extra-steps.ts', 'export default { Step: {} };\n');
    try {
      await expect(loadDefinitions(variantsDir)).rejects.toThrow(/extra-steps\.ts has no variant definition/);
    } finally {
      await rm(variantsDir, { recursive: true, force: true });
    }
  });
});

import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderVariantIndex } from '../../../scripts/variant-index';
import type * as RouteTable from '../../../variants/route-table';
import type * as Variants from '../../../variants/index';
import { modelInput, pathsToSubmit, trailKey } from '../../model/funnel-model';

/**
 * The promise of docs/funnels.md, kept by a test: a new variant is one new file in variants/ and one row in
 * the route table, and nothing else. A copy of the funnel's folders gets exactly those two changes; the
 * loader map is generated as `npm run build` and `npm run typecheck` generate it; then the copy type-checks
 * (the new id is a VariantId, an undefined one is not), routes its path to the new variant, and walks it to
 * its post.
 */
const FUNNEL_FOLDERS = ['variants', 'machines', 'guards', 'services'];

const THROWAWAY_VARIANT = `import { defineVariant } from './definition';
import { SHARED_STEPS } from './shared-steps';

export default defineVariant({
  id: 'throwaway',
  title: 'Throwaway flow',
  start: 'WhenWasTheAccident',
  catalogue: SHARED_STEPS,
  steps: {
    WhenWasTheAccident: { next: 'WasUserInjured' },
    WasUserInjured: { next: 'NameAndEmail' },
    NameAndEmail: { next: 'PhoneAndZip' },
    PhoneAndZip: { submit: true },
  },
});
`;

const ROUTES_OPENING = 'export const SURVEY_ROUTES: readonly SurveyRoute[] = [';
const THROWAWAY_ROW = "  row('/survey/throwaway', 'throwaway', '81', '1'),";

/** Read by tsc only: the added id is a VariantId, and an id no file defines is not. */
const VARIANT_ID_CHECK = `import type { VariantId } from './index';

export const added: VariantId = 'throwaway';
// @ts-expect-error no file in variants/ defines this id
export const undefinedId: VariantId = 'never-defined';
`;

let copy: string;

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), 'add-a-variant-'));
  for (const folder of FUNNEL_FOLDERS) await cp(resolve(folder), join(copy, folder), { recursive: true });
  await symlink(resolve('node_modules'), join(copy, 'node_modules'), 'dir');

  await writeFile(join(copy, 'variants', 'throwaway.ts'), THROWAWAY_VARIANT);
  const routeTable = join(copy, 'variants', 'route-table.ts');
  const table = await readFile(routeTable, 'utf8');
  expect(table).toContain(ROUTES_OPENING);
  await writeFile(routeTable, table.replace(ROUTES_OPENING, `${ROUTES_OPENING}\n${THROWAWAY_ROW}`));

  const variantsDir = join(copy, 'variants');
  await writeFile(join(variantsDir, 'variant-modules.generated.ts'), await renderVariantIndex(variantsDir));
}, 60_000);

afterAll(async () => {
  if (copy) await rm(copy, { recursive: true, force: true });
});

describe('adding a variant: its file and its route row', () => {
  it('is found by the generated loader map', async () => {
    const generated = await readFile(join(copy, 'variants', 'variant-modules.generated.ts'), 'utf8');
    expect(generated).toContain("throwaway: { file: 'throwaway', load: () => import('./throwaway') },");
  });

  it('type-checks, with the new id a VariantId and an undefined one refused', async () => {
    await writeFile(join(copy, 'variants', 'variant-id-check.ts'), VARIANT_ID_CHECK);
    const projectConfig = JSON.parse(await readFile(resolve('tsconfig.json'), 'utf8')) as {
      compilerOptions: Record<string, unknown>;
    };
    await writeFile(
      join(copy, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { ...projectConfig.compilerOptions, types: ['node', 'vite/client'] },
        include: FUNNEL_FOLDERS,
      }),
    );
    const tsc = resolve('node_modules', 'typescript', 'bin', 'tsc');
    // Rejects, with tsc's report as the error, when the copy does not type-check.
    await promisify(execFile)(process.execPath, [tsc, '--noEmit', '-p', join(copy, 'tsconfig.json')]);
  }, 120_000);

  it('serves its path and walks every branch to its post', async () => {
    const { findSurveyRoute } = (await import(join(copy, 'variants', 'route-table.ts'))) as typeof RouteTable;
    const { loadVariant } = (await import(join(copy, 'variants', 'index.ts'))) as typeof Variants;

    const route = findSurveyRoute('/survey/throwaway/');
    expect(route).toMatchObject({ variant: 'throwaway', oid: '81', affid: '1' });
    const definition = await loadVariant(route!.variant);
    expect(definition.id).toBe('throwaway');

    const paths = pathsToSubmit(definition, modelInput(), trailKey);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      expect(path.steps).toEqual(['WhenWasTheAccident', 'WasUserInjured', 'NameAndEmail', 'PhoneAndZip']);
      expect(path.final.hasTag('submitting')).toBe(true);
      expect(path.final.context.answers).toMatchObject({
        email: 'maria.lopez@example.com',
        zip_code: '77002',
      });
    }
  });
});

import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderEveryVariant, renderVariantIndex } from '../../../scripts/variant-index';
import type * as EveryStep from '../../../variants/steps/every-step';
import type * as RouteTable from '../../../variants/routes/route-table';
import type * as Variants from '../../../variants/index';
import type * as FunnelModel from '../../../scripts/paths/funnel-paths';

/**
 * The promise of docs/funnels.md, kept by a test: a new variant is one new file in variants/definitions/ and one
 * row in the route table, and nothing else, even with steps of its own and a form. A copy of the funnel's folders
 * gets exactly those two changes; the variant index is generated as `npm run build` and `npm run typecheck`
 * generate it; then the copy type-checks, and its own code (not this checkout's) lists the variant wherever a
 * list once had to be kept by hand (forms, the page's title, the catalogue of every step), routes its path to
 * it, and walks it to its post.
 */
const FUNNEL_FOLDERS = ['variants', 'machines', 'guards', 'services'];
const MODEL = join('scripts', 'paths', 'funnel-paths.ts');

const THROWAWAY_META = {
  title: 'Throwaway Check | {site}',
  description: 'A flow that exists only for a test.',
};

const THROWAWAY_VARIANT = `import { text } from '../../machines/step-kinds';
import { injuryYear, select, yesNoChoices } from '../steps/form-fields';
import { next, yesNoOptions, type CatalogueStep } from '../steps/step-catalogue';
import { defineVariant } from '../variant-definition';
import { SHARED_STEPS } from '../steps/shared-steps';

const THROWAWAY_STEPS = {
  ThrowawayDetails: {
    kind: 'form',
    question: text('About the accident'),
    groups: [
      {
        legend: text('The accident'),
        fields: [select('police_report', text('Was a police report filed?'), yesNoChoices), injuryYear],
      },
    ],
    button: next,
  },
  ThrowawayHurt: {
    kind: 'choice',
    field: 'physical_injury',
    question: text('Were you hurt?'),
    options: yesNoOptions(),
  },
} as const satisfies Record<string, CatalogueStep>;

export default defineVariant({
  id: 'throwaway',
  title: 'Throwaway flow',
  meta: ${JSON.stringify(THROWAWAY_META)},
  start: 'ThrowawayDetails',
  catalogue: { ...SHARED_STEPS, ...THROWAWAY_STEPS },
  steps: {
    ThrowawayDetails: { next: 'ThrowawayHurt' },
    ThrowawayHurt: { next: [{ to: 'DidYouReceiveMedicalTreatment', when: 'injured' }, { to: 'NameAndEmail' }] },
    DidYouReceiveMedicalTreatment: { next: 'NameAndEmail' },
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
// @ts-expect-error no file in variants/definitions/ defines this id
export const undefinedId: VariantId = 'never-defined';
`;

let copy: string;
const fromCopy = async <T>(path: string) => (await import(join(copy, path))) as T;

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), 'add-a-variant-'));
  for (const folder of FUNNEL_FOLDERS) await cp(resolve(folder), join(copy, folder), { recursive: true });
  await cp(resolve(MODEL), join(copy, MODEL));
  await symlink(resolve('node_modules'), join(copy, 'node_modules'), 'dir');

  await writeFile(join(copy, 'variants', 'definitions', 'throwaway.ts'), THROWAWAY_VARIANT);
  const routeTable = join(copy, 'variants', 'routes', 'route-table.ts');
  const table = await readFile(routeTable, 'utf8');
  expect(table).toContain(ROUTES_OPENING);
  await writeFile(routeTable, table.replace(ROUTES_OPENING, `${ROUTES_OPENING}\n${THROWAWAY_ROW}`));

  const variantsDir = join(copy, 'variants');
  await writeFile(join(variantsDir, 'variant-modules.generated.ts'), await renderVariantIndex(variantsDir));
  await writeFile(join(variantsDir, 'every-variant.generated.ts'), await renderEveryVariant(variantsDir));
}, 60_000);

afterAll(async () => {
  if (copy) await rm(copy, { recursive: true, force: true });
});

describe('adding a variant with steps of its own and a form: its file and its route row', () => {
  it('type-checks, with the new id a VariantId and an undefined one refused', async () => {
    await writeFile(join(copy, 'variants', 'variant-id-check.ts'), VARIANT_ID_CHECK);
    const projectConfig = JSON.parse(await readFile(resolve('tsconfig.json'), 'utf8')) as {
      compilerOptions: Record<string, unknown>;
    };
    await writeFile(
      join(copy, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { ...projectConfig.compilerOptions, types: ['node', 'vite/client'] },
        include: [...FUNNEL_FOLDERS, MODEL],
      }),
    );
    const tsc = resolve('node_modules', 'typescript', 'bin', 'tsc');
    // Rejects, with tsc's report as the error, when the copy does not type-check.
    await promisify(execFile)(process.execPath, [tsc, '--noEmit', '-p', join(copy, 'tsconfig.json')]);
  }, 120_000);

  it('is listed wherever a list was once kept by hand: forms, its page title, every step', async () => {
    const variants = await fromCopy<typeof Variants>('variants/index.ts');
    expect(variants.VARIANT_IDS).toContain('throwaway');
    expect(variants.VARIANTS_WITH_FORMS).toContain('throwaway');
    expect(variants.VARIANTS_OPENING_ON_A_FORM).toContain('throwaway');
    expect(variants.VARIANT_META).toHaveProperty('throwaway', THROWAWAY_META);
    expect(variants.variantModule('throwaway' as Variants.VariantId)).toBe(
      'variants/definitions/throwaway.ts',
    );

    const definition = await variants.loadVariant('throwaway' as Variants.VariantId);
    const { stepOfAnyFlow } = await fromCopy<typeof EveryStep>('variants/steps/every-step.ts');
    for (const name of ['ThrowawayDetails', 'ThrowawayHurt']) {
      expect(stepOfAnyFlow(name), name).toBe((definition.catalogue as Record<string, unknown>)[name]);
    }
  });

  it('serves its path and walks every branch to its post', async () => {
    const { findSurveyRoute } = await fromCopy<typeof RouteTable>('variants/routes/route-table.ts');
    const { loadVariant } = await fromCopy<typeof Variants>('variants/index.ts');
    const { modelInput, pathsToSubmit, trailKey } = await fromCopy<typeof FunnelModel>(MODEL);

    const route = findSurveyRoute('/survey/throwaway/');
    expect(route).toMatchObject({ variant: 'throwaway', oid: '81', affid: '1' });
    const definition = await loadVariant(route!.variant);

    const paths = pathsToSubmit(definition, modelInput(), trailKey, { skipIntro: route!.skipIntro });
    expect(paths.map((path) => path.steps.join(' ')).sort()).toEqual([
      'ThrowawayDetails ThrowawayHurt DidYouReceiveMedicalTreatment NameAndEmail PhoneAndZip',
      'ThrowawayDetails ThrowawayHurt NameAndEmail PhoneAndZip',
    ]);
    for (const path of paths) {
      expect(path.final.hasTag('submitting')).toBe(true);
      expect(path.final.context.answers).toMatchObject({
        email: 'maria.lopez@example.com',
        zip_code: '77002',
      });
    }
  });
});

/**
 * `npm run coverage:transitions [folder]`: per variant, the step transitions the browser specs walked out of all
 * of them, naming the ones never walked. Reads what test/e2e/transition-recording.ts wrote during the last
 * `npm run test:e2e` (test-results/transitions/ unless a folder is given).
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { VARIANT_IDS, loadVariant } from '../../variants';
import { coverageText, transitionCoverage, unknownTransitions } from './report';
import type { StepTransition } from '../../machines/step-transitions';

const folder = process.argv[2] ?? join('test-results', 'transitions');
const files = await readdir(folder).catch(() => [] as string[]);
if (files.length === 0) console.log(`No walks recorded in ${folder}: run the browser specs first.`);
const walks = (
  await Promise.all(
    files
      .filter((file) => file.endsWith('.json'))
      .map(
        async (file) =>
          JSON.parse(await readFile(join(folder, file), 'utf8')) as (StepTransition & { variant: string })[],
      ),
  )
).flat();
const definitions = await Promise.all(VARIANT_IDS.map((id) => loadVariant(id)));
process.stdout.write(
  coverageText(transitionCoverage(definitions, walks), unknownTransitions(definitions, walks)),
);

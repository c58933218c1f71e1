/**
 * A variant's statechart as one ES module that runs on its own (`npm run flows` writes
 * dist/flows/<variant>.machine.mjs): the machine config the Stately file holds, with the product's own guards,
 * actions and lead rules bundled in, importing nothing but `xstate`. A product owner or a tester walks it with
 * `node` and gets the verdicts the product gives, without this repository:
 *
 *   import { createActor, toPromise } from 'xstate';
 *   import { machine, funnelInput } from './v4nv.machine.mjs';
 *   const actor = createActor(machine, { input: funnelInput({ today: '2026-11-10' }) }).start();
 *   actor.send({ type: 'ANSWER', values: { car_accident: 'Yes' } });
 *
 * The machine's two calls are the file's own: the place look-up finds nothing (a lead goes without its city, as
 * when the look-up fails on a page), and the post answers nothing, so the outcome is the verdict the lead rules give
 * (`machine`'s output: qualified, dqReason, lead).
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function entryOf(variant: string): string {
  return `
import { fromPromise } from 'xstate';
import definition from './variants/definitions/${variant}.ts';
import { createFunnelMachine } from './machines/create-funnel-machine.ts';
import { describedMachineConfig } from './machines/machine-words.ts';
import { funnelRegistries } from './variants/registries/funnel-registries.ts';
import { GUARD_WORDS } from './variants/registries/guard-words.ts';

/** The machine config, as the .machine.json file and the Stately editor have it. */
export const config = describedMachineConfig(definition, GUARD_WORDS);

/** Each guard's rule in words. */
export const guardWords = GUARD_WORDS;

/** The variant's machine with the product's rules, its calls answered by the file itself. */
export const machine = createFunnelMachine(definition, { ...funnelRegistries(definition), config }).provide({
  actors: {
    lookUpPlace: fromPromise(async () => {
      throw new Error('this file looks no place up');
    }),
    postLead: fromPromise(async () => null),
  },
});

/** What a page knows when the funnel starts, for createActor(machine, { input }); today's date unless given. */
export function funnelInput(facts = {}) {
  return {
    leadId: 'machine-file',
    today: new Date().toISOString().slice(0, 10),
    language: 'en',
    combinedLastStep: false,
    visitorState: '',
    tracking: {},
    page: {},
    ...facts,
  };
}
`;
}

/** Writes `<variant>.machine.mjs` to `outFile`. */
export async function writeMachineModule(variant: string, outFile: string): Promise<void> {
  await build({
    stdin: {
      contents: entryOf(variant),
      resolveDir: ROOT,
      sourcefile: `${variant}.machine.mjs`,
      loader: 'ts',
    },
    outfile: outFile,
    bundle: true,
    platform: 'neutral',
    mainFields: ['module', 'main'],
    format: 'esm',
    target: 'es2022',
    external: ['xstate'],
    logLevel: 'warning',
    banner: {
      js: `// ${variant}: the funnel's statechart with its rules, written by npm run flows. Needs only xstate.`,
    },
  });
}

/**
 * `<variant>.machine.mjs` runs on its own: written to a folder where only xstate is installed, imported by a plain
 * `node` process, it reaches `done` on every generated path of every variant with the outcome (verdict and reason)
 * the product's own machine gives on that path.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createActor, fromPromise, toPromise } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunnelEvent, FunnelInput, Place } from '../../../machines/funnel-types';
import { writeMachineModule } from '../../../scripts/flows/machine-module';
import { modelInput, modelMachine, pathsToSubmit, trailKey } from '../../../scripts/paths/funnel-paths';
import { VARIANT_IDS, loadVariant } from '../../../variants';
import type { VariantDefinition } from '../../../variants/variant-definition';

/** Walks each path given on stdin through the module named, printing each run's final state and outcome. */
const WALKER = `
import { createActor, toPromise } from 'xstate';
const { machine, funnelInput } = await import(process.argv[2]);
const { input, paths } = JSON.parse(await new Response(process.stdin).text());
const runs = [];
for (const events of paths) {
  const actor = createActor(machine, { input: funnelInput(input) }).start();
  for (const event of events) actor.send(event);
  const outcome = await toPromise(actor);
  runs.push({ status: actor.getSnapshot().status, qualified: outcome?.qualified, dqReason: outcome?.dqReason });
}
console.log(JSON.stringify(runs));
`;

interface Run {
  status: string;
  qualified: boolean | undefined;
  dqReason: string | undefined;
}

let folder: string;
/** Every verdict the modules gave: the comparison means something only if both occur. */
const verdicts = new Set<boolean | undefined>();

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'machine-modules-'));
  // Only xstate is installed beside the modules.
  await mkdir(join(folder, 'node_modules'));
  await symlink(join(process.cwd(), 'node_modules', 'xstate'), join(folder, 'node_modules', 'xstate'));
  await writeFile(join(folder, 'walk.mjs'), WALKER);
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function walkInModule(file: string, input: FunnelInput, paths: FunnelEvent[][]): Promise<Run[]> {
  const child = promisify(execFile)(process.execPath, [join(folder, 'walk.mjs'), file], {
    cwd: folder,
    maxBuffer: 64 * 1024 * 1024,
  });
  child.child.stdin!.end(JSON.stringify({ input, paths }));
  return JSON.parse((await child).stdout) as Run[];
}

/** The product's machine on the same path, its calls answered as the file answers them. */
async function walkInProduct(definition: VariantDefinition, input: FunnelInput, events: FunnelEvent[]) {
  const machine = modelMachine(definition).provide({
    actors: {
      lookUpPlace: fromPromise(async (): Promise<Place> => {
        throw new Error('no place');
      }),
      postLead: fromPromise(async (): Promise<unknown> => null),
    },
  });
  const actor = createActor(machine, { input }).start();
  for (const event of events) actor.send(event);
  const outcome = await toPromise(actor);
  return { status: actor.getSnapshot().status, qualified: outcome?.qualified, dqReason: outcome?.dqReason };
}

describe('the standalone machine module', () => {
  for (const id of VARIANT_IDS) {
    it(`${id}: walks every generated path to done with the product's verdicts, needing only xstate`, async () => {
      const definition = await loadVariant(id);
      const file = join(folder, `${id}.machine.mjs`);
      await writeMachineModule(id, file);
      const imports = [...(await readFile(file, 'utf8')).matchAll(/^import .* from "([^"]+)";$/gm)];
      expect(new Set(imports.map((match) => match[1]))).toEqual(new Set(['xstate']));
      for (const input of [modelInput(), modelInput({ combinedLastStep: true })]) {
        const paths = pathsToSubmit(definition, input, trailKey);
        expect(paths.length).toBeGreaterThan(0);
        const runs = await walkInModule(
          file,
          input,
          paths.map((path) => path.events),
        );
        const expected = await Promise.all(
          paths.map((path) => walkInProduct(definition, input, path.events)),
        );
        expect(runs).toEqual(expected);
        expect(runs.every((run) => run.status === 'done' && typeof run.qualified === 'boolean')).toBe(true);
        for (const run of runs) verdicts.add(run.qualified);
      }
    }, 60_000);
  }

  it('gave qualified and disqualified verdicts along the paths walked', () => {
    expect(verdicts).toEqual(new Set([true, false]));
  });
});

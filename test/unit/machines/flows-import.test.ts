/**
 * `npm run flows:import`: every variant goes code → file → code unchanged, and files edited as the Stately editor
 * edits them come back as the definitions the edits mean, or are refused with what they cannot say.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { statelyFile } from '../../../machines/machine-words';
import { definitionFromConfig, ImportRefusal } from '../../../scripts/flows/definition-from-config';
import { writtenDefinition } from '../../../scripts/flows/definition-source';
import { readMachineText } from '../../../scripts/flows/machine-text';
import { modelInput, pathsToSubmit, trailKey } from '../../../scripts/paths/funnel-paths';
import { VARIANT_IDS, loadVariant } from '../../../variants';
import type { VariantDefinition } from '../../../variants/variant-definition';
import { GUARD_WORDS } from '../../../variants/registries/guard-words';

type Config = { initial: string; states: Record<string, Record<string, unknown>> };

async function fileOf(id: (typeof VARIANT_IDS)[number]) {
  const definition = await loadVariant(id);
  return { definition, config: JSON.parse(statelyFile(definition, GUARD_WORDS)) as Config };
}

function answers(config: Config, step: string) {
  return (config.states[step]!.on as { ANSWER: Record<string, unknown>[] }).ANSWER;
}

function imported(config: unknown, base: VariantDefinition) {
  return definitionFromConfig(readMachineText(JSON.stringify(config)), base);
}

describe('flows:import', () => {
  it('brings every variant back unchanged, as data and as its own source text', async () => {
    for (const id of VARIANT_IDS) {
      const { definition, config } = await fileOf(id);
      const back = imported(config, definition);
      expect(back.start, id).toBe(definition.start);
      expect(back.steps, id).toEqual(JSON.parse(JSON.stringify(definition.steps)));
      const path = join('variants', 'definitions', `${id}.ts`);
      const source = await readFile(path, 'utf8');
      expect(await writtenDefinition(path, source, back, definition), id).toBe(source);
    }
  });

  it('reads the code the editor exports, keys unquoted, as it reads JSON', async () => {
    const { definition } = await fileOf('v4nv');
    const code = `import { createMachine } from "xstate";\nexport const machine = createMachine(${statelyFile(definition, GUARD_WORDS).replace(/"([A-Za-z_]\w*)":/g, '$1:')});`;
    expect(readMachineText(code)).toEqual(JSON.parse(statelyFile(definition, GUARD_WORDS)));
    expect(() => readMachineText('createMachine({ states: { A: { entry: () => 1 } } })')).toThrow(
      /not a plain value/,
    );
  });

  it('takes a changed target, a removed step, recombined guards, reordered steps and a new first step', async () => {
    const { definition, config } = await fileOf('v4nv');
    // A target changed: the lawyer question goes straight to the description.
    answers(config, 'PoliceReportFiled')[0]!.target = 'IncidentDescription';
    // A step removed: nothing leads to WillingToTreat any more, and it is gone.
    delete config.states.WillingToTreat;
    answers(config, 'DidYouReceiveMedicalTreatment').splice(0, 1);
    // Guards recombined from the named ones.
    answers(config, 'MissedWork')[0]!.guard = { type: 'all', params: { guards: ['missedWork', 'injured'] } };
    // Steps reordered in the file, and the first step changed.
    const { AtFault, ...rest } = config.states;
    config.states = { AtFault: AtFault!, ...rest };
    config.initial = 'AtFault';
    const back = imported(config, definition);
    expect(back.start).toBe('AtFault');
    expect(back.steps.PoliceReportFiled).toEqual({ next: 'IncidentDescription' });
    expect(back.steps).not.toHaveProperty('WillingToTreat');
    expect(back.steps.DidYouReceiveMedicalTreatment).toEqual({ next: 'PoliceReportFiled' });
    expect(back.steps.MissedWork).toEqual({
      next: [
        { to: 'SpeakingWithADoctor', when: ['missedWork', 'injured'] },
        { to: 'DidYouReceiveMedicalTreatment' },
      ],
    });
    // The edited definition compiles into a machine whose generated paths reach the post.
    const edited = { ...definition, ...back } as VariantDefinition;
    const paths = pathsToSubmit(edited, modelInput(), trailKey);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.every((path) => path.steps[0] === 'AtFault')).toBe(true);
    expect(paths.some((path) => path.steps.includes('WillingToTreat'))).toBe(false);
    // Written back into the file: only the edited steps change their text.
    const path = join('variants', 'definitions', 'v4nv.ts');
    const source = await readFile(path, 'utf8');
    const written = await writtenDefinition(path, source, back, definition);
    expect(written).toContain("start: 'AtFault'");
    expect(written).toContain("PoliceReportFiled: { next: 'IncidentDescription' }");
    expect(written).not.toContain('WillingToTreat');
    expect(written).toContain("AtFault: { next: 'WasUserInjured' }");
  });

  it('refuses what a definition cannot say, naming it', async () => {
    const { definition, config } = await fileOf('v4nv');
    const refusal = (edit: (file: Config) => void) => {
      const file = JSON.parse(JSON.stringify(config)) as Config;
      edit(file);
      try {
        imported(file, definition);
      } catch (error) {
        expect(error).toBeInstanceOf(ImportRefusal);
        return (error as Error).message;
      }
      return 'imported';
    };
    expect(refusal((file) => (answers(file, 'AtFault')[0]!.guard = 'likesCats'))).toMatch(
      /AtFault: the guard "likesCats" is not one of the product's guards/,
    );
    expect(
      refusal((file) => {
        file.states.FavouriteColour = { on: { ANSWER: [{ target: 'AtFault' }] } };
      }),
    ).toMatch(/FavouriteColour: no step kind/);
    expect(refusal((file) => (answers(file, 'AtFault')[0]!.target = 'Nowhere'))).toMatch(
      /AtFault: its target "Nowhere" is no step/,
    );
    expect(refusal((file) => (answers(file, 'AtFault')[0]!.actions = ['sendFlowers']))).toMatch(
      /the action "sendFlowers" is not one of the product's/,
    );
  });
});

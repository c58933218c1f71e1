/**
 * `npm run flows:import`: every variant goes code → file → code unchanged, and files edited as the Stately editor
 * edits them come back as the definitions the edits mean, or are refused with what they cannot say.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describedMachineConfig, statelyFile } from '../../../machines/machine-words';
import {
  definitionFromConfig,
  ImportRefusal,
  refuseWordsOfTakenSteps,
} from '../../../scripts/flows/definition-from-config';
import { writtenDefinition } from '../../../scripts/flows/definition-source';
import { readMachineText } from '../../../scripts/flows/machine-text';
import { modelInput, pathsToSubmit, trailKey } from '../../../scripts/paths/funnel-paths';
import { VARIANT_IDS, loadVariant } from '../../../variants';
import type { VariantDefinition } from '../../../variants/variant-definition';
import { GUARD_WORDS } from '../../../variants/registries/guard-words';

type Config = { initial: string; states: Record<string, Record<string, unknown>> };
type Meta = { question: string; options: { answer: string; label: string }[] };

async function fileOf(id: (typeof VARIANT_IDS)[number]) {
  const definition = await loadVariant(id);
  return { definition, config: JSON.parse(statelyFile(definition, GUARD_WORDS)) as Config };
}

function answers(config: Config, step: string) {
  return (config.states[step]!.on as { ANSWER: Record<string, unknown>[] }).ANSWER;
}

/** The lines of one text the other lacks, each as often as it lacks it. */
function linesOnlyIn(text: string, other: string): string[] {
  const left = other.split('\n');
  return text.split('\n').filter((line) => {
    const at = left.indexOf(line);
    if (at >= 0) left.splice(at, 1);
    return at < 0;
  });
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
      expect(back.ownEntries, id).toEqual({});
      expect(back.catalogue, id).toBe(definition.catalogue);
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

  it("takes an edited question and answer label back as the variant's own words, and only those", async () => {
    const { definition, config } = await fileOf('v4nv');
    const atFault = config.states.AtFault!;
    // The editor shows the description: the question is its first lines; the labels are in meta.options.
    atFault.description = String(atFault.description).replace(/^[^\n]*/, 'Was the crash your fault?');
    (atFault.meta as Meta).options[0]!.label = 'Yes, it was';
    const back = imported(config, definition);
    expect(back.ownEntries).toEqual({
      AtFaultV4nv: {
        from: 'AtFault',
        words: { question: 'Was the crash your fault?', labels: { Yes: 'Yes, it was' } },
      },
    });
    expect(back.start).toBe(definition.start);
    const { AtFault: editedStep, ...otherSteps } = back.steps;
    const { AtFault: _atFault, ...steps } = definition.steps;
    expect(editedStep).toEqual({ shows: 'AtFaultV4nv', next: 'WasUserInjured' });
    expect(otherSteps).toEqual(JSON.parse(JSON.stringify(steps)));
    // The other languages keep their words; the shared entry stays as it was for every other variant.
    const own = back.catalogue.AtFaultV4nv;
    expect(own?.kind === 'choice' && own.options.map((option) => option.label)).toEqual([
      { en: 'Yes, it was', es: 'Sí' },
      { en: 'No', es: 'No' },
      { en: 'Partly at fault', es: 'En parte' },
    ]);
    expect(own?.question).toEqual({
      en: 'Was the crash your fault?',
      es: '¿Usted tuvo la culpa del accidente?',
    });
    expect(back.catalogue.AtFault).toBe(definition.catalogue.AtFault);

    // The machine of the edited definition shows the new words.
    const edited = { ...definition, ...back } as VariantDefinition;
    const state = describedMachineConfig(edited, GUARD_WORDS).states.AtFault!;
    expect(state.meta?.question).toBe('Was the crash your fault?');
    expect(state.meta?.options?.[0]).toEqual({ answer: 'Yes', label: 'Yes, it was' });
    expect(state.description).toMatch(/^Was the crash your fault\?\n\n/);

    // Written back: the import, the catalogue and the edited step change; every other line is as it was.
    const path = join('variants', 'definitions', 'v4nv.ts');
    const source = await readFile(path, 'utf8');
    const written = await writtenDefinition(path, source, back, definition);
    const removed = linesOnlyIn(source, written);
    const added = linesOnlyIn(written, source);
    expect(removed).toEqual([
      "import { defineVariant } from '../variant-definition';",
      '  catalogue: SHARED_STEPS,',
      "    AtFault: { next: 'WasUserInjured' },",
    ]);
    expect(added.join('\n')).toBe(
      [
        "import { defineVariant, inOwnWords } from '../variant-definition';",
        '  catalogue: {',
        '    ...SHARED_STEPS,',
        '    AtFaultV4nv: inOwnWords(SHARED_STEPS.AtFault, {',
        "      question: 'Was the crash your fault?',",
        "      labels: { Yes: 'Yes, it was' },",
        '    }),',
        "    AtFault: { shows: 'AtFaultV4nv', next: 'WasUserInjured' },",
        // The catalogue's closing brace (the multiset diff pairs the first `  },` with the steps' own).
        '  },',
      ].join('\n'),
    );

    // Exported again and edited again, the entry takes the new words over its own, under the same name.
    const again = JSON.parse(statelyFile(edited, GUARD_WORDS)) as Config;
    (again.states.AtFault!.meta as Meta).options[2]!.label = 'Partly';
    const twice = imported(again, edited);
    expect(twice.ownEntries).toEqual({
      AtFaultV4nv: { from: 'AtFaultV4nv', words: { labels: { Partly: 'Partly' } } },
    });
    const rewritten = await writtenDefinition(path, written, twice, edited);
    expect(rewritten).toContain(
      "AtFaultV4nv: inOwnWords(SHARED_STEPS.AtFault, {\n      question: 'Was the crash your fault?',\n      labels: { Yes: 'Yes, it was', Partly: 'Partly' },\n    }),",
    );
    expect(rewritten).toContain("AtFault: { shows: 'AtFaultV4nv', next: 'WasUserInjured' },");
  });

  it('gives a definition built on another one steps and a catalogue of its own for its words', async () => {
    const { definition, config } = await fileOf('v4nv-ep');
    (config.states.AtFault!.meta as Meta).question = 'Whose fault was it?';
    delete config.states.AtFault!.description;
    const back = imported(config, definition);
    const path = join('variants', 'definitions', 'v4nv-ep.ts');
    const written = await writtenDefinition(path, await readFile(path, 'utf8'), back, definition);
    expect(written).toContain(
      "steps: { ...v4nv.steps, AtFault: { shows: 'AtFaultV4nvEp', next: 'WasUserInjured' } }",
    );
    expect(written).toContain(
      "AtFaultV4nvEp: inOwnWords(v4nv.catalogue.AtFault, { question: 'Whose fault was it?' })",
    );
  });

  it('refuses words that are written from the product, and own words on a step other variants take', async () => {
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
    expect(
      refusal((file) => (answers(file, 'WasUserInjured')[1]!.description = 'when they got hurt')),
    ).toMatch(
      /^WasUserInjured: the ANSWER transition to "DidYouReceiveMedicalTreatment" says "when they got hurt": a transition's words are written from its guard/,
    );
    expect(
      refusal((file) => {
        const atFault = file.states.AtFault!;
        atFault.description = String(atFault.description).replace(/Progress \d+%/, 'Progress 99%');
      }),
    ).toMatch(
      /^AtFault: its description after the question .* is written from the step's answers and progress/,
    );
    expect(refusal((file) => ((file.states.AtFault!.meta as Meta).options[0]!.answer = 'Sure'))).toMatch(
      /^AtFault: the answer "Sure" in meta.options is not one of the step's \(Yes, No, Partly\)/,
    );
    expect(
      refusal((file) => {
        const atFault = file.states.AtFault!;
        atFault.description = String(atFault.description).replace(/^[^\n]*/, 'One question?');
        (atFault.meta as Meta).question = 'Another question?';
      }),
    ).toMatch(/^AtFault: meta.question says "Another question\?" and the description "One question\?"/);
    // A changed guard keeps its old words without a refusal: they were written, not edited.
    expect(refusal((file) => (answers(file, 'MissedWork')[0]!.guard = 'injured'))).toBe('imported');

    // v4 takes AtFault from v4nv's definition: v4nv's own words for it would name an entry v4's catalogue lacks.
    const file = JSON.parse(JSON.stringify(config)) as Config;
    (file.states.AtFault!.meta as Meta).options[1]!.label = 'Not at all';
    const back = imported(file, definition);
    const v4 = await loadVariant('v4');
    expect(() => refuseWordsOfTakenSteps(back, definition, [v4])).toThrow(
      /^AtFault: v4 takes this step from v4nv's definition and would show v4nv's own words \(AtFaultV4nv\)/,
    );
    const v4nvEp = await loadVariant('v4nv-ep');
    expect(() => refuseWordsOfTakenSteps(back, definition, [v4nvEp])).not.toThrow();
  });
});

/**
 * One writer: the machine the survey runs is the variant's machine config given its implementations, and the
 * Stately file is that same config as JSON.
 */
import { createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createFunnelMachine } from '../../../machines/create-funnel-machine';
import { funnelMachineConfig, type StatelyTransition } from '../../../machines/machine-config';
import { describedMachineConfig, guardNamesOf, statelyFile } from '../../../machines/machine-words';
import { funnelRegistries } from '../../../variants/registries/funnel-registries';
import { VARIANT_IDS, loadVariant } from '../../../variants';
import { modelMachine } from '../../../scripts/paths/funnel-paths';
import { GUARD_WORDS } from '../../../variants/registries/guard-words';

/** A config as JSON keeps it: the functions the running machine adds (its context, the calls' inputs) drop out. */
function asData(config: unknown): Record<string, unknown> {
  const { context: _madeFromInput, ...rest } = JSON.parse(JSON.stringify(config)) as Record<string, unknown>;
  return rest;
}

/** A config with every `description` and `meta` taken out. */
function withoutWords(config: unknown): unknown {
  return JSON.parse(JSON.stringify(config), (key, value: unknown) =>
    key === 'description' || key === 'meta' ? undefined : value,
  );
}

describe('the machine config', () => {
  it('is the config the survey machine runs, and the Stately file holds it unchanged', async () => {
    for (const id of VARIANT_IDS) {
      const definition = await loadVariant(id);
      const file = JSON.parse(statelyFile(definition, GUARD_WORDS)) as Record<string, unknown>;
      expect(asData(modelMachine(definition).config), id).toEqual(asData(file));
      // The page's machine: the same config without the words, which only people read.
      const page = createFunnelMachine(definition, funnelRegistries(definition));
      expect(asData(page.config), id).toEqual(asData(withoutWords(file)));
    }
  });

  it('loads with createMachine, starting at the first step, and names only guards the survey machine implements', async () => {
    for (const id of VARIANT_IDS) {
      const definition = await loadVariant(id);
      const file = JSON.parse(statelyFile(definition, GUARD_WORDS)) as Parameters<typeof createMachine>[0];
      expect(createMachine(file).getInitialSnapshot({} as never).value, id).toBe(definition.start);
      const implemented = Object.keys(modelMachine(definition).implementations.guards);
      expect(
        guardNamesOf(funnelMachineConfig(definition)).filter((name) => !implemented.includes(name)),
      ).toEqual([]);
    }
  });

  it('describes each step with its question, answers and progress, and each transition with its rule in words', async () => {
    const config = describedMachineConfig(await loadVariant('v4nv'), GUARD_WORDS);
    const atFault = config.states.AtFault!;
    const meta = atFault.meta!;
    expect(meta).toMatchObject({ kind: 'choice', field: 'at_Fault', submit: false });
    expect(meta.options).toEqual([
      { answer: 'Yes', label: 'Yes' },
      { answer: 'No', label: 'No' },
      { answer: 'Partly', label: 'Partly at fault' },
    ]);
    expect(atFault.description).toContain(meta.question);
    expect(typeof meta.progress).toBe('number');
    const hitAndRun = config.states.HitAndRunIdentified!.on!.ANSWER;
    expect(hitAndRun[0]).toEqual({
      target: 'AllPii',
      guard: { type: 'all', params: { guards: ['driverIdentified', 'combinedLastStep'] } },
      actions: [{ type: 'recordAnswer', params: { step: 'HitAndRunIdentified' } }, 'noteDriverIdentified'],
      description: 'when other driver identified and the page combines the last step',
    });
    expect(hitAndRun.at(-1)!.description).toBe('otherwise');
  });

  it('gives every transition of every variant a description', async () => {
    for (const id of VARIANT_IDS) {
      const text = statelyFile(await loadVariant(id), GUARD_WORDS);
      const transitions: StatelyTransition[] = [];
      JSON.parse(text, (key, value: unknown) => {
        if (value && typeof value === 'object' && 'target' in value)
          transitions.push(value as StatelyTransition);
        return value;
      });
      expect(transitions.length, id).toBeGreaterThan(0);
      expect(
        transitions.filter((transition) => !transition.description),
        id,
      ).toEqual([]);
    }
  });
});

import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createFunnelMachine, provideCalls } from '../../../machines/create-funnel-machine';
import type { FunnelRegistries, Lead } from '../../../machines/funnel-types';
import type { VariantDefinition } from '../../../variants/variant-definition';
import { nameAndEmail, phoneAndZip } from '../../../variants/steps/step-catalogue';
import { modelInput } from '../../../scripts/paths/funnel-paths';

/**
 * The engine knows no lead: a domain of its own (a guard on a number, an action that writes a field, a place
 * looked up by a code and a verdict it makes up) runs through it unchanged. Every step's kind and text is the
 * view's; the names in `when` and `do` are the registries'.
 */
const definition = {
  id: 'numbers',
  title: 'numbers',
  start: 'First',
  catalogue: { NameAndEmail: nameAndEmail, PhoneAndZip: phoneAndZip },
  steps: {
    First: { shows: 'NameAndEmail', next: [{ to: 'Big', when: 'isBig', do: ['stamp'] }, { to: 'Small' }] },
    Big: { shows: 'PhoneAndZip', submit: true },
    Small: { shows: 'PhoneAndZip', submit: true },
  },
} as unknown as VariantDefinition;

function registries(): FunnelRegistries {
  return {
    guards: { isBig: (answers) => Number(answers.n) > 5 },
    actions: { stamp: (answers, input) => ({ stamped: `${answers.n ?? ''}@${input.today}` }) },
    submission: {
      placeKey: (answers) => answers.region ?? '',
      buildLead: (facts) => ({ ...facts.answers, ...(facts.place ?? {}) }),
      settle: (facts, reply) => ({
        qualified: reply === 'accepted',
        dqReason: '',
        posted: reply !== null,
        lead: facts.lead ?? {},
      }),
    },
  };
}

async function walk(values: Record<string, string>) {
  const keys: string[] = [];
  const posted: Lead[] = [];
  const machine = provideCalls(createFunnelMachine(definition, registries()), {
    lookUpPlace: async (key) => {
      keys.push(key);
      return { capital: `${key}-city` };
    },
    postLead: async (lead) => {
      posted.push(lead);
      return 'accepted';
    },
  });
  const actor = createActor(machine, { input: modelInput() }).start();
  actor.send({ type: 'ANSWER', values });
  const step = actor.getSnapshot().value;
  actor.send({ type: 'ANSWER', values: { region: 'north' } });
  const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
  return { step, keys, posted, outcome: done.output };
}

describe('createFunnelMachine with registries of another domain', () => {
  it('branches on its guard, runs its action, and looks the place up by its key', async () => {
    const big = await walk({ n: '9' });
    expect(big.step).toBe('Big');
    expect(big.keys).toEqual(['north']);
    expect(big.posted).toEqual([
      { n: '9', stamped: `9@${modelInput().today}`, region: 'north', capital: 'north-city' },
    ]);
    expect(big.outcome).toMatchObject({ qualified: true, posted: true });

    const small = await walk({ n: '2' });
    expect(small.step).toBe('Small');
    expect(small.posted).toEqual([{ n: '2', region: 'north', capital: 'north-city' }]);
  });

  it('refuses a definition naming an action its registry does not hold', () => {
    const { actions: _unused, ...rest } = registries();
    expect(() => createFunnelMachine(definition, { ...rest, actions: {} })).toThrow(/"stamp"/);
  });
});

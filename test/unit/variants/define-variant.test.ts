import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';

import { defineVariant } from '../../../variants/definition';
import { nameAndEmail, phoneAndZip, shownStep } from '../../../variants/step-catalogue';
import { modelInput, modelMachine } from '../../model/funnel-model';

/**
 * A wrong step name in a variant fails `npm run typecheck`: each `@ts-expect-error` below is itself an error when
 * the line it marks type-checks, so these cases keep the type check honest. The factory refuses the same
 * definitions at run time, for a definition that did not come through `defineVariant`.
 */
const catalogue = { NameAndEmail: nameAndEmail, PhoneAndZip: phoneAndZip };

describe('defineVariant', () => {
  it('accepts a definition whose every name is its own', () => {
    const definition = defineVariant({
      id: 'well-formed',
      title: 'well-formed',
      start: 'NameAndEmail',
      catalogue,
      steps: { NameAndEmail: { next: [{ to: 'PhoneAndZip' }] }, PhoneAndZip: { submit: true } },
    });
    // A throwaway variant is a definition and nothing else: it compiles and walks to its post.
    const actor = createActor(modelMachine(definition), { input: modelInput() }).start();
    actor.send({
      type: 'ANSWER',
      values: { firstName: 'Ana', lastName: 'Walker', email: 'ana.walker@example.com' },
    });
    actor.send({ type: 'ANSWER', values: { phone: '7135550100', zip_code: '77002' } });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    expect(actor.getSnapshot().context.answers).toMatchObject({
      email: 'ana.walker@example.com',
      zip_code: '77002',
    });
  });

  it('refuses a start that is not one of its steps', () => {
    const definition = defineVariant({
      id: 'wrong-start',
      title: 'wrong-start',
      // @ts-expect-error Email is not a step of this variant.
      start: 'Email',
      catalogue,
      steps: { NameAndEmail: { next: 'PhoneAndZip' }, PhoneAndZip: { submit: true } },
    });
    expect(() => modelMachine(definition)).toThrow(/Email/);
  });

  it('refuses a transition to a step it does not define', () => {
    const definition = defineVariant({
      id: 'wrong-target',
      title: 'wrong-target',
      start: 'NameAndEmail',
      catalogue,
      // @ts-expect-error PhoneAndZipp is not a step of this variant.
      steps: { NameAndEmail: { next: [{ to: 'PhoneAndZipp' }] }, PhoneAndZip: { submit: true } },
    });
    expect(() => modelMachine(definition)).toThrow(/PhoneAndZipp/);
  });

  it('refuses a step that shows an entry its catalogue does not carry', () => {
    const definition = defineVariant({
      id: 'wrong-shown',
      title: 'wrong-shown',
      start: 'NameAndEmail',
      catalogue,
      steps: {
        // @ts-expect-error ContactDetails is not in this variant's catalogue.
        NameAndEmail: { shows: 'ContactDetails', next: 'PhoneAndZip' },
        PhoneAndZip: { submit: true },
      },
    });
    // At run time it has nothing to show (test/model/definitions.test.ts checks every variant for this).
    expect(shownStep(definition, 'NameAndEmail')).toBeUndefined();
  });
});

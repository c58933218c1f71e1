import { describe, expect, it } from 'vitest';
import { defineVariant } from '../../../variants/variant-definition';
import { nameAndEmail, phoneAndZip } from '../../../variants/steps/step-catalogue';
import { shownStep } from '../../../machines/definition-language';
import { modelMachine } from '../../../scripts/paths/funnel-paths';

/**
 * A wrong step name in a variant fails `npm run typecheck`: each `@ts-expect-error` below is itself an error when
 * the line it marks type-checks, so these cases keep the type check honest. The factory refuses the same
 * definitions at run time, for a definition that did not come through `defineVariant`. (A well-formed variant,
 * added as a file and a route row, is walked by add-a-variant.test.ts.)
 */
const catalogue = { NameAndEmail: nameAndEmail, PhoneAndZip: phoneAndZip };

describe('defineVariant', () => {
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

  it('refuses a guard no registry holds', () => {
    const definition = defineVariant({
      id: 'wrong-guard',
      title: 'wrong-guard',
      start: 'NameAndEmail',
      catalogue,
      steps: {
        // @ts-expect-error injuredd is not a guard of guards/funnel-guards.ts.
        NameAndEmail: { next: [{ to: 'PhoneAndZip', when: 'injuredd' }, { to: 'PhoneAndZip' }] },
        PhoneAndZip: { submit: true },
      },
    });
    expect(() => modelMachine(definition)).toThrow(/injuredd/);
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

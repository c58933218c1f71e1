import { describe, expect, it } from 'vitest';
import { progressByStep } from '../../../machines/progress';
import { defineVariant } from '../../../variants/variant-definition';

describe('progressByStep', () => {
  it('keeps a table given on every step as written, even where it goes back', () => {
    const definition = defineVariant({
      id: 'table',
      title: 'table',
      start: 'A',
      catalogue: {},
      steps: {
        A: { progress: 5, next: 'B' },
        B: { progress: 85, next: 'C' },
        C: { progress: 50, submit: true },
      },
    });
    expect(progressByStep(definition)).toEqual({ A: 5, B: 85, C: 50 });
  });

  it('rises evenly along the longest path when no step gives a value, leaving 100 to the send', () => {
    const definition = defineVariant({
      id: 'even',
      title: 'even',
      start: 'A',
      catalogue: {},
      steps: {
        A: { next: [{ to: 'B', when: 'injured' }, { to: 'D' }] },
        B: { next: 'C' },
        C: { next: 'D' },
        D: { submit: true },
      },
    });
    expect(progressByStep(definition)).toEqual({ A: 20, B: 40, C: 60, D: 80 });
  });

  it('keeps values given on the first steps and rises evenly from there, short of 100', () => {
    const definition = defineVariant({
      id: 'prefix',
      title: 'prefix',
      start: 'A',
      catalogue: {},
      steps: {
        A: { progress: 1, next: 'B' },
        B: { progress: 2, next: [{ to: 'C', when: 'injured' }, { to: 'D' }] },
        C: { next: 'D' },
        D: { submit: true },
      },
    });
    expect(progressByStep(definition)).toEqual({ A: 1, B: 2, C: 35, D: 67 });
  });

  it('refuses values given on later steps but not the first ones', () => {
    const definition = defineVariant({
      id: 'partial',
      title: 'partial',
      start: 'A',
      catalogue: {},
      steps: { A: { next: 'B' }, B: { progress: 50, submit: true } },
    });
    expect(() => progressByStep(definition)).toThrow(/first steps only/);
  });

  it('refuses a loop and a missing target', () => {
    const loop = defineVariant({
      id: 'loop',
      title: 'loop',
      start: 'A',
      catalogue: {},
      steps: { A: { next: 'B' }, B: { next: 'A' } },
    });
    expect(() => progressByStep(loop)).toThrow(/loop/);
    const missing = defineVariant({
      id: 'missing',
      title: 'missing',
      start: 'A',
      catalogue: {},
      // The type check refuses it too (variants/variant-definition.ts); this is the factory's own check.
      // @ts-expect-error Z is not a step of this variant.
      steps: { A: { next: 'Z' } },
    });
    expect(() => progressByStep(missing)).toThrow(/not defined/);
  });
});

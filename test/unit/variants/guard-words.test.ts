import { describe, expect, it } from 'vitest';
import { FUNNEL_GUARDS } from '../../../guards/funnel-guards';
import { GUARD_WORDS, ruleWords } from '../../../variants/guard-words';
import { transitionsOf } from '../../../machines/definition-graph';
import { VARIANT_IDS, loadVariant } from '../../../variants';

describe('ruleWords', () => {
  it.each([
    [undefined, 'otherwise'],
    ['injured', 'was injured'],
    [['atFault', 'injured'], 'was at fault and was injured'],
    [[], 'otherwise'],
  ] as const)('reads %j as %j', (when, words) => {
    expect(ruleWords(when)).toBe(words);
  });

  it('has words for every guard, none empty and no two alike', () => {
    expect(Object.keys(GUARD_WORDS).sort()).toEqual(Object.keys(FUNNEL_GUARDS).sort());
    const words = Object.values(GUARD_WORDS);
    expect(words.every((each) => each.trim() !== '')).toBe(true);
    expect(new Set(words).size).toBe(words.length);
  });

  it.each(VARIANT_IDS)('words every guard the %s definition names', async (id) => {
    const definition = await loadVariant(id);
    for (const step of Object.values(definition.steps))
      for (const transition of transitionsOf(step))
        for (const guard of [transition.when ?? []].flat())
          expect(ruleWords(guard), `${id}: ${guard}`).not.toBe(guard);
  });
});

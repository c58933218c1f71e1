import { describe, expect, it } from 'vitest';
import { FUNNEL_GUARDS } from '../../../../guards/funnel-guards';
import { transitionsOf } from '../../../../machines/definition-graph';
import { ruleWords } from '../../../../machines/machine-words';
import { GUARD_WORDS } from '../../../../variants/registries/guard-words';
import { VARIANT_IDS, loadVariant } from '../../../../variants';

describe('ruleWords', () => {
  it.each([
    [undefined, 'otherwise'],
    ['injured', 'was injured'],
    [['atFault', 'injured'], 'was at fault and was injured'],
    [[], 'otherwise'],
  ] as const)('reads %j as %j', (when, words) => {
    expect(ruleWords(when, GUARD_WORDS)).toBe(words);
  });

  it('shows a guard its caller gave no words by its name', () => {
    expect(ruleWords(['injured', 'unworded'], GUARD_WORDS)).toBe('was injured and unworded');
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
          expect(ruleWords(guard, GUARD_WORDS), `${id}: ${guard}`).not.toBe(guard);
  });
});

import { describe, expect, it } from 'vitest';
import { transitionsOf } from '../../../../machines/definition-graph';
import { VARIANT_IDS, loadVariant } from '../../../../variants';
import type { VariantDefinition } from '../../../../variants/variant-definition';
import { wordedForAnswers } from '../../../../variants/texts/funding-words';
import { FIND_ME_A_LAWYER } from '../../../../variants/routes/page-flags';
import { phoneAndZip, type CatalogueStep } from '../../../../variants/steps/step-catalogue';
import { shownStep } from '../../../../machines/definition-language';

/** What a visitor reads as being promised an attorney, in either language. */
const ATTORNEY_PROMISE =
  /match(ed)? (you )?with an attorney|an attorney reach|case review|find me a lawyer|con un abogado|lo llama un abogado|evaluación gratuita|encuéntreme un abogado/i;

/** The steps a visitor can reach once they have answered the funding question. */
function stepsAfterFunding(definition: VariantDefinition): string[] {
  const seen = new Set<string>();
  const queue = Object.entries(definition.steps)
    .filter(([name]) => shownStep(definition, name)?.kind === 'choice')
    .filter(([name]) => {
      const step = shownStep(definition, name);
      return step?.kind === 'choice' && step.field === 'interested_in_psf';
    })
    .flatMap(([, step]) => transitionsOf(step).map((transition) => transition.to));
  while (queue.length > 0) {
    const name = queue.shift()!;
    if (seen.has(name) || !definition.steps[name]) continue;
    seen.add(name);
    queue.push(...transitionsOf(definition.steps[name]).map((transition) => transition.to));
  }
  return [...seen];
}

function wordsOf(step: CatalogueStep): string[] {
  const localizedWords = [step.question, step.subheading, 'button' in step ? step.button : undefined];
  return localizedWords.flatMap((words) => (words ? [words.en, words.es ?? ''] : []));
}

describe('a funding seeker’s words', () => {
  it.each(VARIANT_IDS)('%s: no step after the funding answer promises an attorney', async (id) => {
    const definition = await loadVariant(id);
    for (const name of stepsAfterFunding(definition)) {
      const step = shownStep(definition, name)!;
      for (const words of wordsOf(wordedForAnswers(step, { interested_in_psf: 'Yes' })))
        expect(words, `${id} ${name}`).not.toMatch(ATTORNEY_PROMISE);
    }
  });

  it('leaves everyone else’s words as they are, and swaps the flag’s button too', () => {
    expect(wordedForAnswers(phoneAndZip, { interested_in_psf: 'No' })).toBe(phoneAndZip);
    expect(wordedForAnswers(phoneAndZip, {})).toBe(phoneAndZip);
    const funding = wordedForAnswers(
      { ...phoneAndZip, button: FIND_ME_A_LAWYER },
      { interested_in_psf: 'Yes' },
    );
    expect(funding.button.en).toBe('Get my funding review');
    expect(funding.question.en).toBe('Last step: where can a funding specialist reach you?');
    expect(funding.fields).toBe(phoneAndZip.fields);
  });

  it('is needed: without it the steps after the funding answer do promise an attorney', async () => {
    const definition = await loadVariant('v4nv');
    const promised = stepsAfterFunding(definition).filter((name) =>
      wordsOf(shownStep(definition, name)!).some((words) => ATTORNEY_PROMISE.test(words)),
    );
    expect(promised).toEqual(expect.arrayContaining(['NameAndEmail', 'PhoneAndZip']));
  });
});

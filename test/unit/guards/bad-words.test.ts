import fc from 'fast-check';
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { describe, expect, it } from 'vitest';
import {
  BAD_WORD_LISTS,
  badWordCategories,
  containsBadWords,
  descriptionHasBadWords,
} from '../../../guards/bad-words';
import { DRIVER_IDENTIFIED_NOTE, UNINSURED_MOTORIST_NOTE } from '../../../guards/hit-and-run-notes';

describe('the free-text filter: every category the spec lists', () => {
  it.each([
    ['what the fuck happened', 'profanity'],
    ['this is sh1t', 'profanity'],
    ['he sent me porn', 'sexual'],
    ['the driver was on meth', 'drugs'],
    ['he pulled a gun on me', 'weapons-violence'],
    ['win a gift card now', 'spam-giveaway'],
    ['send me money on cash app', 'spam-giveaway'],
    ['enter our sweepstakes', 'spam-giveaway'],
    ['free', 'spam-giveaway'],
    ['there was no accident at all', 'no-accident'],
    ['I was not in an accident', 'no-accident'],
    ["I don't need a lawyer", 'no-lawyer-needed'],
    ['I don’t need a lawyer', 'no-lawyer-needed'],
    ['no lawyer needed', 'no-lawyer-needed'],
    ['I swerved to miss a deer', 'animals'],
    ['it was raining hard', 'weather'],
    ['la carretera tenía hielo', 'weather'],
    ['no necesito abogado', 'no-lawyer-needed'],
    ['no hubo accidente', 'no-accident'],
    ['quiero dinero gratis', 'spam-giveaway'],
    ['el otro conductor tenía una pistola', 'weapons-violence'],
  ])('"%s" → %s', (text, category) => {
    expect(badWordCategories(text)).toContain(category);
  });

  it.each([
    'I was stopped at a red light when a truck hit me from behind and hurt my neck.',
    'The other driver ran the stop sign and hit my passenger side.',
    'Freeway traffic slowed and the car behind me did not stop.',
    'My doctor says I have a herniated disc.',
    'Scunthorpe, classic, passenger, assessment, cocktail, catalog, dogma, rainbow, iceberg, category',
    'Un carro se pasó el alto y chocó contra mi camioneta.',
  ])('passes "%s"', (text) => {
    expect(badWordCategories(text)).toEqual([]);
  });

  it('is case-insensitive and reads across lines', () => {
    expect(containsBadWords('Line one is fine\nbut then THE DOG ran out')).toBe(true);
    expect(containsBadWords('GIFT\nCARD')).toBe(true);
  });

  it('matches only whole words, bounded by non-word characters or the edges of the text', () => {
    expect(containsBadWords('dog')).toBe(true);
    expect(containsBadWords('(dog)')).toBe(true);
    expect(containsBadWords('dogs.')).toBe(true);
    expect(containsBadWords('hotdogger')).toBe(false);
    expect(containsBadWords('freedom')).toBe(false);
    expect(containsBadWords('moneyline')).toBe(false);
    expect(containsBadWords('nieves')).toBe(false);
  });

  it('holds English and Spanish words in every category of its own', () => {
    for (const [category, words] of Object.entries(BAD_WORD_LISTS)) {
      expect(words.length, category).toBeGreaterThanOrEqual(8);
      for (const word of words) expect(containsBadWords(`x ${word} x`), `${category}: ${word}`).toBe(true);
    }
  });
});

describe('profanity: the same answer as obscenity on its own', () => {
  const obscenity = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  const profane = (text: string) => badWordCategories(text).includes('profanity');

  it.each([
    'I was stopped at a red light when a truck hit me from behind and hurt my neck.',
    'what the fuck happened',
    'f u c k',
    'fuuuuuck',
    'sh1t',
    'this is $hit',
    'Scunthorpe',
    'an assassin in a cocktail bar',
    'shiitake mushrooms and a bass guitar',
    'the therapist said the pen is mightier',
    'Maria Lopez',
    'Dick Cheney',
    '',
  ])('"%s"', (text) => {
    expect(profane(text)).toBe(obscenity.hasMatch(text));
  });

  it('on text mixing clean words, whitelisted words and profanity', () => {
    const words = [
      'the',
      'car',
      'hit',
      'me',
      'fuck',
      'sh!t',
      'assassin',
      'Scunthorpe',
      'bass',
      'cum',
      'dick',
      'é',
      '4ss',
    ];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...words), { maxLength: 8 }),
        fc.constantFrom(' ', '', '.', '-'),
        (picked, separator) => {
          const text = picked.join(separator);
          expect(profane(text)).toBe(obscenity.hasMatch(text));
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('bad_words on a description', () => {
  it('is cleared by the hit-and-run notes the flow appends', () => {
    expect(descriptionHasBadWords('a deer ran out')).toBe(true);
    expect(descriptionHasBadWords(`a deer ran out${DRIVER_IDENTIFIED_NOTE}`)).toBe(false);
    expect(descriptionHasBadWords(`a deer ran out${UNINSURED_MOTORIST_NOTE}`)).toBe(false);
  });
});

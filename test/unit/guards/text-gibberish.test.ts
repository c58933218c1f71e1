import createDetector from 'gibberish-detective';
import { describe, expect, it } from 'vitest';
import {
  isGibberishText,
  isNonsenseWord,
  markovSaysGibberish,
  markovScore,
  VOWEL_UNITS,
} from '../../../guards/text-gibberish';

describe('text gibberish: plain-spoken descriptions pass', () => {
  it.each([
    'I was stopped at a red light when another car hit me from behind. My neck hurts.',
    'The other driver ran a stop sign and T-boned my car. I broke my wrist.',
    'rear ended on I-95, went to the ER',
    'got hit on the freeway, back pain ever since',
    'Truck merged into my lane on hwy 290 and pushed me into the wall',
    'Estaba parado en un semáforo cuando otro carro me chocó por detrás y me lastimé la espalda.',
    'Me chocaron en la autopista y fui al hospital',
    'El otro conductor no respetó el alto',
    'hit by uber driver',
    'my car is totaled',
  ])('"%s"', (text) => {
    expect(isGibberishText(text)).toBe(false);
  });
});

describe('text gibberish: mashing and filler are caught', () => {
  it.each([
    ['asdf asdf asdf', 'keyboard runs'],
    ['qwerty uiop asdfgh', 'keyboard runs'],
    ['sdkjfh skdjfh ksjdhf', 'consonant runs'],
    ['jjjjjjjjjjjjjj', 'a repeated character'],
    ['aaaa bbbb cccc dddd', 'repeated characters'],
    ['xcvb nmkl poiu', 'letter pairs'],
    ['bcdfg hjklm npqrs', 'no vowels'],
    ['aeiou aeiou aeiou', 'all vowels'],
    ['1234 5678 !!!!', 'no letters at all'],
  ])('"%s" (%s)', (text) => {
    expect(isGibberishText(text)).toBe(true);
  });

  it('takes an empty description as not gibberish (the length rule speaks for it)', () => {
    expect(isGibberishText('   ')).toBe(false);
  });
});

describe('the signals on their own', () => {
  it.each([
    ['asdf', true],
    ['hjkl', true],
    ['brrrr', true],
    ['strength', false],
    ['rhythm', false],
    ['whiplash', false],
    ['Schwarz', false],
  ])('nonsense word "%s" → %s', (word, nonsense) => {
    expect(isNonsenseWord(word)).toBe(nonsense);
  });

  it.each([
    ['wert', true],
    ['xdfghx', true],
    ['pmnbvc', true],
    ['qwer', true],
    ['poiu', true],
    ['wertz', true],
    ['qwe', false],
    ['sdfa', false],
    ['vcxa', false],
  ])('a run of four keys along a row, forwards or backwards: "%s" → %s', (word, nonsense) => {
    expect(isNonsenseWord(word)).toBe(nonsense);
  });

  it('counts as a vowel exactly the UTF-16 units /[aeiouáéíóúü]/i matches', () => {
    const vowel = /[aeiouáéíóúü]/i;
    const matched: number[] = [];
    for (let unit = 0; unit <= 0xffff; unit++) if (vowel.test(String.fromCharCode(unit))) matched.push(unit);

    expect([...VOWEL_UNITS].sort((a, b) => a - b)).toEqual(matched);
  });

  it('weighs the vowel share over letters, accented ones among them', () => {
    // Twelve letters or more, a vowel share under 0.15: gibberish even where every word has a vowel or a y.
    expect(isGibberishText('strychnyx thwyrlps crwth')).toBe(true);
    // The same share of accented vowels passes like plain ones.
    expect(isGibberishText('Mé chocáron en la autopísta')).toBe(
      isGibberishText('Me chocaron en la autopista'),
    );
  });

  it('uses gibberish-detective as one signal', () => {
    expect(markovSaysGibberish('sdkjfh skdjfh ksjdhf')).toBe(true);
    expect(markovSaysGibberish('the car behind me did not stop')).toBe(false);
  });
});

describe('the Markov signal scores exactly as gibberish-detective does', () => {
  const library = createDetector();

  it.each([
    'I was stopped at a red light when another car hit me from behind. My neck hurts.',
    'Estaba parado en un semáforo cuando otro carro me chocó por detrás y me lastimé la espalda.',
    'rear ended on I-95, went to the ER!!  Then   home?',
    'line one\r\nline two\nline\tthree',
    'sdkjfh skdjfh ksjdhf',
    'asdfasdf qwerqwer',
    'ÑANDÚ über café — “quoted” 100% (sure)',
    'my 🚗 was hit 😢 badly',
    'Qq',
    'x',
    '12345 !!!',
    '',
  ])('"%s"', (text) => {
    expect(markovScore(text)).toStrictEqual(library.assignScore(text));
    expect(markovSaysGibberish(text)).toBe(library.detect(text));
  });
});

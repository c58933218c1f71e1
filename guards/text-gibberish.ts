import gibberishModel from 'gibberish-detective/data/model.json';

/**
 * The text gibberish check behind `POST /api/gibberish` and is_gibberish. A description is gibberish when any of
 * these signals says so:
 * - gibberish-detective's letter-pair (Markov) score falls to its model's threshold (it scores ordinary English
 *   and Spanish well above it);
 * - half or more of its words are nonsense: a keyboard run, no vowel in four letters or more, five consonants in
 *   a row, or one character three times in a row;
 * - its letters are nearly all vowels or nearly all consonants;
 * - it has letters at all: digits and punctuation alone say nothing about an accident.
 */

/**
 * gibberish-detective's own scoring, over its own model, with the letter-pair table built once: the library turns
 * its 617-pair model into a Map on every call, which was a tenth of `POST /post-lead`'s CPU. The tests hold this
 * to the library's `assignScore` and `detect` on a table of texts.
 */
const LETTER_PAIR_SCORES = letterPairTable(gibberishModel.matrix);

/**
 * The model's scores by the pair's two character codes: the prepared text is ASCII, so a pair is a number below
 * 128 × 128 and scoring a description takes no string a pair (a pair the model never saw stays 0).
 */
function letterPairTable(matrix: readonly { x: string; y: number }[]): Float64Array {
  const table = new Float64Array(128 * 128);
  for (const { x, y } of matrix) {
    if (x.length === 2 && x.charCodeAt(0) < 128 && x.charCodeAt(1) < 128)
      table[x.charCodeAt(0) * 128 + x.charCodeAt(1)] = y;
  }
  return table;
}
/** The library's default threshold: midway between the lowest score of good text and the highest of bad. */
const MARKOV_THRESHOLD = (gibberishModel.baseline.good.min + gibberishModel.baseline.bad.max) / 2;

/** As the library prepares a text: whitespace for breaks and sentence ends, accents dropped, ASCII letters kept. */
function markovText(text: string): string {
  return text
    .replace(/\r\n|[\n\t]/g, ' ')
    .replace(/[!?.]/g, ' ')
    .replace(/  +/g, ' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{ASCII}]/gu, '')
    .replace(/[0-9!"#$%&'()*+,\-./:;<=>?@[\]^_`{|}~]/g, '')
    .toLowerCase();
}

/** The mean model score of the text's letter pairs; a pair the model never saw scores 0. */
export function markovScore(text: string): number {
  const letters = markovText(text);
  let total = 0;
  let pairs = 0;
  for (let index = 0; index + 1 < letters.length; index++) {
    total += LETTER_PAIR_SCORES[letters.charCodeAt(index) * 128 + letters.charCodeAt(index + 1)]!;
    pairs++;
  }
  return total / pairs;
}

/** The vowels, either case, as UTF-16 units (the tests hold them to /[aeiouáéíóúü]/i over every unit). */
export const VOWEL_UNITS: ReadonlySet<number> = new Set(
  [...'aeiouáéíóúüAEIOUÁÉÍÓÚÜ'].map((letter) => letter.charCodeAt(0)),
);
const isVowelUnit = (unit: number) => VOWEL_UNITS.has(unit);
const VOWEL_OR_Y = /[aeiouyáéíóúü]/i;
const LETTER = /\p{L}/u;
const CONSONANT_RUN = /[bcdfghjklmnpqrstvwxz]{5,}/i;
const REPEATED_CHARACTER = /(.)\1{2,}/i;
/** Rows and columns of a QWERTY keyboard that people mash; any four of them in a row give a word away. */
const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'poiuytrewq', 'lkjhgfdsa', 'mnbvcxz'];
const KEYBOARD_RUN_LENGTH = 4;
const NONSENSE_SHARE = 0.5;
const VOWEL_SHARE_RANGE = { min: 0.15, max: 0.75 } as const;
/** Below this many letters the vowel share is noise. */
const VOWEL_SHARE_MIN_LETTERS = 12;

/** Every run of KEYBOARD_RUN_LENGTH keys along a row, as one pattern: one test a word, no slice a letter. */
const KEYBOARD_RUN = new RegExp(
  KEYBOARD_ROWS.flatMap((row) =>
    Array.from({ length: row.length - KEYBOARD_RUN_LENGTH + 1 }, (_, start) =>
      row.slice(start, start + KEYBOARD_RUN_LENGTH),
    ),
  ).join('|'),
);

function hasKeyboardRun(word: string): boolean {
  return KEYBOARD_RUN.test(word);
}

export function isNonsenseWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (lower.length >= 4 && !VOWEL_OR_Y.test(lower)) return true;
  return CONSONANT_RUN.test(lower) || REPEATED_CHARACTER.test(lower) || hasKeyboardRun(lower);
}

function wordsOf(text: string): string[] {
  return text.split(/[^\p{L}]+/u).filter((word) => word !== '');
}

function vowelShare(words: readonly string[]): number | undefined {
  let letters = 0;
  let vowels = 0;
  for (const word of words) {
    letters += word.length;
    // Every vowel is one UTF-16 unit, so counting units counts what a test of each letter would.
    for (let index = 0; index < word.length; index++) if (isVowelUnit(word.charCodeAt(index))) vowels++;
  }
  if (letters < VOWEL_SHARE_MIN_LETTERS) return undefined;
  return vowels / letters;
}

/** The Markov signal on its own, for tests and for operators who want to see why a text was refused. */
export function markovSaysGibberish(text: string): boolean {
  return markovScore(text) <= MARKOV_THRESHOLD;
}

export function isGibberishText(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === '') return false;
  if (!LETTER.test(trimmed)) return true;
  const words = wordsOf(trimmed);
  const nonsense = words.filter(isNonsenseWord).length;
  if (nonsense / words.length >= NONSENSE_SHARE) return true;
  const share = vowelShare(words);
  if (share !== undefined && (share < VOWEL_SHARE_RANGE.min || share > VOWEL_SHARE_RANGE.max)) return true;
  return markovSaysGibberish(trimmed);
}

import createDetector from 'gibberish-detective';

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
const detector = createDetector();

const VOWEL = /[aeiouáéíóúü]/i;
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

function hasKeyboardRun(word: string): boolean {
  for (let start = 0; start + KEYBOARD_RUN_LENGTH <= word.length; start++) {
    const piece = word.slice(start, start + KEYBOARD_RUN_LENGTH);
    if (KEYBOARD_ROWS.some((row) => row.includes(piece))) return true;
  }
  return false;
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
  const letters = words.join('');
  if (letters.length < VOWEL_SHARE_MIN_LETTERS) return undefined;
  const vowels = [...letters].filter((letter) => VOWEL.test(letter)).length;
  return vowels / letters.length;
}

/** The Markov signal on its own, for tests and for operators who want to see why a text was refused. */
export function markovSaysGibberish(text: string): boolean {
  return detector.detect(text);
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

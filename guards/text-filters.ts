/** Minimum words a case description needs to be useful to a buyer. */
export const MIN_DESCRIPTION_WORDS = 4;
/** Minimum characters the funnel asks for in a case description. */
export const MIN_DESCRIPTION_CHARACTERS = 20;

export function countWords(text: string): number {
  return text.split(' ').filter((word) => word.trim() !== '').length;
}

/** enough_words: at least four space-separated words. */
export function hasEnoughWords(text: string): boolean {
  return countWords(text) >= MIN_DESCRIPTION_WORDS;
}

const VOWELS = /[aeiouyáéíóúü]/i;
const CONSONANT_RUN = /[bcdfghjklmnpqrstvwxz]{5,}/i;
const REPEATED_CHARACTER = /(.)\1{2,}/i;
const KEYBOARD_RUNS = ['qwert', 'asdf', 'zxcv', 'hjkl', 'uiop', 'wasd'];

function looksLikeNonsenseWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (!/[a-záéíóúüñ]/i.test(lower)) return false;
  if (lower.length > 3 && !VOWELS.test(lower)) return true;
  if (CONSONANT_RUN.test(lower)) return true;
  if (REPEATED_CHARACTER.test(lower)) return true;
  return KEYBOARD_RUNS.some((run) => lower.includes(run));
}

/**
 * A first, heuristic text gibberish check: most words are keyboard mashing (no vowels, long consonant runs,
 * a character three times in a row, keyboard rows). Plain-spoken descriptions pass.
 */
export function looksLikeGibberish(text: string): boolean {
  const words = text.split(/[\s.,;:!?()"]+/).filter((word) => /[a-záéíóúüñ]/i.test(word));
  if (words.length === 0) return text.trim() !== '';
  const nonsense = words.filter(looksLikeNonsenseWord).length;
  return nonsense / words.length >= 0.5;
}

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

/**
 * The name gibberish check, as the spec writes it (section 5, "Name gibberish check"). Titles and suffixes are
 * stripped, hyphens, dots and commas become spaces, single letters are dropped, and what is left is checked word
 * by word. Vowels are a, e, i, o and u (accented or not): the spec does not count y, so "Lynn" reads as gibberish.
 * Light on purpose (no word lists): the browser's lead builder runs it to know whether the state-routed handling
 * applies; the names' bad-word check lives with the word lists in bad-words.ts.
 */
const TITLES = ['dr', 'mr', 'mrs', 'ms', 'miss', 'sir', 'sr', 'fr', 'hr', 'md'];
const SUFFIXES = ['i', 'ii', 'iii', 'iv', 'jr', 'sr', 'dds', 'phd', 'md', 'dvm'];
const STRIPPED = new Set([...TITLES, ...SUFFIXES]);

/** Offers whose traffic skips the check (spec section 5). */
export const NAME_CHECK_EXEMPT_OFFERS: readonly string[] = ['516', '180', '330'];

const VOWEL = /[aeiouáéíóúàèìòùâêîôûäëïöü]/i;
const REPEATED_LETTER = /(\p{L})\1{2,}/iu;
const CONSONANT_RUN = /[bcdfghjklmnpqrstvwxyzñ]{5}/i;
const MIN_WORD_LENGTH = 2;

export type NameWordProblem = 'too-short' | 'no-vowel' | 'repeated-letter' | 'consonant-run';

/** The first of the spec's four word rules a word breaks, or null. */
export function nameWordProblem(word: string): NameWordProblem | null {
  if (word.length < MIN_WORD_LENGTH) return 'too-short';
  if (!VOWEL.test(word)) return 'no-vowel';
  if (REPEATED_LETTER.test(word)) return 'repeated-letter';
  if (CONSONANT_RUN.test(word)) return 'consonant-run';
  return null;
}

/** The words of a name the rules look at. */
export function nameWords(name: string): string[] {
  return name
    .replace(/[-.,]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 1 && !STRIPPED.has(word.toLowerCase()));
}

/**
 * A name is gibberish when one of its words breaks a rule, or when nothing is left to check (only initials or
 * titles) although something was typed. An empty name is the form's business, not this check's.
 */
export function isGibberishName(name: string): boolean {
  if (name.trim() === '') return false;
  const words = nameWords(name);
  return words.length === 0 || words.some((word) => nameWordProblem(word) !== null);
}

/** name_gibberish for a lead: either name is gibberish, unless the offer is exempt. */
export function namesAreGibberish(firstName: string, lastName: string, oid: string): boolean {
  if (NAME_CHECK_EXEMPT_OFFERS.includes(oid.trim())) return false;
  return isGibberishName(firstName) || isGibberishName(lastName);
}

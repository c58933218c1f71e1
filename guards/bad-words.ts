import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';
import { clearedByHitAndRunNote } from './hit-and-run-notes';

/**
 * The free-text filter of the spec (section 5, "Description filters"): profanity and slurs come from obscenity's
 * English data set (which also catches spaced-out and look-alike spellings); the rest are the product's own
 * lists below. A match flags the lead for review (bad_words / name_bad_word) and never disqualifies it by itself.
 */
export type BadWordCategory =
  | 'profanity'
  | 'sexual'
  | 'drugs'
  | 'weapons-violence'
  | 'spam-giveaway'
  | 'no-accident'
  | 'no-lawyer-needed'
  | 'animals'
  | 'weather';

/** Each category's words and phrases, English then Spanish. Lower case; accents as written. */
// prettier-ignore
export const BAD_WORD_LISTS: Readonly<Record<Exclude<BadWordCategory, 'profanity'>, readonly string[]>> = {
  sexual: [
    'sex', 'sexy', 'porn', 'porno', 'nude', 'nudes', 'naked', 'onlyfans', 'hooker', 'escort', 'erotic', 'xxx',
    'desnudo', 'desnuda', 'prostituta', 'sexo', 'pornografía',
  ],
  drugs: [
    'cocaine', 'coke', 'heroin', 'meth', 'crack', 'weed', 'marijuana', 'fentanyl', 'lsd', 'ecstasy', 'molly',
    'cocaína', 'heroína', 'marihuana', 'mota', 'droga', 'drogas',
  ],
  'weapons-violence': [
    'gun', 'guns', 'pistol', 'rifle', 'shotgun', 'knife', 'stab', 'stabbed', 'shoot', 'shot him', 'murder',
    'kill you', 'bomb', 'terrorist',
    'pistola', 'arma', 'cuchillo', 'apuñalar', 'matar', 'asesinar', 'bomba',
  ],
  'spam-giveaway': [
    'gift card', 'giftcard', 'cash app', 'cashapp', 'sweepstakes', 'free', 'money', 'giveaway', 'lottery',
    'bitcoin', 'crypto', 'prize', 'click here', 'promo code',
    'tarjeta de regalo', 'gratis', 'dinero', 'sorteo', 'lotería', 'premio',
  ],
  'no-accident': [
    'no accident', 'not in an accident', 'never had an accident', 'never been in an accident',
    'did not have an accident', "didn't have an accident", 'there was no accident', 'just testing',
    'no hubo accidente', 'no tuve accidente', 'no tuve ningún accidente', 'nunca tuve un accidente',
  ],
  'no-lawyer-needed': [
    'no lawyer needed', "don't need a lawyer", 'do not need a lawyer', "don't want a lawyer",
    'do not want a lawyer', 'no need for a lawyer', "don't need an attorney", 'do not need an attorney',
    'no necesito abogado', 'no necesito un abogado', 'no quiero abogado', 'no quiero un abogado',
  ],
  animals: [
    'dog', 'dogs', 'cat', 'cats', 'deer', 'horse', 'cow', 'bear', 'pig', 'monkey', 'donkey', 'rat',
    'perro', 'gato', 'venado', 'caballo', 'vaca', 'oso', 'cerdo', 'mono', 'burro', 'rata',
  ],
  weather: [
    'rain', 'raining', 'snow', 'snowing', 'ice', 'icy', 'storm', 'hail', 'fog', 'hurricane', 'tornado',
    'lluvia', 'lloviendo', 'nieve', 'hielo', 'tormenta', 'granizo', 'niebla', 'huracán',
  ],
};

function escapeForPattern(phrase: string): string {
  return phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
}

/**
 * One pattern per category: case-insensitive, multi-line and global, each word or phrase bounded by a non-word
 * character or an edge of the string. "Word" characters include accented letters, so "más" is one word.
 */
function categoryPattern(words: readonly string[]): RegExp {
  const alternatives = [...words]
    .sort((a, b) => b.length - a.length)
    .map(escapeForPattern)
    .join('|');
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternatives})(?![\\p{L}\\p{N}_])`, 'gimu');
}

const CATEGORY_PATTERNS = Object.entries(BAD_WORD_LISTS).map(
  ([category, words]) => [category as BadWordCategory, categoryPattern(words)] as const,
);

const profanityMatcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/** The parts of obscenity's matcher its hasMatch runs on every text (private in its types, stable in 0.4). */
interface MatcherInternals {
  blacklistedTerms?: readonly { regExp: RegExp }[];
  blacklistMatcherTransformers?: unknown;
  applyTransformers?: (input: string, transformers: unknown) => [number[], string];
}

/**
 * obscenity's blacklisted patterns as one, for the test whether any of them matches: one scan of the text rather
 * than one a pattern (119 of them in 0.4), about a tenth of the time on a clean text. Each pattern is a group of its
 * own, so the whole matches exactly where one of them does; made only when every pattern has the same flags and
 * no back-reference, which would change meaning inside a larger pattern. Otherwise (should obscenity's insides
 * change), each pattern is tested on its own, as obscenity does.
 */
function anyPatternOf(terms: readonly { regExp: RegExp }[]): (text: string) => boolean {
  const flags = terms[0]?.regExp.flags;
  const combinable = terms.every(({ regExp }) => regExp.flags === flags && !/\\[1-9k]/.test(regExp.source));
  if (combinable && flags !== undefined) {
    let anyPattern: RegExp | undefined;
    try {
      anyPattern = new RegExp(
        terms.map(({ regExp }) => `(?:${regExp.source})`).join('|'),
        flags.replace('g', ''),
      );
    } catch {
      // Two patterns naming the same group cannot be one: each is tested on its own below.
    }
    if (anyPattern) return (text) => anyPattern.test(text);
  }
  return (text) =>
    terms.some(({ regExp }) => {
      regExp.lastIndex = 0;
      const found = regExp.test(text);
      // hasMatch's matchAll starts where the pattern's lastIndex was left: a test that found something moved it.
      regExp.lastIndex = 0;
      return found;
    });
}

const matcherInternals = profanityMatcher as unknown as MatcherInternals;
const anyBlacklistedPattern = matcherInternals.blacklistedTerms
  ? anyPatternOf(matcherInternals.blacklistedTerms)
  : undefined;

/**
 * obscenity's hasMatch, with the same answer for less work on a clean text, which most leads' are: its whitelist
 * only ever clears a blacklisted match, so when no blacklisted pattern matches the transformed text there is
 * nothing to clear. hasMatch itself finds the whitelist's places first and walks every pattern with matchAll, about
 * three times what one test per pattern costs (docs/benchmark-results.md, 2026-11-28). A text that some pattern
 * matches goes to hasMatch, whitelist and all; so does every text if obscenity's insides ever change shape.
 */
function hasProfanity(text: string): boolean {
  const { blacklistMatcherTransformers, applyTransformers } = matcherInternals;
  if (!anyBlacklistedPattern || typeof applyTransformers !== 'function')
    return profanityMatcher.hasMatch(text);
  const [, transformed] = applyTransformers.call(profanityMatcher, text, blacklistMatcherTransformers);
  return anyBlacklistedPattern(transformed) && profanityMatcher.hasMatch(text);
}

/** Straight and curly apostrophes read the same, so "don’t need a lawyer" matches too. */
function normalizeApostrophes(text: string): string {
  return text.replace(/[\u2018\u2019\u02bc]/g, "'");
}

/** The categories a text falls foul of, in a fixed order; empty when it is clean. */
export function badWordCategories(text: string): BadWordCategory[] {
  const normalizedText = normalizeApostrophes(text);
  const found: BadWordCategory[] = [];
  if (hasProfanity(normalizedText)) found.push('profanity');
  for (const [category, pattern] of CATEGORY_PATTERNS) {
    pattern.lastIndex = 0;
    if (pattern.test(normalizedText)) found.push(category);
  }
  return found;
}

export function containsBadWords(text: string): boolean {
  return badWordCategories(text).length > 0;
}

/** name_bad_word: the free-text filter finds something in either name. */
export function namesContainBadWords(firstName: string, lastName: string): boolean {
  return containsBadWords(`${firstName} ${lastName}`);
}

/** bad_words for a case description. */
export function descriptionHasBadWords(description: string): boolean {
  return !clearedByHitAndRunNote(description) && containsBadWords(description);
}

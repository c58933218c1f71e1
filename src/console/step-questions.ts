import { loadVariant, type VariantId } from '../../variants/index';
import { shownStep } from '../../machines/definition-language';

/** How long a question may run in a table cell or a node's caption before it is cut at a word. */
export const SHORT_QUESTION_LENGTH = 70;

/** The question cut at the last whole word within `limit` characters, with an ellipsis when cut. */
export function shortQuestion(question: string, limit = SHORT_QUESTION_LENGTH): string {
  const text = question.replace(/\s+/g, ' ').trim();
  if (text.length <= limit) return text;
  // Room for the ellipsis; a word that ends right at the cut is whole.
  const cut = text.slice(0, limit - 1);
  const wordEnd = text[limit - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(wordEnd > limit / 2 ? cut.slice(0, wordEnd) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** Each step of a variant with the question its screen asks in English, short, from the variant's own texts. */
export async function stepQuestions(variant: VariantId): Promise<Record<string, string>> {
  const definition = await loadVariant(variant);
  return Object.fromEntries(
    Object.keys(definition.steps).map((name) => [
      name,
      shortQuestion(shownStep(definition, name)?.question.en ?? ''),
    ]),
  );
}

import { isYes } from '../../guards/answers';
import { FIND_ME_A_LAWYER } from '../routes/page-flags';
import {
  findMyAttorney,
  nameAndEmail,
  phoneAndZip,
  type CatalogueStep,
  type Localized,
} from '../steps/step-catalogue';
import { text } from '../../machines/step-kinds';

/**
 * A funding seeker (they have a lawyer, and said yes to cash now while the case is pending) was never looking for
 * an attorney, so the screens after that answer never say they will be matched with one: each attorney wording of
 * the contact steps, wherever a variant shows it, gives way to its funding twin. The thank-you page's funding
 * ending (endings.ts) follows the same answer.
 */
export function isFundingSeeker(answers: Readonly<Record<string, string | undefined>>): boolean {
  return isYes(answers.interested_in_psf);
}

const FUNDING_TWINS = new Map<Localized, Localized>([
  [
    nameAndEmail.question,
    text('Who should we contact about funding?', '¿A quién debemos contactar sobre el financiamiento?'),
  ],
  [
    phoneAndZip.question,
    text('Last step: where can a funding specialist reach you?', 'Último paso: ¿dónde lo llamamos?'),
  ],
  [findMyAttorney, text('Get my funding review', 'Ver mi financiamiento')],
  [FIND_ME_A_LAWYER, text('Get my funding review', 'Ver mi financiamiento')],
]);

/** What the survey shows while the lead is posted, for a funding seeker. */
export const FUNDING_SUBMITTING = text(
  'Sending your funding request…',
  'Enviando su solicitud de financiamiento…',
);

const twin = (words: Localized | undefined) => (words && FUNDING_TWINS.get(words)) ?? words;

/** The step as a funding seeker reads it: its attorney words swapped for funding ones; anyone else's as it is. */
export function wordedForAnswers<S extends CatalogueStep>(
  step: S,
  answers: Readonly<Record<string, string | undefined>>,
): S {
  if (!isFundingSeeker(answers)) return step;
  const worded: CatalogueStep = {
    ...step,
    question: twin(step.question)!,
    subheading: twin(step.subheading),
  };
  if ('button' in worded) (worded as { button: Localized }).button = twin(worded.button)!;
  return worded as S;
}

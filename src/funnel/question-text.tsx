import { useScreenWord } from './flow-words';
import type { Language } from '../../variants/routes/route-table';
import { SCREEN_TEXTS } from '../../variants/texts/screen-texts';
import { localized } from '../../machines/step-kinds';

/**
 * The question, and with update-text-first-question or update-text-last-step its other wording, chosen by CSS.
 * The other wording is generated content (src/funnel/survey-flags.css): read aloud and shown only when its flag is
 * set, never part of the heading's text otherwise.
 */
export function QuestionText({
  text,
  first,
  last,
  dateStep,
  language,
}: {
  text: string;
  first: boolean;
  last: boolean;
  /** The first question asks when the accident happened: its other wording is the spec's. */
  dateStep: boolean;
  language: Language;
}) {
  const lastStep = useScreenWord('lastStep', language);
  if (!first && !last) return <>{text}</>;
  const kind = first ? 'first' : 'last';
  const other = !first
    ? lastStep
    : dateStep
      ? localized(SCREEN_TEXTS.firstQuestion, language)
      : `${localized(SCREEN_TEXTS.firstQuestionLead, language)} ${text}`;
  return (
    <>
      <span data-part={`question-${kind}-default`}>{text}</span>
      <span data-part={`question-${kind}-alt`} data-text={other} />
    </>
  );
}

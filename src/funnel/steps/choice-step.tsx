import type { CSSObject } from '@emotion/react';
import { EARLY_PRESS_ATTRIBUTE } from '../../../services/early-input-script';
import type { ChoiceStep as ChoiceStepData } from '../../../variants/steps/step-catalogue';
import { answerValues, localized } from '../../../machines/step-kinds';
import { breakpoint, color, focusRing, radius } from '../../ui/theme';
import { StepForm } from '../native-form';
import type { StepProps } from '../step-props';

/** More answers than this take two columns on a phone too: the injuries' nine are all in view at 375×667. */
const PHONE_ONE_COLUMN_MOST = 6;

const options = (count: number): CSSObject => {
  const many = count > PHONE_ONE_COLUMN_MOST;
  const columns = count > 4 ? 2 : 1;
  return {
    display: 'grid',
    gap: many ? 10 : 12,
    gridTemplateColumns: many ? 'repeat(2, minmax(0, 1fr))' : '1fr',
    '@media (min-width: 480px)': { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
    // An odd last answer ("I was not injured") takes its whole row rather than leaving a hole beside it.
    ...(count % 2 === 1 ? { '& > :last-child': { gridColumn: '1 / -1' } } : {}),
    ...(many ? { '& > button': { minHeight: 52, padding: '8px 10px', fontSize: 16 } } : {}),
  };
};

const answer: CSSObject = {
  minHeight: 56,
  padding: '12px 16px',
  border: `2px solid ${color.line}`,
  borderRadius: radius.button,
  background: color.surface,
  color: color.ink,
  fontSize: 17,
  fontWeight: 600,
  textAlign: 'center',
  cursor: 'pointer',
  transition: 'border-color 120ms, background 120ms',
  // Drawn from the state a screen reader announces, so the two cannot disagree.
  '&[aria-pressed="true"]': { borderColor: color.navy, background: color.chosen },
  [breakpoint.hover]: { '&:hover': { borderColor: color.navy, background: color.hover } },
  // Tapped before the page's JavaScript ran: shown as chosen at once (services/early-input-script.ts).
  [`&[${EARLY_PRESS_ATTRIBUTE}]`]: { borderColor: color.navy, background: '#e8eef8' },
  '&:focus-visible': focusRing,
  '&:disabled': { cursor: 'progress' },
};

const valuesOf = answerValues;

function isChosen(optionValues: Record<string, string>, given: Readonly<Record<string, string>>): boolean {
  return Object.entries(optionValues).every(([field, value]) => given[field] === value);
}

export function ChoiceStep({ step, values, language, busy, onAnswer }: StepProps<ChoiceStepData>) {
  const previous = values[step.field];
  // Each answer is a submit button carrying its stored value, so the step works before and without JavaScript;
  // with it, the tap answers here and the browser never posts.
  return (
    <StepForm>
      <div
        css={options(step.options.length)}
        data-part="answers"
        role="group"
        aria-label={localized(step.question, language)}
      >
        {step.options.map((option) => (
          <button
            key={option.answer}
            css={answer}
            type="submit"
            name={step.field}
            value={option.answer}
            aria-pressed={previous !== undefined && isChosen(valuesOf(step.field, option), values)}
            data-answer={option.answer}
            disabled={busy}
            onClick={(event) => {
              event.preventDefault();
              onAnswer(valuesOf(step.field, option));
            }}
          >
            {localized(option.label, language)}
          </button>
        ))}
      </div>
    </StepForm>
  );
}

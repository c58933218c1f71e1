import type { CSSObject } from '@emotion/react';
import { EARLY_PRESS_ATTRIBUTE } from '../../../services/early-input-script';
import type { ChoiceStep as ChoiceStepData } from '../../../variants/step-catalogue';
import { answerValues, localized } from '../../../variants/step-catalogue';
import { breakpoint, color, focusRing, radius } from '../../ui/theme';
import { StepForm } from '../native-form';
import type { StepProps } from '../step-props';

const options = (columns: number): CSSObject => ({
  display: 'grid',
  gap: 12,
  gridTemplateColumns: '1fr',
  '@media (min-width: 480px)': { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
});

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
        css={options(step.options.length > 4 ? 2 : 1)}
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

import type { CSSObject } from '@emotion/react';
import type { ReactNode, RefObject } from 'react';
import { SURVEY_TEXTS } from '../../variants/texts/messages';
import type { Language } from '../../variants/routes/route-table';
import { BACK_ACTION, FUNNEL_ACTION_FIELD } from '../../variants/native-forms/native-form-posts';
import { localized } from '../../machines/step-kinds';
import { type CatalogueStep } from '../../variants/steps/step-catalogue';
import { color, focusRing, font } from '../ui/theme';
import { StepForm } from './native-form';
import { QuestionText } from './question-text';
import { SlideTransition } from './slide-transition';

const question: CSSObject = {
  margin: '0 0 8px',
  fontFamily: font.heading,
  fontSize: 'calc(clamp(22px, 5vw, 30px) * var(--type-question, 1))',
  lineHeight: 1.2,
  color: color.navy,
  '&:focus': { outline: 'none' },
};
const subheading: CSSObject = { margin: '0 0 14px', fontSize: 16, lineHeight: 1.45, color: color.muted };
const postFailedNotice: CSSObject = {
  margin: '0 0 16px',
  padding: '12px 14px',
  borderRadius: 10,
  background: color.errorSurface,
  color: color.error,
  fontWeight: 600,
};
const backButton: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 40,
  margin: '-6px 0 4px -8px',
  padding: '0 8px',
  border: 0,
  background: 'none',
  color: color.navy,
  fontSize: 15,
  fontWeight: 700,
  cursor: 'pointer',
  '&:focus-visible': focusRing,
};

interface QuestionCardProps {
  stepName: string;
  /** The step as the page's flags show it. */
  step: CatalogueStep;
  language: Language;
  firstQuestion: boolean;
  isLast: boolean;
  /** The on-page Back button's handler, or null where there is no going back. */
  onBack: (() => void) | null;
  postFailed: boolean;
  heading: RefObject<HTMLHeadingElement | null>;
  /** The step's own component. */
  children: ReactNode;
}

/** One question: Back, the heading the page focuses on a step change, its subheading, then the step itself. */
export function QuestionCard({ stepName, step, language, isLast, onBack, ...props }: QuestionCardProps) {
  return (
    <>
      {onBack && (
        // A form of its own, so it is never the step form's default button (Enter in a field would go back).
        <StepForm>
          <button
            css={backButton}
            type="submit"
            name={FUNNEL_ACTION_FIELD}
            value={BACK_ACTION}
            data-action="back"
            onClick={(event) => {
              event.preventDefault();
              onBack();
            }}
          >
            <span aria-hidden="true">←</span> {localized(SURVEY_TEXTS.back, language)}
          </button>
        </StepForm>
      )}
      <SlideTransition stepKey={stepName}>
        <section data-step={stepName} aria-labelledby={`question-${stepName}`}>
          <h1
            css={step.subheading ? question : [question, { marginBottom: 20 }]}
            id={`question-${stepName}`}
            ref={props.heading}
            tabIndex={-1}
          >
            <QuestionText
              text={localized(step.question, language)}
              first={props.firstQuestion && !isLast}
              last={isLast}
              dateStep={step.kind === 'month-year'}
              language={language}
            />
          </h1>
          {step.subheading && <p css={subheading}>{localized(step.subheading, language)}</p>}
          {props.postFailed && isLast && (
            <p css={postFailedNotice} role="alert">
              {localized(SURVEY_TEXTS.postFailed, language)}
            </p>
          )}
          {props.children}
        </section>
      </SlideTransition>
    </>
  );
}

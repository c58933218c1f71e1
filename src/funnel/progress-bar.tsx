import type { CSSObject } from '@emotion/react';
import { PROGRESS_STAGES, stageStates } from '../../variants/texts/progress-stages';
import { localized } from '../../machines/step-kinds';
import type { Language } from '../../variants/routes/route-table';
import { SCREEN_TEXTS } from '../../variants/texts/screen-texts';
import { breakpoint, color, size } from '../ui/theme';

const track: CSSObject = {
  position: 'relative',
  width: '100%',
  height: 12,
  borderRadius: 999,
  background: color.track,
  overflow: 'hidden',
};

const fill: CSSObject = {
  height: '100%',
  borderRadius: 999,
  background: color.action,
  transition: 'width 400ms ease-out',
  [breakpoint.reducedMotion]: { transition: 'none' },
};

const wrap: CSSObject = { width: '100%', maxWidth: size.progressMaxWidth, margin: '0 auto' };
const caption: CSSObject = {
  margin: '0 0 2px',
  lineHeight: 1.3,
  fontSize: 13,
  fontWeight: 700,
  color: color.muted,
  textAlign: 'right',
};
interface ProgressBarProps {
  value: number;
  label: string;
  /** The active stage of the step list (progress-tracking) and the v2 step line. */
  stage: number;
  language: Language;
}

export function ProgressBar({ value, label, stage, language }: ProgressBarProps) {
  const states = stageStates(stage);
  return (
    <>
      <div
        css={wrap}
        data-part="progress"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
      >
        <p css={caption} data-part="progress-caption" aria-hidden="true">
          {value}
          <span data-part="percent">%</span>
        </p>
        <div css={track} data-part="progress-track">
          <div css={fill} style={{ width: `${value}%` }} />
        </div>
        <ol data-part="progress-line" aria-hidden="true">
          {states.map((state, index) => (
            <li key={PROGRESS_STAGES[index]!.id} data-state={state} />
          ))}
        </ol>
      </div>
      <ol data-part="progress-stages" aria-label={localized(SCREEN_TEXTS.progressSteps, language)}>
        {PROGRESS_STAGES.map((entry, index) => (
          <li
            key={entry.id}
            data-stage={entry.id}
            data-state={states[index]}
            aria-current={states[index] === 'active' ? 'step' : undefined}
          >
            <span aria-hidden="true">{states[index] === 'completed' ? '✓' : `${index + 1}.`}</span>
            {localized(entry.label, language)}
            {states[index] === 'completed' && (
              <span className="visually-hidden">({localized(SCREEN_TEXTS.completed, language)})</span>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}

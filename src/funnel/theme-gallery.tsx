import type { CSSObject } from '@emotion/react';
import { METER_BANDS } from '../../guards/compensation-estimate';
import {
  THEMES,
  flagAttributes,
  pageFlags,
  type FlagSettings,
  type PageFlags,
} from '../../variants/routes/page-flags';
import { SHARED_STEPS } from '../../variants/steps/shared-steps';
import type { ChoiceStep as ChoiceStepData } from '../../variants/steps/step-catalogue';
import { color, radius, size } from '../ui/theme';
import { CompensationMeter } from './compensation-meter';
import { ProgressBar } from './progress-bar';
import { ExtraHeaders, LogoArea, SocialProof } from './screen-parts';
import { ChoiceStep } from './steps/choice-step';
import { PrimaryButton } from './steps/step-controls';
import { SurveyFlagsStyle } from './survey-flags-style';
// Nothing is taken from it: importing the survey's own module loads its chunk, so the parts above come from there
// whole. Without it, the parts both pages show would be split out of every survey's first load into a chunk of
// their own, which costs each survey route about 0.9 KB gzipped.
import './survey-page';

/**
 * The theme gallery (/survey-theme-gallery/, not indexed): one survey step in every theme and under every flag, so
 * a product owner sees a change at a glance. Each frame carries the survey root's attributes, so it is styled by
 * the same tokens and stylesheet as the survey itself.
 */
const page: CSSObject = {
  maxWidth: size.surveyMaxWidth,
  margin: '0 auto',
  padding: '24px 16px 48px',
  '& > h1': { margin: '0 0 6px', fontSize: 28, color: color.navy },
  '& > p': { margin: '0 0 20px', color: color.muted },
};
const grid: CSSObject = {
  display: 'grid',
  gap: 20,
  gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))',
};
const frame: CSSObject = {
  padding: '12px 12px 16px',
  borderRadius: 16,
  background: color.page,
  border: `1px solid ${color.line}`,
  '& > h2': { margin: '0 0 8px', fontSize: 14, fontFamily: 'ui-monospace, monospace', color: color.ink },
};
const card: CSSObject = {
  marginTop: 12,
  padding: 16,
  borderRadius: radius.card,
  background: color.surface,
  '& h3': { margin: '0 0 14px', fontSize: 20, color: color.navy },
};

const STEP: ChoiceStepData = SHARED_STEPS.AtFault;
const MID_ESTIMATE = { value: 14_000, compLevel: 4, label: METER_BANDS[3].label };

const FLAG_FRAMES: [string, FlagSettings][] = [
  ['rounded-buttons', { on: ['rounded-buttons'] }],
  ['remove-percent-sign', { on: ['remove-percent-sign'] }],
  ['show-social-proof', { on: ['show-social-proof'] }],
  ['two-column-grid', { on: ['two-column-grid'] }],
  ['redesign', { on: ['redesign'] }],
  ['extra-header', { on: ['extra-header'] }],
  ['match-with-lawyer-header', { on: ['match-with-lawyer-header'] }],
  ['progress-tracking', { on: ['progress-tracking'] }],
  ['show-meter', { on: ['show-meter'] }],
  ['show-meter + dollar-range', { on: ['show-meter', 'dollar-range'] }],
  ['progress=v1', { progress: 'v1' }],
  ['progress=v2', { progress: 'v2' }],
  ['progress=none', { progress: 'none' }],
  ['logo=v1', { logo: 'v1' }],
  ['logo=v2', { logo: 'v2' }],
  ['logo=v3', { logo: 'v3' }],
  ['logo=v4', { logo: 'v4' }],
  ['logo=v5', { logo: 'v5' }],
  ['font=serif', { font: 'serif' }],
  ['font=rounded', { font: 'rounded' }],
  ['font=humanist', { font: 'humanist' }],
  ['font=mono', { font: 'mono' }],
];

function StepFrame({ title, flags }: { title: string; flags: PageFlags }) {
  return (
    <section css={frame} {...flagAttributes(flags)} data-gallery-frame={title} aria-label={title}>
      <h2>{title}</h2>
      <ExtraHeaders language="en" />
      <LogoArea language="en" />
      <ProgressBar value={40} label="Survey progress" stage={1} language="en" />
      <CompensationMeter estimate={MID_ESTIMATE} language="en" />
      <div css={card} data-part="card">
        <h3>{STEP.question.en}</h3>
        <ChoiceStep
          name="AtFault"
          step={STEP}
          values={{}}
          today="2026-01-01"
          language="en"
          isLast={false}
          busy={false}
          onAnswer={() => {}}
        />
        <PrimaryButton type="button" tabIndex={-1}>
          Next
        </PrimaryButton>
      </div>
      <SocialProof language="en" />
    </section>
  );
}

export function ThemeGalleryPage() {
  return (
    <>
      <SurveyFlagsStyle />
      <main css={page}>
        <h1>Survey themes and flags</h1>
        <p>One step in every theme (v1 to v12), then each flag on the default theme.</p>
        <div css={grid}>
          {['default', ...THEMES].map((theme) => (
            <StepFrame key={theme} title={`theme=${theme}`} flags={pageFlags(undefined, `theme=${theme}`)} />
          ))}
          {FLAG_FRAMES.map(([title, row]) => (
            <StepFrame key={title} title={title} flags={pageFlags(row, '')} />
          ))}
        </div>
      </main>
    </>
  );
}

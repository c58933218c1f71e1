import type { CSSObject } from '@emotion/react';
import type { ReactNode } from 'react';
import type { CompensationEstimate } from '../../guards/compensation-estimate';
import { PAGE_FLAGS_SCRIPT } from '../../services/page-flags-script';
import { SURVEY_TEXTS } from '../../variants/texts/messages';
import { SCROLL_TO_SURVEY_ID, flagAttributes, type PageFlags } from '../../variants/routes/page-flags';
import type { Language } from '../../variants/routes/route-table';
import { localized } from '../../machines/step-kinds';
import { breakpoint, color, font, radius, size } from '../ui/theme';
import { nextSteps, surveyFooter, testimonials } from './below-the-fold-slot';
import { CompensationMeter } from './compensation-meter';
import { ProgressBar } from './progress-bar';
import { ExtraHeaders, LogoArea, SocialProof } from './screen-parts';
import { SurveyFlagsStyle } from './survey-flags-style';
import { surveyHeader } from './survey-header-slot';

const page: CSSObject = {
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: color.page,
  color: color.ink,
  fontFamily: font.body,
};
const main: CSSObject = {
  width: '100%',
  maxWidth: size.surveyMaxWidth,
  margin: '0 auto',
  padding: '10px 16px 0',
};
const card: CSSObject = {
  maxWidth: size.questionMaxWidth,
  margin: '10px auto 0',
  padding: '24px 24px 28px',
  borderRadius: radius.card,
  background: color.surface,
  boxShadow: '0 6px 24px rgba(15, 39, 71, 0.08)',
  [breakpoint.mobile]: { padding: '12px 16px 20px' },
};
/** Around what happens next and the testimonials. */
const below: CSSObject = {
  width: '100%',
  maxWidth: size.surveyMaxWidth,
  margin: '0 auto',
  padding: '0 16px 40px',
};
const secure: CSSObject = {
  maxWidth: size.questionMaxWidth,
  margin: '16px auto 0',
  fontSize: 14,
  color: color.muted,
  textAlign: 'center',
};

function LockIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      css={{ verticalAlign: -2, marginRight: 6 }}
    >
      <path
        css={{ fill: color.action }}
        d="M12 1a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V11a2 2 0 0 0-2-2h-1V6a5 5 0 0 0-5-5zm-3 8V6a3 3 0 0 1 6 0v3z"
      />
    </svg>
  );
}

interface SurveyFrameProps {
  variant: string;
  flags: PageFlags;
  language: Language;
  /** The running funnel: the main column and what shows over the page. */
  children: ReactNode;
}

/**
 * The survey screen (spec section 2) around the running funnel: the root with its flags, the header, the extra
 * headers and what sits below the fold. Only the root and the funnel hydrate with the page: the header once the
 * page is idle, the testimonials once they come into view, what happens next and the footer never
 * (src/ui/hydrate-later.tsx). It sits above the funnel's key, so a resumed funnel does not render them afresh.
 */
export function SurveyFrame({ variant, flags, language, children }: SurveyFrameProps) {
  return (
    <div css={page} data-variant={variant} {...flagAttributes(flags)}>
      {/* Lays the query's flags over the root's before the first paint (services/page-flags-script.ts). */}
      {/* Only the prerendered page needs its text; the browser keeps the element as the HTML has it. */}
      <script
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? PAGE_FLAGS_SCRIPT : '' }}
        suppressHydrationWarning
      />
      <SurveyFlagsStyle />
      <surveyHeader.Slot callLabel={localized(SURVEY_TEXTS.callUs, language)} />
      <ExtraHeaders language={language} />
      {children}
      <div css={below}>
        <nextSteps.Slot language={language} />
        <testimonials.Slot language={language} />
      </div>
      <surveyFooter.Slot language={language} />
    </div>
  );
}

/** What a survey page loads before it renders in the prerender: the parts that hydrate later. */
export async function prepareSurveyFrame(): Promise<void> {
  await Promise.all([surveyHeader, nextSteps, testimonials, surveyFooter].map((part) => part.prepare()));
}

interface SurveyLayoutProps {
  language: Language;
  /** The progress bar's value, and the stage its step list marks active (progress-tracking). */
  progress: number;
  stage: number;
  /** On the first question the logo area carries the brand's promise. */
  firstQuestion: boolean;
  estimate: CompensationEstimate;
  /** The question's card. */
  children: ReactNode;
  /** What shows over the page: the phone check, the submit overlay. */
  overlays: ReactNode;
  /** The funnel ended on its own screen for a visitor it could not match (survey-screen.css hides the cards). */
  endedNotMatched?: boolean;
}

/**
 * The running funnel's column: the logo area, the progress bar, the meter, the card, the security line and the
 * social proof; then what shows over the page. Flags show or restyle the parts by the attributes the frame's root
 * carries.
 */
export function SurveyLayout(props: SurveyLayoutProps) {
  const { language } = props;
  return (
    <>
      {/* Its id holds the first paint until the header above is whole (scripts/prerender.ts): a busy phone painting
          a half-parsed header would widen the call button as its label arrives, a layout shift. */}
      <main id="main" css={main} data-funnel-ended={props.endedNotMatched ? 'not-matched' : undefined}>
        <LogoArea language={language} promise={props.firstQuestion} />
        <ProgressBar
          value={props.progress}
          label={localized(SURVEY_TEXTS.progress, language)}
          stage={props.stage}
          language={language}
        />
        <CompensationMeter estimate={props.estimate} language={language} />
        <div css={card} data-part="card" id={SCROLL_TO_SURVEY_ID}>
          {props.children}
        </div>
        <p css={secure} data-part="privacy-guarantee">
          <LockIcon />
          {localized(SURVEY_TEXTS.secure, language)}
        </p>
        <SocialProof language={language} />
      </main>
      {props.overlays}
    </>
  );
}

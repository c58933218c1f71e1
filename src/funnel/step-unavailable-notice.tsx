import type { CSSObject } from '@emotion/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SURVEY_TEXTS } from '../../variants/texts/messages';
import type { Language } from '../../variants/routes/route-table';
import { localized } from '../../machines/step-kinds';
import { color, focusRing, radius } from '../ui/theme';

/**
 * How often the notice tries again by itself while it shows: a phone often says it is online while no request
 * gets through (a weak signal, a captive portal), so the `online` event alone may never come.
 */
export const STEP_RETRY_INTERVAL_MS = 15_000;

const notice: CSSObject = {
  padding: '16px 14px',
  borderRadius: 10,
  border: `1px solid ${color.line}`,
  background: color.chosen,
  color: color.ink,
};
const title: CSSObject = { margin: '0 0 6px', fontSize: 18, fontWeight: 700, color: color.navy };
const detail: CSSObject = { margin: 0, fontSize: 16, lineHeight: 1.45 };
const button: CSSObject = {
  display: 'block',
  width: '100%',
  minHeight: 48,
  marginTop: 14,
  padding: '10px 16px',
  borderRadius: radius.button,
  border: `2px solid ${color.navy}`,
  background: color.surface,
  color: color.navy,
  fontSize: 17,
  fontWeight: 700,
  cursor: 'pointer',
  '&:disabled': { cursor: 'progress', opacity: 0.7 },
  '&:focus-visible': focusRing,
};

interface StepUnavailableNoticeProps {
  /** Fetches the step's code afresh (a failed import is not cached by the browser, only by React's `lazy`). */
  load: () => Promise<unknown>;
  /** The code is here: the step renders in the notice's place. */
  onLoaded: () => void;
  language: Language;
}

/**
 * In a step's place when its code could not load: says the connection dropped and that the answers are kept, and
 * fetches the code again when the visitor taps "Try again", when the browser says it is back online, and now and
 * then while it shows. The machine and the saved funnel are untouched, so the step then shows where the visitor was.
 */
export function StepUnavailableNotice({ load, onLoaded, language }: StepUnavailableNoticeProps) {
  const [trying, setTrying] = useState(false);
  // One attempt at a time: the signal's return, the timer and a tap may come together.
  const attempt = useRef<Promise<void> | null>(null);
  const retry = useCallback(() => {
    if (attempt.current) return;
    setTrying(true);
    attempt.current = load().then(onLoaded, () => {
      attempt.current = null;
      setTrying(false);
    });
  }, [load, onLoaded]);

  useEffect(() => {
    window.addEventListener('online', retry);
    const timer = window.setInterval(retry, STEP_RETRY_INTERVAL_MS);
    return () => {
      window.removeEventListener('online', retry);
      window.clearInterval(timer);
    };
  }, [retry]);

  return (
    <div css={notice} data-step-unavailable="">
      <div role="alert">
        <p css={title}>{localized(SURVEY_TEXTS.stepUnavailableTitle, language)}</p>
        <p css={detail}>{localized(SURVEY_TEXTS.stepUnavailable, language)}</p>
      </div>
      <button type="button" css={button} onClick={retry} disabled={trying}>
        {localized(trying ? SURVEY_TEXTS.trying : SURVEY_TEXTS.tryAgain, language)}
      </button>
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { SCROLL_TO_SURVEY_ID, stepChangeScroll, type PageFlags } from '../../variants/routes/page-flags';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * On a step change, scrolls where the page's flags say (the top, the survey's card or nowhere) and moves focus to
 * the new question, so a screen reader reads it next. Returns the ref for the question's heading.
 */
export function useStepFocus(stepName: string, flags: PageFlags) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(stepName);
  const scroll = stepChangeScroll(flags);
  useEffect(() => {
    if (shownStep.current === stepName) return;
    shownStep.current = stepName;
    const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
    if (scroll === 'top') window.scrollTo({ top: 0, behavior });
    else if (scroll === 'survey')
      document.getElementById(SCROLL_TO_SURVEY_ID)?.scrollIntoView({ behavior, block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [stepName, scroll]);
  return heading;
}

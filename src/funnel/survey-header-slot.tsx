import { Suspense, lazy, useMemo, type ComponentType } from 'react';
import type * as SurveyHeaderExports from '../ui/survey-header';

type SurveyHeaderModule = typeof SurveyHeaderExports;
type HeaderProps = { callLabel?: string };

let loaded: SurveyHeaderModule | null = null;

/** The prerender loads the header before it renders it, so it is in the page's HTML. */
export async function loadSurveyHeaderForPrerender(): Promise<void> {
  if (typeof window === 'undefined') loaded = await import('../ui/survey-header');
}

/** Already loaded, it renders at once (a thenable that resolves as it is asked); in the browser it loads lazily. */
const LazySurveyHeader = lazy((): Promise<{ default: ComponentType<HeaderProps> }> =>
  loaded
    ? ({
        then: (resolve: (module: { default: SurveyHeaderModule['SurveyHeader'] }) => void) =>
          resolve({ default: loaded!.SurveyHeader }),
      } as unknown as Promise<{ default: SurveyHeaderModule['SurveyHeader'] }>)
    : import('../ui/survey-header').then(
        (module) => ({ default: module.SurveyHeader }),
        // A chunk that cannot load costs the visitor the header's call button, never the survey below it.
        () => ({ default: () => null }),
      ),
);

/**
 * The survey's header (logo and click-to-call) stays the prerendered HTML until its code arrives after the first
 * load, in a Suspense boundary, so the call-number code is not part of what a survey ships before its first answer.
 * The element is memoised: a boundary that is updated before it has hydrated would be rendered afresh.
 */
export function SurveyHeaderSlot({ callLabel }: HeaderProps) {
  return useMemo(
    () => (
      <Suspense fallback={null}>
        <LazySurveyHeader callLabel={callLabel} />
      </Suspense>
    ),
    [callLabel],
  );
}

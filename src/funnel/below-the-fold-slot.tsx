import { Suspense, lazy, useMemo, type ComponentType } from 'react';
import type { Language } from '../../variants/route-table';
import type * as BelowTheFoldExports from './below-the-fold';

type BelowTheFoldModule = typeof BelowTheFoldExports;

let loaded: BelowTheFoldModule | null = null;

/** The prerender loads the parts before it renders them, so they are in the page's HTML. */
export async function loadBelowTheFoldForPrerender(): Promise<void> {
  if (typeof window === 'undefined') loaded = await import('./below-the-fold');
}

/** Already loaded, it renders at once (a thenable that resolves as it is asked); in the browser it loads lazily. */
const LazyBelowTheFold = lazy((): Promise<{ default: ComponentType<{ language: Language }> }> =>
  loaded
    ? ({
        then: (resolve: (module: { default: BelowTheFoldModule['BelowTheFold'] }) => void) =>
          resolve({ default: loaded!.BelowTheFold }),
      } as unknown as Promise<{ default: BelowTheFoldModule['BelowTheFold'] }>)
    : import('./below-the-fold').then(
        (module) => ({ default: module.BelowTheFold }),
        // A chunk that cannot load must cost the visitor these parts, never the survey above them: a rejected
        // lazy component with no boundary takes the whole page down.
        () => ({ default: () => null }),
      ),
);

/**
 * What happens next, the testimonials and the footer, in a Suspense boundary: React keeps their prerendered
 * HTML while their code loads and hydrates them after, so nothing moves. The element is memoised: a boundary that
 * is updated before it has hydrated would be rendered afresh.
 */
export function BelowTheFoldSlot({ language }: { language: Language }) {
  return useMemo(
    () => (
      <Suspense fallback={null}>
        <LazyBelowTheFold language={language} />
      </Suspense>
    ),
    [language],
  );
}

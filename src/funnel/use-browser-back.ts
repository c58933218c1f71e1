import { useCallback, useEffect, useRef } from 'react';

const DEPTH_KEY = 'funnelDepth';
/** The depth the page's first entry took: a funnel resumed in a new tab has no entries of its own below it. */
const BASE_KEY = 'funnelBase';

function depthOf(state: unknown): number | undefined {
  const depth = (state as Record<string, unknown> | null)?.[DEPTH_KEY];
  return typeof depth === 'number' ? depth : undefined;
}

/**
 * Keeps the browser's history in step with the funnel: each answered step pushes an entry, and the browser's
 * back button (or ours, which goes through history) sends BACK as many times as entries were left.
 * Returns the handler for the on-page Back button.
 */
export function useBrowserBack(depth: number, active: boolean, sendBack: () => void): () => void {
  const depthRef = useRef(depth);
  depthRef.current = depth;

  useEffect(() => {
    if (!active) return;
    const current = depthOf(window.history.state);
    if (current === undefined) {
      window.history.replaceState(
        { ...(window.history.state as object | null), [DEPTH_KEY]: depth, [BASE_KEY]: depth },
        '',
      );
    } else if (depth > current) {
      window.history.pushState({ [DEPTH_KEY]: depth }, '');
    }
  }, [depth, active]);

  useEffect(() => {
    if (!active) return;
    const onPopState = (event: PopStateEvent) => {
      const target = depthOf(event.state) ?? 0;
      const steps = depthRef.current - target;
      if (steps > 0) for (let index = 0; index < steps; index += 1) sendBack();
      // Forward past the funnel's own position cannot replay answers: return to where the funnel is.
      else if (steps < 0) window.history.go(steps);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [active, sendBack]);

  return useCallback(() => {
    const state = window.history.state as Record<string, unknown> | null;
    const base = typeof state?.[BASE_KEY] === 'number' ? state[BASE_KEY] : 0;
    if (depthOf(state) === depthRef.current && depthRef.current > base) window.history.back();
    else sendBack();
  }, [sendBack]);
}

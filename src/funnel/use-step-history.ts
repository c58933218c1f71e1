import { useCallback, useEffect, useRef } from 'react';

const DEPTH_KEY = 'funnelDepth';
/** The depth the page's first entry took: a funnel resumed in a new tab has no entries of its own below it. */
const BASE_KEY = 'funnelBase';

function depthOf(state: unknown): number | undefined {
  const depth = (state as Record<string, unknown> | null)?.[DEPTH_KEY];
  return typeof depth === 'number' ? depth : undefined;
}

export interface StepMoves {
  /** Returns to the step answered before this one. */
  back: () => void;
  /** Gives the step showing its last answer again, which leads where it led; false where it cannot. */
  forward: () => boolean;
}

/**
 * Keeps the browser's history in step with the funnel: each answered step pushes an entry, the browser's Back
 * (or ours, which goes through history) steps back as many times as entries were left, and its Forward steps on
 * again along the answers given. Returns the handler for the on-page Back button.
 */
export function useStepHistory(depth: number, active: boolean, moves: StepMoves): () => void {
  const depthRef = useRef(depth);
  depthRef.current = depth;
  const { back, forward } = moves;

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
      for (let index = 0; index < steps; index += 1) back();
      for (let index = 0; index < -steps; index += 1) {
        // An entry whose step cannot be reached again (never answered, or answering it would post the lead):
        // the browser returns to where the funnel is.
        if (!forward()) {
          window.history.go(index + steps);
          return;
        }
      }
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [active, back, forward]);

  return useCallback(() => {
    const state = window.history.state as Record<string, unknown> | null;
    const base = typeof state?.[BASE_KEY] === 'number' ? state[BASE_KEY] : 0;
    if (depthOf(state) === depthRef.current && depthRef.current > base) window.history.back();
    else back();
  }, [back]);
}

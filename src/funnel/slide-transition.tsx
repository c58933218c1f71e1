import { keyframes, type CSSObject } from '@emotion/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { breakpoint } from '../ui/theme';

export const SLIDE_MS = 500;

const slideIn = keyframes({
  from: { transform: 'translateX(100%)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});
const slideOut = keyframes({
  from: { transform: 'none', opacity: 1 },
  to: { transform: 'translateX(-100%)', opacity: 0 },
});

const viewport: CSSObject = { position: 'relative', overflowX: 'clip' };

const slidingIn = (animate: boolean): CSSObject => ({
  animation: animate ? `${slideIn} ${SLIDE_MS}ms ease-out both` : 'none',
  [breakpoint.reducedMotion]: { animation: 'none' },
});

const slidingOut: CSSObject = {
  position: 'absolute',
  inset: '0 0 auto 0',
  pointerEvents: 'none',
  animation: `${slideOut} ${SLIDE_MS}ms ease-in both`,
  [breakpoint.reducedMotion]: { display: 'none' },
};

interface Pane {
  key: string;
  node: ReactNode;
}

/**
 * Slides the old step out to the left while the new one comes in from the right. The old step keeps its React
 * key, so it leaves exactly as the visitor last saw it.
 */
export function SlideTransition({ stepKey, children }: { stepKey: string; children: ReactNode }) {
  const shown = useRef<Pane>({ key: stepKey, node: children });
  const [leaving, setLeaving] = useState<Pane | null>(null);
  if (shown.current.key !== stepKey) {
    setLeaving(shown.current);
  }
  shown.current = { key: stepKey, node: children };

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => setLeaving(null), SLIDE_MS);
    return () => clearTimeout(timer);
  }, [leaving]);

  const panes = leaving && leaving.key !== stepKey ? [leaving, shown.current] : [shown.current];
  return (
    <div css={viewport}>
      {panes.map((pane) =>
        pane.key === stepKey ? (
          <div key={pane.key} css={slidingIn(leaving !== null)}>
            {pane.node}
          </div>
        ) : (
          <div key={pane.key} css={slidingOut} aria-hidden="true" inert>
            {pane.node}
          </div>
        ),
      )}
    </div>
  );
}

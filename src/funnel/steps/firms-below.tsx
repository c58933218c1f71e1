import { useEffect, useRef, useState } from 'react';
import { ONE_TO_ONE_TEXTS } from '../../../variants/texts/one-to-one-texts';
import type { Localized } from '../../../variants/steps/step-catalogue';

/** The rows of the firms a visitor may untick, in the step's form. */
function firmRows(form: HTMLFormElement): HTMLElement[] {
  return [...form.querySelectorAll<HTMLInputElement>('input[name="selected_buyers"]')].map(
    (input) => input.closest('label') ?? input,
  );
}

/** The rows the docked consent and button cover, or that lie below the screen. */
function rowsOutOfSight(hint: HTMLElement): HTMLElement[] {
  const form = hint.closest('form');
  const dock = hint.closest('[data-part="submit-bar"]');
  if (!form || !dock) return [];
  const dockTop = Math.min(dock.getBoundingClientRect().top, window.innerHeight);
  return firmRows(form).filter((row) => row.getBoundingClientRect().bottom > dockTop + 1);
}

/**
 * On the one-to-one step the consent names every firm, so on a phone the docked consent and button can cover
 * some of the firms the visitor may untick. This line, at the top of the dock, says how many are out of sight and
 * brings the first of them into view; it goes once every firm is in sight (the page scrolled, or nothing docked).
 * Once shown, it goes without giving up its place: the consent and the button below it in the dock must not move
 * under a finger on its way to them (the line goes a frame after a scroll, as a tap may land).
 */
export function FirmsBelow({ t }: { t: (text: Localized) => string }) {
  const hint = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState(0);
  /** How many it said last: the words its place keeps while it is gone, so the place is as tall as it was. */
  const [lastSaid, setLastSaid] = useState(0);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const covered = hint.current ? rowsOutOfSight(hint.current).length : 0;
        setHidden(covered);
        if (covered > 0) setLastSaid(covered);
      });
    };
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    // The dock grows with this line and with the consent's firms: what it covers changes with its height.
    const dock = hint.current?.closest('[data-part="submit-bar"]');
    const resized = typeof ResizeObserver === 'undefined' || !dock ? null : new ResizeObserver(measure);
    if (dock) resized?.observe(dock);
    return () => {
      resized?.disconnect();
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, []);
  return (
    <div ref={hint} data-part="firms-below">
      {lastSaid > 0 && (
        <button
          type="button"
          data-gone={hidden === 0 ? '' : undefined}
          onClick={() => {
            const first = hint.current ? rowsOutOfSight(hint.current)[0] : undefined;
            first?.scrollIntoView({ block: 'center' });
          }}
        >
          {lastSaid === 1 ? t(ONE_TO_ONE_TEXTS.oneMoreFirm) : `${lastSaid} ${t(ONE_TO_ONE_TEXTS.moreFirms)}`}{' '}
          ↓
        </button>
      )}
    </div>
  );
}

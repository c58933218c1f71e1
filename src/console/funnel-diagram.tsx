import { useEffect, useRef, useState } from 'react';

interface FunnelDiagramProps {
  /** The drawn statechart's address, with the filters in force. */
  src: string;
  variant: string;
  /** Opens a step's page when its box is clicked. */
  onOpenStep: (step: string) => void;
}

/** The drawing's own document, or undefined when the answer was not an SVG drawing. */
async function fetchDrawing(src: string): Promise<SVGSVGElement | undefined> {
  const answer = await fetch(src, { credentials: 'same-origin' });
  if (!answer.ok) return undefined;
  const drawing = new DOMParser().parseFromString(await answer.text(), 'image/svg+xml').documentElement;
  return drawing instanceof SVGSVGElement ? drawing : undefined;
}

/**
 * The server's drawing of the variant with its numbers, placed in the page inside a shadow root: its step boxes
 * can be clicked (an <img> cannot be, and an <object> is refused by the drawing's own frame policy), while its
 * stylesheet stays inside it. Each box opens the step as a visitor sees it; the table and the list of steps link
 * the same pages for the keyboard.
 */
export function FunnelDiagram({ src, variant, onOpenStep }: FunnelDiagramProps) {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'drawn' | 'missing'>('loading');
  const opened = useRef(onOpenStep);
  useEffect(() => {
    opened.current = onOpenStep;
  }, [onOpenStep]);

  useEffect(() => {
    let current = true;
    setState('loading');
    fetchDrawing(src).then(
      (drawing) => {
        const element = host.current;
        if (!current || !element) return;
        if (!drawing) {
          setState('missing');
          return;
        }
        drawing.setAttribute(
          'aria-label',
          `Statechart of ${variant} with visitors reached and left at each step`,
        );
        for (const box of drawing.querySelectorAll<SVGGElement>('g.box[data-step]'))
          box.style.cursor = 'pointer';
        const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
        root.replaceChildren(document.importNode(drawing, true));
        setState('drawn');
      },
      () => {
        if (current) setState('missing');
      },
    );
    return () => {
      current = false;
    };
  }, [src, variant]);

  const click = (event: React.MouseEvent) => {
    const box = event.nativeEvent
      .composedPath()
      .find((target) => target instanceof Element && target.matches('g.box[data-step]')) as
      Element | undefined;
    const step = box?.getAttribute('data-step');
    if (step) opened.current(step);
  };

  return (
    <>
      {state === 'missing' && (
        <p role="status" className="empty-state">
          The diagram is not available on this server (it answered no drawing for this variant).
        </p>
      )}
      {state === 'loading' && <p className="muted">Drawing the funnel…</p>}
      {/* A click is a shortcut to the step links of the table below, so the drawing needs no key handler. */}
      {/* A drawing wider than the page scrolls: as a region of its own, the keyboard can scroll it too. */}
      <div
        ref={host}
        className="diagram-drawing"
        role="region"
        aria-label="The funnel drawn with its drop-off"
        tabIndex={0}
        hidden={state !== 'drawn'}
        onClick={click}
      />
    </>
  );
}

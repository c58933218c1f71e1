import { useEffect, useRef, useState } from 'react';

interface FunnelDiagramProps {
  /** The drawn statechart's address, with the filters in force. */
  src: string;
  variant: string;
  /** Opens a step's page when its box is clicked. */
  onOpenStep: (step: string) => void;
}

/**
 * The server's drawing of the variant with its numbers, as an <object> rather than an <img> so its step boxes
 * can be clicked (the drawing is same-origin, so its document is the page's to listen to), and rather than inline
 * so the drawing's own stylesheet stays inside it. Each box opens the step as a visitor sees it; the table and the
 * list below link the same pages for the keyboard.
 */
export function FunnelDiagram({ src, variant, onOpenStep }: FunnelDiagramProps) {
  const frame = useRef<HTMLObjectElement>(null);
  const [missing, setMissing] = useState(false);
  useEffect(() => setMissing(false), [src]);
  const opened = useRef(onOpenStep);
  opened.current = onOpenStep;

  const wireBoxes = () => {
    const drawing = frame.current?.contentDocument;
    if (!drawing || drawing.documentElement.nodeName.toLowerCase() !== 'svg') {
      setMissing(true);
      return;
    }
    for (const box of drawing.querySelectorAll<SVGGElement>('g.box[data-step]')) box.style.cursor = 'pointer';
    drawing.addEventListener('click', (event) => {
      const box = (event.target as Element | null)?.closest('g.box[data-step]');
      const step = box?.getAttribute('data-step');
      if (step) opened.current(step);
    });
  };

  if (missing)
    return (
      <p role="status" className="empty-state">
        The diagram is not available on this server (it answered no drawing for this variant).
      </p>
    );
  return (
    <object
      key={src}
      ref={frame}
      className="diagram-drawing"
      type="image/svg+xml"
      data={src}
      aria-label={`Statechart of ${variant} with visitors reached and left at each step; click a step to see it`}
      onLoad={wireBoxes}
      onError={() => setMissing(true)}
    >
      The diagram could not be shown here; the table of steps below has the same numbers.
    </object>
  );
}

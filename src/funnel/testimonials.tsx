import type { CSSObject } from '@emotion/react';
import { useEffect, useState } from 'react';
import { localized } from '../../machines/step-kinds';
import type { Language } from '../../variants/routes/route-table';
import { STORIES, TRUST_TEXTS } from '../../variants/texts/trust-texts';
import { useFlow } from './flow-words';
import { color, focusRing, font, size } from '../ui/theme';

const ADVANCE_MS = 7000;

const section: CSSObject = {
  maxWidth: size.questionMaxWidth,
  margin: '32px auto 0',
  '& h2': { margin: '0 0 12px', fontSize: 20, color: color.navy, fontFamily: font.heading },
};
/** Every story sits in the same grid cell: the carousel is as tall as its longest story, so turning never shifts. */
const slides: CSSObject = { display: 'grid', '& > figure': { gridArea: '1 / 1' } };
const slide: CSSObject = {
  margin: 0,
  padding: '16px 18px',
  borderRadius: 12,
  background: color.surface,
  border: `1px solid ${color.line}`,
  // Turned without a fade: a story half faded in is text below the contrast it needs.
  '&[aria-hidden="true"]': { visibility: 'hidden' },
  '& blockquote': { margin: 0, fontSize: 16, lineHeight: 1.5, color: color.ink },
  '& figcaption': { marginTop: 8, fontSize: 14, fontWeight: 700, color: color.navy },
};
const controls: CSSObject = {
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  marginTop: 10,
  '& button': {
    minWidth: 44,
    minHeight: 44,
    padding: '0 12px',
    border: `2px solid ${color.line}`,
    borderRadius: 10,
    background: color.surface,
    color: color.navy,
    fontWeight: 700,
    cursor: 'pointer',
    '&:focus-visible': focusRing,
  },
  '& span': { fontSize: 14, color: color.muted },
};
const note: CSSObject = { margin: '8px 0 0', fontSize: 12, color: color.muted };

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The testimonials carousel: turns by itself every 7 s unless the visitor prefers reduced motion, pauses on the
 * pause button, on hover and while focus is inside it, and turns by the previous and next buttons.
 */
export function Testimonials({ language }: { language: Language }) {
  const t = (text: { en: string; es?: string }) => localized(text, language);
  const stories = STORIES[useFlow()];
  const [shown, setShown] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const [reduced, setReduced] = useState(true);
  useEffect(() => setReduced(prefersReducedMotion()), []);
  const turning = playing && !held && !reduced;
  useEffect(() => {
    if (!turning) return;
    const timer = window.setInterval(() => setShown((index) => (index + 1) % stories.length), ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [turning, stories.length]);
  const turn = (by: number) => setShown((index) => (index + by + stories.length) % stories.length);

  return (
    <section
      css={section}
      data-part="testimonials"
      aria-roledescription="carousel"
      aria-labelledby="stories-title"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <h2 id="stories-title">{t(TRUST_TEXTS.storiesTitle)}</h2>
      <div css={slides} aria-live={turning ? 'off' : 'polite'}>
        {stories.map((story, index) => (
          <figure
            key={story.name}
            css={slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${t(TRUST_TEXTS.story)} ${index + 1} ${t(TRUST_TEXTS.of)} ${stories.length}`}
            aria-hidden={index === shown ? undefined : true}
          >
            <blockquote>“{t(story.quote)}”</blockquote>
            <figcaption>{story.name}</figcaption>
          </figure>
        ))}
      </div>
      <div css={controls}>
        <button type="button" onClick={() => turn(-1)} aria-label={t(TRUST_TEXTS.previous)}>
          ‹
        </button>
        <button type="button" onClick={() => turn(1)} aria-label={t(TRUST_TEXTS.next)}>
          ›
        </button>
        <button
          type="button"
          data-action="pause-stories"
          aria-pressed={!playing}
          onClick={() => setPlaying(!playing)}
        >
          {t(TRUST_TEXTS.pause)}
        </button>
        <span aria-hidden="true">
          {shown + 1} / {stories.length}
        </span>
      </div>
      <p css={note}>{t(TRUST_TEXTS.storiesNote)}</p>
    </section>
  );
}

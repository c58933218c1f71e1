import { Global } from '@emotion/react';
import { color, font } from '../ui/theme';
import { hasPrerenderedGlobalStyles } from './emotion-cache';

/**
 * A prerendered page has its global styles from the start; rendered again in the browser, Emotion would move their
 * tag, and the browser would recalculate the style of the whole page for it.
 */
const ON_THE_PAGE_ALREADY = typeof document !== 'undefined' && hasPrerenderedGlobalStyles(document);

export function GlobalStyles() {
  if (ON_THE_PAGE_ALREADY) return null;
  return (
    <Global
      styles={{
        '*, *::before, *::after': { boxSizing: 'border-box' },
        html: { WebkitTextSizeAdjust: '100%' },
        body: { margin: 0, fontFamily: font.body, color: color.ink, background: color.page, lineHeight: 1.5 },
        'button, input, select, textarea': { font: 'inherit' },
        img: { maxWidth: '100%', height: 'auto' },
        '@media (prefers-reduced-motion: reduce)': { html: { scrollBehavior: 'auto' } },
      }}
    />
  );
}

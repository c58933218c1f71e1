import { Global } from '@emotion/react';
import { color, font } from '../ui/theme';

export function GlobalStyles() {
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

import type { CSSObject } from '@emotion/react';
import { localized } from '../../machines/step-kinds';
import type { Language } from '../../variants/routes/route-table';
import { NEXT_STEPS, TRUST_TEXTS } from '../../variants/texts/trust-texts';
import { color, font, size } from '../ui/theme';
import { useFlow } from './flow-words';

/**
 * What happens next, below the question: prerendered with the page and never hydrated there
 * (./below-the-fold-slot.tsx), so a survey's first load does not carry it.
 */
const section: CSSObject = {
  maxWidth: size.questionMaxWidth,
  margin: '32px auto 0',
  '& h2': { margin: '0 0 12px', fontSize: 20, color: color.navy, fontFamily: font.heading },
};
const cards: CSSObject = {
  display: 'grid',
  gap: 12,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media (min-width: 768px)': { gridTemplateColumns: 'repeat(3, 1fr)' },
  '& li': {
    display: 'grid',
    gridTemplateColumns: '36px 1fr',
    gap: '2px 12px',
    padding: 14,
    borderRadius: 12,
    background: color.surface,
    border: `1px solid ${color.line}`,
  },
  '& b': {
    gridRow: 'span 2',
    width: 36,
    height: 36,
    borderRadius: '50%',
    background: color.navy,
    color: '#fff',
    display: 'grid',
    placeItems: 'center',
  },
  '& h3': { margin: 0, fontSize: 16, color: color.ink },
  '& p': { margin: 0, fontSize: 14, color: color.muted },
};

/** What happens next: numbered step cards. */
export function NextSteps({ language }: { language: Language }) {
  const flow = useFlow();
  return (
    <section css={section} aria-labelledby="next-steps-title" data-part="next-steps">
      <h2 id="next-steps-title">{localized(TRUST_TEXTS.stepsTitle, language)}</h2>
      <ol css={cards}>
        {NEXT_STEPS[flow].map((entry, index) => (
          <li key={entry.title.en}>
            <b aria-hidden="true">{index + 1}</b>
            <h3>{localized(entry.title, language)}</h3>
            <p>{localized(entry.body, language)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

import styled from '@emotion/styled';
import { useState } from 'react';
import { color, focusRing } from '../src/ui/theme';

export interface FaqItem {
  question: string;
  answer: string;
}

const List = styled.div({ display: 'grid', gap: 12 });
const Item = styled.div({
  borderRadius: 12,
  background: color.surface,
  boxShadow: '0 2px 12px rgba(15, 39, 71, 0.08)',
  '& h3': { margin: 0 },
});
const Toggle = styled.button({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
  width: '100%',
  minHeight: 60,
  padding: '14px 20px',
  border: 0,
  borderRadius: 12,
  background: 'transparent',
  color: color.navy,
  fontSize: 18,
  fontWeight: 700,
  textAlign: 'left',
  cursor: 'pointer',
  '&:focus-visible': focusRing,
  '&[aria-expanded="true"] svg': { transform: 'rotate(45deg)' },
  '& svg': { flex: 'none', transition: 'transform 0.2s' },
});
const Answer = styled.div({ padding: '0 20px 18px', color: color.muted, '& p': { margin: 0 } });

/** Only one question is open at a time; clicking the open one closes it (spec section 2). */
export function FaqAccordion({ items, idPrefix }: { items: FaqItem[]; idPrefix: string }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <List>
      {items.map((item, index) => {
        const expanded = open === index;
        const answerId = `${idPrefix}-answer-${index}`;
        return (
          <Item key={item.question}>
            <h3>
              <Toggle
                type="button"
                id={`${idPrefix}-question-${index}`}
                aria-expanded={expanded}
                aria-controls={answerId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span>{item.question}</span>
                <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path stroke="currentColor" strokeWidth="3" strokeLinecap="round" d="M12 5v14M5 12h14" />
                </svg>
              </Toggle>
            </h3>
            <Answer
              id={answerId}
              role="region"
              aria-labelledby={`${idPrefix}-question-${index}`}
              hidden={!expanded}
            >
              <p>{item.answer}</p>
            </Answer>
          </Item>
        );
      })}
    </List>
  );
}

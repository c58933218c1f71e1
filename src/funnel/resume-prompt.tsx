import type { CSSObject } from '@emotion/react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { Snapshot } from 'xstate';
import { localIsoDate } from '../../guards/dates';
import type { VariantDefinition } from '../../variants/variant-definition';
import { RESUME_TEXTS } from '../../variants/texts/resume-texts';
import { localized } from '../../machines/step-kinds';
import { color, focusRing, font, radius } from '../ui/theme';
import { forgetKeptFunnel, readKeptFunnel } from './funnel-keeper';

const backdrop: CSSObject = {
  position: 'fixed',
  inset: 0,
  zIndex: 60,
  display: 'grid',
  placeItems: 'center',
  padding: 16,
  background: 'rgba(15, 39, 71, 0.6)',
};
const card: CSSObject = {
  width: '100%',
  maxWidth: 420,
  padding: '24px 20px',
  borderRadius: radius.card,
  background: color.surface,
  color: color.ink,
  fontFamily: font.body,
  boxShadow: '0 20px 50px rgba(0,0,0,0.3)',
};
const button: CSSObject = {
  display: 'block',
  width: '100%',
  minHeight: 48,
  marginTop: 12,
  padding: '10px 16px',
  borderRadius: radius.button,
  fontSize: 17,
  fontWeight: 700,
  cursor: 'pointer',
  '&:focus-visible': focusRing,
};
const primary: CSSObject = { ...button, border: 0, background: color.action, color: '#fff' };
const secondary: CSSObject = {
  ...button,
  border: `2px solid ${color.navy}`,
  background: color.surface,
  color: color.navy,
};

interface ResumePromptProps {
  language: 'en' | 'es';
  onContinue: () => void;
  onStartOver: () => void;
  /** Escape: the prompt goes and the page's fresh funnel stays, the kept one is not forgotten. */
  onDismiss: () => void;
}

/**
 * Asks a returning visitor whether to continue the funnel this device kept or start over. A modal dialog: focus
 * moves into it and stays there (Tab cycles its two buttons), Escape closes it.
 */
export function ResumePrompt({ language, onContinue, onStartOver, onDismiss }: ResumePromptProps) {
  const first = useRef<HTMLButtonElement>(null);
  const last = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    first.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onDismiss();
    } else if (event.key === 'Tab') {
      const target = event.shiftKey ? first.current : last.current;
      if (document.activeElement === target) {
        event.preventDefault();
        (event.shiftKey ? last.current : first.current)?.focus();
      }
    }
  };

  return (
    <div css={backdrop} data-part="resume-prompt">
      <div
        css={card}
        role="dialog"
        aria-modal="true"
        aria-labelledby="resume-title"
        aria-describedby="resume-body"
        onKeyDown={onKeyDown}
      >
        <h2 id="resume-title" css={{ margin: 0, fontSize: 22, color: color.navy }}>
          {localized(RESUME_TEXTS.title, language)}
        </h2>
        <p id="resume-body" css={{ margin: '10px 0 8px', fontSize: 16, lineHeight: 1.45 }}>
          {localized(RESUME_TEXTS.body, language)}
        </p>
        <button ref={first} css={primary} type="button" data-action="resume-continue" onClick={onContinue}>
          {localized(RESUME_TEXTS.continue, language)}
        </button>
        <button
          ref={last}
          css={secondary}
          type="button"
          data-action="resume-start-over"
          onClick={onStartOver}
        >
          {localized(RESUME_TEXTS.startOver, language)}
        </button>
      </div>
    </div>
  );
}

export interface KeptOffer {
  snapshot: Snapshot<unknown>;
  forget(): void;
  Prompt: typeof ResumePrompt;
}

/** The funnel this device kept for the path, with the prompt that offers it; null when there is none to offer. */
export function keptOffer(path: string, definition: VariantDefinition): KeptOffer | null {
  const snapshot = readKeptFunnel(path, definition.id, Object.keys(definition.steps), {
    today: localIsoDate(new Date()),
  });
  return snapshot && { snapshot, forget: () => forgetKeptFunnel(path), Prompt: ResumePrompt };
}

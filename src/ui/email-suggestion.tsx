import type { CSSObject } from '@emotion/react';
import { useEffect, useState } from 'react';
import type { Language } from '../../variants/routes/route-table';
import { color, focusRing } from './theme';
import { suggestEmail } from './email-typo';

const hint: CSSObject = { margin: '6px 0 0', fontSize: 15, color: color.ink };
const accept: CSSObject = {
  padding: '2px 4px',
  border: 0,
  background: 'none',
  color: color.navy,
  fontSize: 15,
  fontWeight: 700,
  textDecoration: 'underline',
  cursor: 'pointer',
  '&:focus-visible': focusRing,
};

const WORDS = {
  en: { didYouMean: 'Did you mean', use: (email: string) => `Use ${email}` },
  es: { didYouMean: '¿Quiso decir', use: (email: string) => `Usar ${email}` },
};

/** "Did you mean maria@gmail.com?" under an e-mail field whose domain looks like a typo of a common one. */
export function EmailSuggestion({
  email,
  language,
  onAccept,
}: {
  email: string;
  language: Language;
  onAccept: (email: string) => void;
}) {
  const [suggestion, setSuggestion] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    // Asked once typing pauses: the checker loads on first use, off the survey's first load.
    const timer = setTimeout(() => {
      suggestEmail(email)
        .then((found) => current && setSuggestion(found))
        .catch(() => current && setSuggestion(null));
    }, 400);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [email]);
  const words = WORDS[language];
  return (
    <div aria-live="polite">
      {suggestion && (
        <p css={hint} data-email-suggestion={suggestion}>
          {words.didYouMean}{' '}
          <button
            css={accept}
            type="button"
            aria-label={words.use(suggestion)}
            onClick={() => onAccept(suggestion)}
          >
            {suggestion}
          </button>
          ?
        </p>
      )}
    </div>
  );
}

import type { CSSObject } from '@emotion/react';
import type { Language } from '../../variants/routes/route-table';
import { useSiteConfig } from '../ui/site-config';
import { color, font, size } from '../ui/theme';
import { useScreenWord } from './flow-words';

/** The survey screen's parts around the question (spec section 2); flags show or restyle them by data-part. */

export function ExtraHeaders({ language }: { language: Language }) {
  return (
    <>
      <p data-part="extra-header">{useScreenWord('extraHeader', language)}</p>
      <p data-part="match-header">{useScreenWord('matchHeader', language)}</p>
    </>
  );
}

const area: CSSObject = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: '4px 10px',
  maxWidth: size.questionMaxWidth,
  margin: '0 auto 8px',
  color: color.navy,
  textAlign: 'center',
  '& [data-part="logo-name"]': { fontFamily: font.heading, fontSize: 20, fontWeight: 800 },
  '& [data-part="logo-mark"]': { alignItems: 'center' },
};
const promiseText: CSSObject = { fontSize: 14, color: color.muted, fontWeight: 600 };

function ShieldMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        css={{ fill: 'currentColor' }}
        d="M12 1 3 5v6c0 5.5 3.8 10.7 9 12 5.2-1.3 9-6.5 9-12V5l-9-4zm-1.4 15.6-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4-7 7z"
      />
    </svg>
  );
}

/**
 * The info or logo area: the brand's promise on the first question, and with a logo variant (v1 to v5) the
 * brand's mark and name on every step. The promise gives way later, so the last step's button fits a phone screen.
 */
export function LogoArea({ language, promise = true }: { language: Language; promise?: boolean }) {
  const { name } = useSiteConfig();
  const promiseWords = useScreenWord('promise', language);
  return (
    <div css={area} data-part="logo">
      <span data-part="logo-mark">
        <ShieldMark />
      </span>
      <span data-part="logo-name">{name}</span>
      {promise && <span css={promiseText}>{promiseWords}</span>}
    </div>
  );
}

export function SocialProof({ language }: { language: Language }) {
  return <p data-part="social-proof">{useScreenWord('socialProof', language)}</p>;
}

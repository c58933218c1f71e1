import styled from '@emotion/styled';
import { useCallNumber } from '../src/ui/call-number';
import { usePageLanguage } from '../src/ui/page-language';
import { color, focusRing } from '../src/ui/theme';
import { SITE_CHROME } from './content/site-chrome';

const Link = styled.a({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 44,
  minWidth: 44,
  justifyContent: 'center',
  padding: '0 16px',
  borderRadius: 999,
  background: color.accent,
  color: '#fff',
  fontWeight: 700,
  fontSize: 15,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '&:hover': { background: color.accentDark },
  '&:focus-visible': focusRing,
  '@media (max-width: 480px)': { padding: '0 12px' },
});
/**
 * The number needs room: shown from 1280 px, and between the phone layout and the menu breakpoint. Tabular digits
 * keep its width when the tracked number replaces the default.
 */
const Number = styled.span({
  fontVariantNumeric: 'tabular-nums',
  '@media (max-width: 1279px) and (min-width: 1131px), (max-width: 767px)': { display: 'none' },
});
const Label = styled.span({ '@media (max-width: 480px)': { display: 'none' } });

/** The header's click-to-call link; on the narrowest phones only its icon shows (the bar below has the number). */
export function HeaderCallLink() {
  const { dial, formatted } = useCallNumber();
  const words = SITE_CHROME[usePageLanguage()];
  return (
    <Link href={`tel:${dial}`} aria-label={words.callUsAt.replace('{number}', formatted)}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
        />
      </svg>
      <Label>{words.callUs}</Label>
      <Number>{formatted}</Number>
    </Link>
  );
}

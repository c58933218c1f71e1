import type { CSSObject } from '@emotion/react';
import { breakpoint, color, focusRing } from './theme';
import { useCallNumber } from './call-number';

const link: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 44,
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
};

function PhoneIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
      />
    </svg>
  );
}

/**
 * The number itself is dropped on small screens, where the button alone fits beside the logo. Tabular digits keep
 * its width when the tracked number replaces the default.
 */
const number: CSSObject = { fontVariantNumeric: 'tabular-nums', [breakpoint.mobile]: { display: 'none' } };

/** The click-to-call button: the call number (tracked, or the site's default) as a tel link. */
export function CallLink({ label = 'Call us' }: { label?: string }) {
  const { dial, formatted } = useCallNumber();
  return (
    // No English joining word: the label is given in the page's language (Spanish surveys pass "Llámenos").
    <a css={link} href={`tel:${dial}`} aria-label={`${label}: ${formatted}`}>
      <PhoneIcon />
      <span>{label}</span>
      <span css={number}>{formatted}</span>
    </a>
  );
}

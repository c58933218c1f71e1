import type { CSSObject } from '@emotion/react';
import { CallLink } from './call-link';
import { useSiteConfig } from './site-config';
import { color, focusRing, size } from './theme';

const bar: CSSObject = {
  height: size.surveyHeader,
  background: color.navy,
  color: '#fff',
  display: 'flex',
  alignItems: 'center',
};

const inner: CSSObject = {
  width: '100%',
  maxWidth: size.surveyMaxWidth,
  margin: '0 auto',
  padding: '0 16px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
};

const logo: CSSObject = {
  color: '#fff',
  fontWeight: 800,
  fontSize: 19,
  letterSpacing: 0.2,
  textDecoration: 'none',
  '&:focus-visible': focusRing,
};

export function SurveyHeader({ callLabel }: { callLabel?: string }) {
  const { name } = useSiteConfig();
  return (
    <header css={bar}>
      <div css={inner}>
        <a css={logo} href="/">
          {name}
        </a>
        <CallLink label={callLabel} />
      </div>
    </header>
  );
}

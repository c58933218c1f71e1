import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { CallLink } from '../src/ui/call-link';
import { useSiteConfig } from '../src/ui/site-config';
import { color, focusRing } from '../src/ui/theme';
import { FOOTER_DISCLAIMER } from './content/home';

const Header = styled.header({
  height: 96,
  background: color.navy,
  display: 'flex',
  alignItems: 'center',
  '@media (max-width: 767px)': { height: 78 },
});
const Inner = styled.div({
  width: '100%',
  maxWidth: 1366,
  margin: '0 auto',
  padding: '0 20px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
});
const Logo = styled.a({
  color: '#fff',
  fontSize: 22,
  fontWeight: 800,
  lineHeight: 1.2,
  textDecoration: 'none',
  '@media (max-width: 767px)': { fontSize: 18 },
  '&:focus-visible': focusRing,
});
const Footer = styled.footer({
  padding: '32px 20px 40px',
  background: color.navy,
  color: '#d5deec',
  fontSize: 13.5,
  lineHeight: 1.6,
  '& a': { color: '#fff' },
});

/** Header and footer of the marketing pages. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { name, email } = useSiteConfig();
  return (
    <>
      <Header>
        <Inner>
          <Logo href="/">{name}</Logo>
          <CallLink />
        </Inner>
      </Header>
      <main>{children}</main>
      <Footer>
        <div css={{ maxWidth: 1100, margin: '0 auto' }}>
          <p css={{ margin: '0 0 12px' }}>
            <a href={`mailto:${email}`}>{email}</a>
          </p>
          <p css={{ margin: '0 0 12px' }}>{FOOTER_DISCLAIMER}</p>
          <p css={{ margin: 0 }}>© 2024 {name}. All rights reserved.</p>
        </div>
      </Footer>
    </>
  );
}

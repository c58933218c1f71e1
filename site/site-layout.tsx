import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { usePageLanguage } from '../src/ui/page-language';
import { color, focusRing } from '../src/ui/theme';
import { SITE_CHROME } from './content/site-chrome';
import { MobileCallBar } from './mobile-call-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Keyboard users skip the navigation; the link shows only while focused. */
const SkipLink = styled.a({
  position: 'absolute',
  left: 12,
  top: -100,
  zIndex: 50,
  padding: '10px 16px',
  borderRadius: 8,
  background: '#fff',
  color: color.navy,
  fontWeight: 700,
  '&:focus': { top: 12, ...focusRing },
});

/** Header, footer and mobile call bar of every marketing page. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const words = SITE_CHROME[usePageLanguage()];
  return (
    <>
      <SkipLink href="#main">{words.skipToContent}</SkipLink>
      <SiteHeader />
      <main id="main" tabIndex={-1} css={{ outline: 'none' }}>
        {children}
      </main>
      <SiteFooter />
      <MobileCallBar />
    </>
  );
}

import type { ReactNode } from 'react';
import { MobileCallBar } from './mobile-call-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, footer and mobile call bar of every marketing page. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main">{children}</main>
      <SiteFooter />
      <MobileCallBar />
    </>
  );
}

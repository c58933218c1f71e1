import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import { SiteConfigProvider, type SiteConfig } from '../ui/site-config';
import { GlobalStyles } from './global-styles';

export function AppProviders({
  cache,
  site,
  children,
}: {
  cache: EmotionCache;
  site: SiteConfig;
  children: ReactNode;
}) {
  return (
    <CacheProvider value={cache}>
      <SiteConfigProvider config={site}>
        <GlobalStyles />
        {children}
      </SiteConfigProvider>
    </CacheProvider>
  );
}

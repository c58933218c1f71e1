import { CacheProvider, type EmotionCache } from '@emotion/react';
import { useEffect, type ReactNode } from 'react';
import { SiteConfigProvider, type SiteConfig } from '../ui/site-config';
import { replayEarlyInput } from './early-input-replay';
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
  // The root's effect runs after every other on the first commit: the whole page listens by then.
  useEffect(replayEarlyInput, []);
  return (
    <CacheProvider value={cache}>
      <SiteConfigProvider config={site}>
        <GlobalStyles />
        {children}
      </SiteConfigProvider>
    </CacheProvider>
  );
}

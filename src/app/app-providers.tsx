import { CacheProvider, type EmotionCache } from '@emotion/react';
import { useEffect, type ReactNode } from 'react';
import { PageLanguageProvider, type PageLanguage } from '../ui/page-language';
import { SiteConfigProvider, type SiteConfig } from '../ui/site-config';
import { replayEarlyInput } from './early-input-replay';
import { GlobalStyles } from './global-styles';

export function AppProviders({
  cache,
  site,
  language,
  children,
}: {
  cache: EmotionCache;
  site: SiteConfig;
  language: PageLanguage;
  children: ReactNode;
}) {
  // The root's effect runs after every other on the first commit: the whole page listens by then.
  useEffect(replayEarlyInput, []);
  return (
    <CacheProvider value={cache}>
      <SiteConfigProvider config={site}>
        <PageLanguageProvider language={language}>
          <GlobalStyles />
          {children}
        </PageLanguageProvider>
      </SiteConfigProvider>
    </CacheProvider>
  );
}

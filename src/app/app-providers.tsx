import { CacheProvider, type EmotionCache } from '@emotion/react';
import { Suspense, useEffect, type ReactNode } from 'react';
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
  return (
    <CacheProvider value={cache}>
      <SiteConfigProvider config={site}>
        <PageLanguageProvider language={language}>
          <GlobalStyles />
          {/* The page hydrates in a boundary of its own: at a lower priority than the root, in slices the browser
              can answer between, never in one long task. */}
          <Suspense fallback={null}>
            {children}
            <EarlyInputHandOver />
          </Suspense>
        </PageLanguageProvider>
      </SiteConfigProvider>
    </CacheProvider>
  );
}

/** Last in the page's boundary, its effect runs after every other of the page's hydration: the page listens by then. */
function EarlyInputHandOver() {
  useEffect(replayEarlyInput, []);
  return null;
}

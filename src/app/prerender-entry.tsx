import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { matchRoutes } from 'react-router-dom';
import { NativeFormProvider, type ServerRenderedFunnel } from '../funnel/native-form';
import { loadEveryStepKind } from '../funnel/step-registry';
import type { PageLanguage } from '../ui/page-language';
import type { SiteConfig } from '../ui/site-config';
import { AppProviders } from './app-providers';
import { createEmotionCache, prerenderedStyleTags } from './emotion-cache';
import { loadPage } from './page-match';
import type { PageMeta } from './page-meta';
import { createRoutes } from './routes';

/** Every page written to HTML at build time: every route but the catch-all, which becomes 404.html. */
export const PRERENDER_PATHS = createRoutes()
  .map((route) => route.path)
  .filter((path): path is string => path !== undefined && path !== '*');
export const NOT_FOUND_PATH = '/404';

export interface RenderedPage {
  html: string;
  styles: string;
  meta: PageMeta;
}

/**
 * React Router matches the path to its route; the page's lazy module is loaded and rendered in exactly the tree
 * the browser hydrates (src/app/browser-entry.tsx). `spanish` renders a page's Spanish version (its meta's
 * `spanish`), in Spanish words and with Spanish head words. `funnel` renders a survey where a form post left it,
 * for the server's answer to the post (server/survey-forms/): any step, a field in error or a modal open.
 */
export async function renderPage(
  path: string,
  site: SiteConfig,
  options: { spanish?: boolean; funnel?: ServerRenderedFunnel } = {},
): Promise<RenderedPage> {
  const route = matchRoutes(createRoutes(), path)?.at(-1)?.route;
  if (!route) throw new Error(`${path} matched no page`);
  const loaded = await loadPage(route);
  // A page the server renders for a form post may show any step, the phone-code modal or the ending written for a
  // reason: all are loaded first.
  const funnel =
    options.funnel &&
    (await Promise.all([
      import('../funnel/phone-verification'),
      import('../funnel/funnel-ending'),
      loadEveryStepKind(),
    ]).then(([phone, ending]) => ({
      ...options.funnel!,
      PhoneModal: phone.default,
      Ending: ending.FunnelEnding,
    })));
  const Page = loaded.Component;
  if (options.spanish && !loaded.meta.spanish) throw new Error(`${path} has no Spanish version`);
  const meta: PageMeta =
    options.spanish && loaded.meta.spanish
      ? { ...loaded.meta, ...loaded.meta.spanish, language: 'es' }
      : loaded.meta;
  const language: PageLanguage = meta.language;
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <AppProviders cache={cache} site={site} language={language}>
      {funnel ? (
        <NativeFormProvider value={funnel}>
          <Page />
        </NativeFormProvider>
      ) : (
        <Page />
      )}
    </AppProviders>,
  );
  const styles = prerenderedStyleTags(emotion.extractCriticalToChunks(html));
  return { html, styles, meta };
}

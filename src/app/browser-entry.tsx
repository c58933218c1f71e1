import { hasHeldLeads } from '../../services/held-leads';
import { markPageHydrating, whenPageIdle } from '../ui/page-hydration';
import { documentLanguage } from '../ui/page-language';
import { readSiteConfig } from '../ui/site-config';
import { AppProviders } from './app-providers';
import { createPrerenderedPageCache } from './emotion-cache';
import { findPageRoute, loadPageComponent } from './page-match';
import { createRoutes } from './routes';

/**
 * Hydrates the prerendered page. No client router: every page is its own prerendered document, so the data
 * router would only add weight to the survey's first load.
 */
async function start() {
  // React DOM comes in by an import of its own so that the browser evaluates it in a task apart from this entry
  // and the page's modules: together they made one task long enough to count as blocking on a phone.
  const [Page, { createRoot, hydrateRoot }] = await Promise.all([
    loadPageComponent(findPageRoute(createRoutes(), window.location.pathname)),
    import('./react-dom-client'),
  ]);
  const root = document.getElementById('root')!;
  const app = (
    <AppProviders
      cache={createPrerenderedPageCache(document)}
      site={readSiteConfig(document)}
      language={documentLanguage(document)}
    >
      <Page />
    </AppProviders>
  );
  // `npm run dev` serves the bare template (its root holds only the prerenderer's placeholder comment): there is
  // nothing to hydrate, so render from scratch.
  if (root.firstElementChild) {
    markPageHydrating();
    hydrateRoot(root, app);
  } else createRoot(root).render(app);
  // A lead an earlier page could not send goes out again from whichever page of the site comes next; the outbox
  // loads only then, off every page's first load, and the look at the storage waits for the page to hydrate.
  whenPageIdle(() => {
    if (hasHeldLeads())
      void import('../../services/lead-outbox').then(({ watchHeldLeads }) => watchHeldLeads());
  });
}

/**
 * The page's own chunk (or React DOM) could not load, as on a phone that lost its signal: the prerendered page
 * stays, and works as it does without JavaScript (its buttons post to the server), and the page hydrates once the
 * browser is back online (the browser fetches a failed import afresh).
 */
function startWhenOnline() {
  start().catch(() => window.addEventListener('online', startWhenOnline, { once: true }));
}

startWhenOnline();

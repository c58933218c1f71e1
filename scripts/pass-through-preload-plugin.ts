import type { Plugin } from 'vite';

/** The module Vite wraps every dynamic `import()` of the client build in (its `__vitePreload`). */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * Vite's preload helper, reduced to calling the import it wraps. With `build.modulePreload: false` the helper is
 * handed no script to preload, only the stylesheets of the chunk it loads, and the site's client chunks import
 * none (the survey's CSS is read as text into its page: src/funnel/survey-flags-style.tsx). All the full helper
 * still did was wait a microtask and re-throw a failed import after a `vite:preloadError` event no one listens
 * to; it was 1.3 KB (about 0.9 gzipped in its chunk) of every page's first load. Should a client chunk ever
 * import a stylesheet, the build stops here instead of loading that chunk without its styles.
 */
export function passThroughPreload(): Plugin {
  return {
    name: 'pass-through-preload',
    apply: 'build',
    // Before Vite's own import analysis, which would otherwise load its full helper under this id.
    enforce: 'pre',
    load(id) {
      if (id === PRELOAD_HELPER_ID) return 'export const __vitePreload = (load) => load();';
      return null;
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const stylesheets = [...(output.viteMetadata?.importedCss ?? [])];
        if (stylesheets.length > 0) {
          this.error(
            `${output.fileName} imports ${stylesheets.join(', ')}: the pass-through preload helper ` +
              '(scripts/pass-through-preload-plugin.ts) would load it without them. Read the CSS with ?raw ' +
              'as src/funnel/survey-flags-style.tsx does, or drop the plugin.',
          );
        }
      }
    },
  };
}

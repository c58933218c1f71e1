import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import type { Rolldown } from 'vite';
import { defineConfig } from 'vitest/config';
// Data, not the module it is made from: Vite loads this file before any of our TypeScript (scripts/api-path-index.ts).
import apiPathIndex from './services/api/api-paths.generated.json' with { type: 'json' };
import { buildVersion } from './scripts/build-version';
import { passThroughPreload } from './scripts/pass-through-preload-plugin';

/** Where `npm run dev` serves the pages (Vite) and the API behind them; DEV_PORT and DEV_API_PORT move them. */
export const DEV_PORT = Number(process.env.DEV_PORT) || 3000;
export const DEV_API_PORT = Number(process.env.DEV_API_PORT) || 3001;

/** Every path of the API index goes to the API server; any other would be answered with the app's index.html. */
export const API_PROXY = { [apiPathIndex.pattern]: `http://127.0.0.1:${DEV_API_PORT}` };

/**
 * Only chunks this large carry the compile hint (React with React DOM, the survey page, the text checks' word
 * list): a small chunk's functions compile in a blink on their first call, and the hint's bytes in each of a
 * survey's fifteen first-load chunks were 0.4 KB of its 125 KB budget.
 */
const COMPILE_HINT_MIN_BYTES = 50_000;
const renderedBytes = (chunk: Rolldown.RenderedChunk) =>
  Object.values(chunk.modules).reduce((total, module) => total + module.renderedLength, 0);

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), passThroughPreload()],
  // The build the pages report with each consent tap (src/funnel/consent-view.ts).
  define: { __BUILD_VERSION__: JSON.stringify(buildVersion()) },
  resolve: {
    // @xstate/react reaches useSyncExternalStore through the package's shim for React 17 and older; React 19 has
    // it, and the shim's own copy would ship in every survey's first load.
    alias: [
      {
        find: 'use-sync-external-store/shim/with-selector',
        replacement: 'use-sync-external-store/with-selector',
      },
      { find: 'use-sync-external-store/shim', replacement: 'use-sync-external-store' },
    ],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // The prerenderer reads it to preload each page's own chunks.
    manifest: true,
    target: 'es2022',
    // No preload helper: a page asks for all of its first load's chunks itself after the first paint
    // (services/page-modules-script.ts), and what loads later loads when the page is idle. The helper cost every
    // survey about 1 KB gzipped, and a preload link per dependency of every later import, added on the main thread.
    // Vite still wraps each import() in it; passThroughPreload() makes that wrapper a plain call.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // React, React DOM and the scheduler in one chunk, which the entry loads with it. React DOM's module still
        // runs only when src/app/react-dom-client.ts asks for it, in a task of its own; a chunk of its own cost a
        // survey's first load 0.8 KB gzipped (a file more, and none of React's words shared) and its budget.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
        // V8's explicit compile hint: compile every function of a chunk while it streams in, off the main thread,
        // instead of each on its first call. Most of what a page loads first runs while it hydrates: with the hint
        // the main thread's script work after the first paint fell by a fifth, and the home page's blocking time
        // in Lighthouse's mobile run from up to 125 ms to under 25 (docs/benchmark-results.md, 2026-11-26).
        postBanner: (chunk) =>
          renderedBytes(chunk) >= COMPILE_HINT_MIN_BYTES ? '//# allFunctionsCalledOnLoad' : '',
      },
    },
  },
  server: {
    port: DEV_PORT,
    // In development the API runs beside Vite (scripts/dev.ts); every path of the API index is passed to it.
    proxy: API_PROXY,
  },
  ssr: {
    // The prerender bundle runs in Node once at build time; bundle everything so it needs nothing at runtime.
    noExternal: true,
  },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    // The service tests run real processes behind a proxy (npm run test:replicas, test/service/vitest.config.ts).
    exclude: ['test/e2e/**', 'test/service/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['test/setup.ts'],
    testTimeout: 20_000,
    // A suite's server and its fixtures start in a hook: on a loaded two-core machine that can take over 10 s.
    hookTimeout: 30_000,
    // Vitest's default is one worker fewer than the cores: one, on the two-core machines the suite runs on. Most of
    // a server test waits on sockets, the database and its child processes, so three at once finish sooner (175 s
    // with two, 157 s with three on the two-core machine).
    maxWorkers: 3,
    // The files share each worker's modules rather than loading them afresh: loading was over half the suite's
    // time (157 s isolated, 115 s shared). Nothing in a test may leave global state behind: stubbed globals and
    // fake timers are restored in the file's own hooks.
    isolate: false,
    // obscenity's ESM entry re-exports its CommonJS build in a way Vitest's module runner reads as empty.
    alias: [{ find: /^obscenity$/, replacement: createRequire(import.meta.url).resolve('obscenity') }],
  },
});

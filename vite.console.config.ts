import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import apiPathIndex from './services/api/api-paths.generated.json' with { type: 'json' };

/**
 * The operators' console (/admin) and its step preview (/admin/step-preview) are built on their own, after the
 * site, into the same folder: a separate build shares no chunk with the site, so the survey routes' first load is
 * byte for byte what it was without it. It writes no manifest, since the site's prerender reads the site's.
 */
export default defineConfig({
  // The step preview renders the survey's own step components, which are styled with Emotion's css prop.
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  // `vite --config vite.console.config.ts` serves console.html in development; its calls go to the API as the site's do.
  server: {
    proxy: { [apiPathIndex.pattern]: `http://127.0.0.1:${Number(process.env.DEV_API_PORT) || 3001}` },
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: false,
    sourcemap: false,
    manifest: false,
    target: 'es2022',
    rollupOptions: {
      input: { console: 'console.html', 'step-preview': 'step-preview.html' },
      output: {
        entryFileNames: 'assets/console-[hash].js',
        chunkFileNames: 'assets/console-[name]-[hash].js',
        assetFileNames: 'assets/console-[name]-[hash][extname]',
      },
    },
  },
});

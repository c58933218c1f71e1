/**
 * The yardstick for bench:vitals: the smallest React 19 page, built by Vite with the project's React and served
 * the way the site is (precompressed Brotli and gzip, by content negotiation), so the difference Lighthouse
 * measures is the site's own weight and requests. It renders a heading and a paragraph with createRoot.
 */
import fastifyStatic from '@fastify/static';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { precompressSite } from '../precompress';

const HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="A bare React page to compare with." />
    <title>Bare React page</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./main.tsx"></script>
  </body>
</html>
`;

const MAIN = `import { createRoot } from 'react-dom/client';

function Page() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '0 auto', padding: 16 }}>
      <h1>When did the accident happen?</h1>
      <p>Answer a few questions to see whether a lawyer can help with your claim.</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<Page />);
`;

export interface BarePageServer {
  url: string;
  close(): Promise<void>;
}

/** Builds the bare page (inside the repository, so it resolves the project's React) and serves it on `port`. */
export async function serveBareReactPage(port: number): Promise<BarePageServer> {
  // bench-results/ is ignored by git.
  const source = resolve('bench-results/bare-react/source');
  const out = resolve('bench-results/bare-react/dist');
  await rm(resolve('bench-results/bare-react'), { recursive: true, force: true });
  await mkdir(source, { recursive: true });
  await writeFile(join(source, 'index.html'), HTML);
  await writeFile(join(source, 'main.tsx'), MAIN);
  await build({
    root: source,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: out, emptyOutDir: true, target: 'es2022' },
  });
  await precompressSite(out);

  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, { root: out, preCompressed: true });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('vary', 'accept-encoding');
  });
  await app.listen({ port, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${port}/`, close: () => app.close() };
}

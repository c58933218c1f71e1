/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the built site, at the strongest
 * settings, so the server sends them by content negotiation (server/routes/pages.ts) and spends no CPU on them per
 * request. A copy that would not be smaller is not written; the server then sends the file as it is.
 * Runs last in `npm run build`, after the prerenderer has written the pages.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The text types the site serves; images other than SVG are compressed already. */
const PRECOMPRESSED_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && PRECOMPRESSED_EXTENSIONS.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
}

async function precompress(file: string): Promise<{ plain: number; brotli: number; gzip: number }> {
  const plain = await readFile(file);
  const [brotli, gzipped] = await Promise.all([
    compressBrotli(plain, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    }),
    compressGzip(plain, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const writes: Promise<void>[] = [];
  if (brotli.length < plain.length) writes.push(writeFile(`${file}.br`, brotli));
  if (gzipped.length < plain.length) writes.push(writeFile(`${file}.gz`, gzipped));
  await Promise.all(writes);
  return { plain: plain.length, brotli: brotli.length, gzip: gzipped.length };
}

export interface PrecompressTotals {
  files: number;
  plain: number;
  brotli: number;
  gzip: number;
}

/** Precompresses every text file under the folder; returns the bytes before and after. */
export async function precompressSite(folder: string): Promise<PrecompressTotals> {
  const files = await filesUnder(folder);
  let totals = { plain: 0, brotli: 0, gzip: 0 };
  for (const file of files) {
    const sizes = await precompress(file);
    totals = {
      plain: totals.plain + sizes.plain,
      brotli: totals.brotli + Math.min(sizes.brotli, sizes.plain),
      gzip: totals.gzip + Math.min(sizes.gzip, sizes.plain),
    };
  }
  return { files: files.length, ...totals };
}

async function main() {
  const clientDir = resolve(process.argv[2] ?? 'dist/client');
  const totals = await precompressSite(clientDir);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `precompressed ${totals.files} files in ${relative(process.cwd(), clientDir)}: ` +
      `${kb(totals.plain)} plain, ${kb(totals.brotli)} Brotli, ${kb(totals.gzip)} gzip`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

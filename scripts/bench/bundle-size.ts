/**
 * The JavaScript each prerendered page loads before the visitor's first tap, gzipped: the entry, its static
 * imports and the page's preloaded chunks. Budget (DESIGN.md section 10): a survey route ships at most 125 KB.
 * Run after `npm run build`: `npm run bench`.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const CLIENT = 'dist/client';
const SURVEY_BUDGET_KB = 125;

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(path);
      return entry.name.endsWith('.html') ? [path] : [];
    }),
  );
  return nested.flat();
}

export async function firstLoadKb(htmlFile: string): Promise<{ page: string; kb: number; files: number }> {
  const html = await readFile(htmlFile, 'utf8');
  const scripts = new Set(
    [
      ...html.matchAll(
        /<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g,
      ),
    ].map((match) => match[1]!),
  );
  let bytes = 0;
  for (const script of scripts) bytes += gzipSync(await readFile(join(CLIENT, script)), { level: 9 }).length;
  const page = '/' + relative(CLIENT, htmlFile).replace(/index\.html$/, '');
  return { page, kb: Math.round((bytes / 1024) * 10) / 10, files: scripts.size };
}

async function main() {
  const rows = await Promise.all((await htmlFiles(CLIENT)).map(firstLoadKb));
  rows.sort((a, b) => a.page.localeCompare(b.page));
  console.log('page'.padEnd(28), 'gzipped JS before first tap'.padEnd(28), 'files');
  for (const row of rows) {
    const flag =
      row.page.startsWith('/survey/') && row.kb > SURVEY_BUDGET_KB
        ? `  over the ${SURVEY_BUDGET_KB} KB budget`
        : '';
    console.log(row.page.padEnd(28), `${row.kb} KB`.padEnd(28), row.files, flag);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

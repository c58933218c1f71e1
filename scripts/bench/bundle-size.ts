/**
 * The JavaScript each prerendered page loads before the visitor's first tap, gzipped: the entry, its static
 * imports and the page's preloaded chunks. Budget (docs/design.md, "Budgets"): a survey route ships at most
 * 125 KB. Run after `npm run build`: `npm run bench`.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PAGE_MODULES_ELEMENT_ID } from '../../services/page-modules-script';

const CLIENT = 'dist/client';
const SURVEY_BUDGET_KB = 125;

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry): Promise<string[]> => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(path);
      return entry.name.endsWith('.html') ? [path] : [];
    }),
  );
  return nested.flat();
}

export async function firstLoadKb(htmlFile: string): Promise<{ page: string; kb: number; files: number }> {
  const html = await readFile(htmlFile, 'utf8');
  // The page lists its modules for services/page-modules-script.ts, which asks for all of them after first
  // paint.
  const listed = new RegExp(
    `<script type="application/json" id="${PAGE_MODULES_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html)?.[1];
  const scripts = new Set((JSON.parse(listed ?? '[]') as string[]).map((path) => path.replace(/^\//, '')));
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

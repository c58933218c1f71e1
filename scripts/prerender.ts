/**
 * Renders every page to HTML after `vite build`: the first question of each survey and the content of every
 * page are in the HTML itself, so they paint before any script runs.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { EARLY_INPUT_SCRIPT } from '../services/early-input-script';
import { PAGE_MODULES_ELEMENT_ID, PAGE_MODULES_SCRIPT } from '../services/page-modules-script';
import { SPANISH_PAGE_FILE } from '../services/spanish-page';
import {
  holdFirstPaintForHeader,
  SURVEY_FORM_SHELL_FILE,
  type SurveyFormShell,
} from '../services/survey-form-shell';
import type { PageMeta } from '../src/app/page-meta';
import type * as PrerenderEntry from '../src/app/prerender-entry';
import { SITE_CONFIG_ELEMENT_ID } from '../src/ui/site-config';
import { languageAlternates } from './language-alternates';
import { BUILT_SITE_URL, siteConfigFromEnv } from './site-env';
import { robotsTxt, sitemapXml, structuredData } from './structured-data';

type PrerenderModule = typeof PrerenderEntry;

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

const clientDir = resolve('dist/client');
const ssrDir = resolve('dist/ssr');
const ssrEntry = join(ssrDir, 'prerender-entry.js');

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** JSON that cannot close the script element it sits in. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/** The browser entry imports React DOM lazily (src/app/react-dom-client.ts); every page needs it at once. */
const REACT_DOM_MODULE = 'src/app/react-dom-client.ts';

function chunkFiles(manifest: Record<string, ManifestChunk>, modules: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) {
    if (!manifest[module])
      throw new Error(`No chunk for ${module}: is it still imported lazily by src/app/routes.tsx?`);
    visit(module);
  }
  return [...files];
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="\/([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="\/([^"]+)">/g;

/**
 * Vite's entry script and its preload links, taken out of the template: the page asks for them after its first
 * paint (services/page-modules-script.ts). Answers the template without them, the entry and its chunks.
 */
function withoutModuleTags(template: string): { template: string; entry: string; entryChunks: string[] } {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('No entry <script type="module"> in the built index.html');
  const entryChunks = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  return { template: template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''), entry, entryChunks };
}

function outputFile(path: string): string {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return clean === '' ? join(clientDir, 'index.html') : join(clientDir, clean, 'index.html');
}

/** A page's Spanish version sits beside it (server/routes/pages.ts sends it for lang=es). */
function spanishFile(file: string): string {
  return file.replace(/index\.html$/, SPANISH_PAGE_FILE);
}

async function main() {
  const { renderPage, PRERENDER_PATHS, NOT_FOUND_PATH } = (await import(
    pathToFileURL(ssrEntry).href
  )) as PrerenderModule;
  const { template, entry, entryChunks } = withoutModuleTags(
    await readFile(join(clientDir, 'index.html'), 'utf8'),
  );
  const manifest = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const site = siteConfigFromEnv();
  const siteUrl = BUILT_SITE_URL;

  const pages = [
    ...PRERENDER_PATHS.map((path) => ({ path, file: outputFile(path), spanish: false })),
    { path: NOT_FOUND_PATH, file: join(clientDir, '404.html'), spanish: false },
  ];
  const indexable: string[] = [];
  for (const { path, file, spanish } of pages) {
    const page = await renderPage(path, site, { spanish });
    if (!spanish && page.meta.spanish) pages.push({ path, file: spanishFile(file), spanish: true });
    const meta: PageMeta = page.meta;
    const title = meta.title.replaceAll('{site}', site.name);
    const canonical = `${siteUrl}${path === NOT_FOUND_PATH ? '/' : path}`;
    const head = [
      `<script>${EARLY_INPUT_SCRIPT}</script>`,
      `<title>${escapeHtml(title)}</title>`,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
      `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
      // The thank-you pages' Spanish copies (index.es.html) are noindex: only the documents' /es/ twins pair up.
      ...(spanish
        ? []
        : languageAlternates(path, siteUrl).map(
            ({ hreflang, href }) =>
              `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
          )),
      `<meta property="og:type" content="website" />`,
      `<meta property="og:title" content="${escapeHtml(title)}" />`,
      `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
      `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
      `<meta property="og:site_name" content="${escapeHtml(site.name)}" />`,
      meta.noindex ? '<meta name="robots" content="noindex" />' : '',
      ...structuredData(meta, site, siteUrl).map(
        (data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`,
      ),
      page.styles,
      holdFirstPaintForHeader(page.html),
    ]
      .filter(Boolean)
      .join('\n    ');
    const modules = [
      ...new Set([entry, ...entryChunks, ...chunkFiles(manifest, [REACT_DOM_MODULE, ...meta.modules])]),
    ].map((file) => `/${file}`);
    const html = template
      .replace('<html lang="en">', `<html lang="${meta.language}">`)
      .replace('<!--app-head-->', head)
      .replace('<!--app-html-->', page.html)
      .replace(
        '<!--app-data-->',
        [
          `<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">${scriptSafeJson(site)}</script>`,
          `<script type="application/json" id="${PAGE_MODULES_ELEMENT_ID}">${scriptSafeJson(modules)}</script>`,
          `<script>${PAGE_MODULES_SCRIPT}</script>`,
        ].join('\n    '),
      );
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
    console.log(`prerendered ${path}${spanish ? ' (es)' : ''}`);
    if (!spanish && !meta.noindex && path !== NOT_FOUND_PATH) indexable.push(path);
  }
  // A visitor whose form posts reach the server goes on without scripts: the shell of its pages has none.
  const shell: SurveyFormShell = { template: template.replace('<!--app-data-->', ''), site: { ...site } };
  await writeFile(join(ssrDir, SURVEY_FORM_SHELL_FILE), JSON.stringify(shell));
  await writeFile(join(clientDir, 'sitemap.xml'), sitemapXml(indexable, siteUrl));
  await writeFile(join(clientDir, 'robots.txt'), robotsTxt(siteUrl));
  console.log(`wrote sitemap.xml (${indexable.length} pages) and robots.txt`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

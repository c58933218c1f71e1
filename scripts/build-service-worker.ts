/**
 * Builds the service worker (src/service-worker/lead-outbox-worker.ts) into `dist/client/sw.js`, with its precache
 * list written in: every thank-you page, the scripts each loads (the list its prerendered HTML carries) and the
 * HTTP client a held lead is re-sent with. Runs after the prerenderer, which writes those pages; Workbox's Vite
 * plugin would run before them, so the list is made here and the worker bundled with esbuild.
 */
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SERVICE_WORKER_URL } from '../services/service-worker-messages';
import { PAGE_MODULES_ELEMENT_ID } from '../services/page-modules-script';
import { THANK_YOU_PAGES } from '../variants/routes/route-table';

const CLIENT = 'dist/client';
/** Loaded by a thank-you page only when it has a lead to send again. */
const RESEND_MODULES = ['services/http-send.ts'];

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type ViteManifest = Record<string, ManifestChunk>;

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

function revisionOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** The site's own images and icons a page shows (`/images/…`, `/favicon.svg`), so it looks whole offline. */
export function pageImages(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="(\/(?:images\/[^"?#]+|favicon\.svg))"/g)].map((match) => match[1]!);
}

/** The module URLs a prerendered page lists for its first load. */
export function pageModules(html: string): string[] {
  const element = new RegExp(`<script[^>]*id="${PAGE_MODULES_ELEMENT_ID}"[^>]*>([^<]*)</script>`).exec(html);
  return element ? (JSON.parse(element[1]!) as string[]) : [];
}

function withImports(manifest: ViteManifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(`/${chunk.file}`)) return;
  into.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, into);
}

export async function precacheEntries(client = CLIENT): Promise<PrecacheEntry[]> {
  const manifest = JSON.parse(await readFile(join(client, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const pages: PrecacheEntry[] = [];
  const assets = new Set<string>();
  const images = new Set<string>();
  for (const page of THANK_YOU_PAGES) {
    // Precached by the address the server answers it at, not by its file name (which it does not serve).
    const html = await readFile(join(client, page, 'index.html'), 'utf8');
    pages.push({ url: page, revision: revisionOf(html) });
    for (const module of pageModules(html)) assets.add(module);
    for (const image of pageImages(html)) images.add(image);
  }
  for (const module of RESEND_MODULES) withImports(manifest, module, assets);
  // Built files carry their content hash in their names: the name is the revision. Images keep their names.
  const imageEntries = await Promise.all(
    [...images]
      .sort()
      .map(async (url) => ({ url, revision: revisionOf(await readFile(join(client, url), 'utf8')) })),
  );
  return [...pages, ...imageEntries, ...[...assets].sort().map((url) => ({ url, revision: null }))];
}

async function main(): Promise<void> {
  const entries = await precacheEntries();
  await build({
    entryPoints: ['src/service-worker/lead-outbox-worker.ts'],
    outfile: join(CLIENT, SERVICE_WORKER_URL),
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    legalComments: 'none',
    define: {
      'self.__WB_MANIFEST': JSON.stringify(entries),
      'process.env.NODE_ENV': '"production"',
    },
  });
  console.log(`service worker: ${SERVICE_WORKER_URL}, ${entries.length} files precached`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

import { stat, readFile } from 'node:fs/promises';
import { extname, relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SERVICE_WORKER_URL } from '../../services/service-worker-messages';
import { asksForSpanish, SPANISH_PAGE_FILE } from '../../services/spanish-page';
import { isApiPath } from '../api-paths';
import { carriesGpc } from '../privacy-signal';
import { createGpcPages } from '../site-pages/gpc-pages';
import type { SiteStamp } from '../site-pages/site-stamp';

/**
 * The prerendered site. Each page is `<STATIC_DIR>/<path>/index.html`, revalidated on every visit so a deploy
 * shows at once; build assets carry a content hash in their name, so they are cached for good.
 * Every file is sent as the Brotli or gzip copy the build wrote beside it (scripts/precompress.ts) when the
 * browser accepts one, so no page or script costs compression CPU per request; every answer says it varies
 * with Accept-Encoding, so a cache in between keeps the copies apart. A page that shows Global Privacy Control's
 * notice (the Do-Not-Sell and thank-you pages) is sent with the notice shown to a request carrying `Sec-GPC: 1`,
 * and says it varies with Sec-GPC too (server/site-pages/gpc-pages.ts).
 */

export interface PagesOptions {
  staticDir: string;
  /** The operator's contact details over the built placeholders; absent where the built pages are sent as they are. */
  stamp?: SiteStamp;
}

/** The root files that name the site's address. */
const STAMPED_ROOT_FILES = new Set(['sitemap.xml', 'robots.txt']);

const HTML = 'text/html; charset=utf-8';
const NO_CACHE = 'no-cache';
const ASSET_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
const ROOT_FILE_MAX_AGE_MS = 60 * 60 * 1000;
const SERVICE_WORKER_FILE = SERVICE_WORKER_URL.slice(1);
/** The site's own images keep their names across deploys, so they are cached for a day, not for good. */
const IMAGE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const DEFAULT_NOT_FOUND_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Page not found</title></head>
<body><h1>Page not found</h1><p><a href="/">Go to the home page</a></p></body>
</html>
`;

/** The path's segments, decoded; undefined for anything that could leave the folder or is not a plain name. */
function safeSegments(url: string): string[] | undefined {
  const rawPath = url.split(/[?#]/, 1)[0] ?? '/';
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  const segments = path.split('/').filter((segment) => segment !== '');
  const unsafe = segments.some(
    (segment) => segment === '.' || segment === '..' || /[\\\0]/.test(segment) || segment.startsWith('.'),
  );
  return unsafe ? undefined : segments;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

function inside(root: string, path: string): boolean {
  return path.startsWith(root + sep);
}

/**
 * `/` → index.html; `/survey/v4nv` and `/survey/v4nv/` → survey/v4nv/index.html; with lang=es in the query, the
 * page's Spanish version (index.es.html) where it has one.
 */
export async function findPageFile(staticDir: string, url: string): Promise<string | undefined> {
  const segments = safeSegments(url);
  if (!segments) return undefined;
  if (asksForSpanish(url)) {
    const spanish = resolve(staticDir, ...segments, SPANISH_PAGE_FILE);
    if (inside(staticDir, spanish) && (await isFile(spanish))) return spanish;
  }
  const file = resolve(staticDir, ...segments, 'index.html');
  return inside(staticDir, file) && (await isFile(file)) ? file : undefined;
}

/** A file in the site's root that is not a page, such as favicon.svg or robots.txt. */
async function findRootFile(staticDir: string, url: string): Promise<string | undefined> {
  const segments = safeSegments(url);
  const name = segments?.length === 1 ? segments[0] : undefined;
  if (!name || url.split('?', 1)[0]?.endsWith('/') || extname(name) === '.html') return undefined;
  return (await isFile(resolve(staticDir, name))) ? name : undefined;
}

async function readIfExists(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return undefined;
  }
}

export async function sendNotFoundPage(
  reply: FastifyReply,
  staticDir: string,
  stamp?: SiteStamp,
): Promise<FastifyReply> {
  const built = await readIfExists(resolve(staticDir, '404.html'));
  const page = built === undefined ? DEFAULT_NOT_FOUND_PAGE : (stamp?.text(built) ?? built);
  return reply.code(404).header('content-type', HTML).header('cache-control', NO_CACHE).send(page);
}

export async function pagesRoutes(app: FastifyInstance, options: PagesOptions): Promise<void> {
  const staticDir = resolve(options.staticDir);
  const { stamp } = options;
  const gpcPages = createGpcPages(staticDir, stamp);
  // Only sendFile is used, with the folder passed on each call: the routes below decide what is served and how
  // long it may be cached, and a missing folder (no build yet) is not an error.
  await app.register(fastifyStatic, { serve: false, preCompressed: true });
  // @fastify/static picks the copy by Accept-Encoding but does not say so; @fastify/compress (app.ts) then sees
  // the header and does not repeat it on what it compresses itself.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('vary', 'accept-encoding');
  });
  if (!(await isDirectory(staticDir))) {
    app.log.warn({ staticDir }, 'STATIC_DIR does not exist: pages answer 404 until the site is built');
  }

  app.get('/assets/*', async (request, reply) => {
    const segments = safeSegments(request.url);
    if (!segments || segments.length < 2 || request.url.split('?', 1)[0]?.endsWith('/')) {
      return sendNotFoundPage(reply, staticDir, stamp);
    }
    return reply.sendFile(segments.join('/'), staticDir, { immutable: true, maxAge: ASSET_MAX_AGE_MS });
  });

  app.get('/images/*', async (request, reply) => {
    const segments = safeSegments(request.url);
    if (!segments || segments.length < 2 || request.url.split('?', 1)[0]?.endsWith('/')) {
      return sendNotFoundPage(reply, staticDir, stamp);
    }
    return reply.sendFile(segments.join('/'), staticDir, { maxAge: IMAGE_MAX_AGE_MS });
  });

  app.get('/*', async (request, reply) => {
    if (isApiPath(request.url)) return reply.callNotFound();
    const page = await findPageFile(staticDir, request.url);
    if (page) {
      const file = relative(staticDir, page);
      if (await gpcPages.showsNotice(file)) {
        reply.header('vary', 'accept-encoding, sec-gpc');
        if (carriesGpc(request.headers)) return gpcPages.send(request, reply, file, NO_CACHE);
      }
      // send's own Cache-Control is a max-age; a page is revalidated instead (its ETag makes that cheap).
      if (stamp) return stamp.send(request, reply, file, NO_CACHE);
      reply.header('cache-control', NO_CACHE);
      return reply.sendFile(file, staticDir, { cacheControl: false });
    }
    const rootFile = await findRootFile(staticDir, request.url);
    // The service worker is checked on every visit, so a deploy's worker (and its precache list) takes over at once.
    if (rootFile === SERVICE_WORKER_FILE) {
      reply.header('cache-control', NO_CACHE);
      return reply.sendFile(rootFile, staticDir, { cacheControl: false });
    }
    if (rootFile && stamp && STAMPED_ROOT_FILES.has(rootFile)) {
      return stamp.send(request, reply, rootFile, `public, max-age=${ROOT_FILE_MAX_AGE_MS / 1000}`);
    }
    if (rootFile) return reply.sendFile(rootFile, staticDir, { maxAge: ROOT_FILE_MAX_AGE_MS });
    return sendNotFoundPage(reply, staticDir, stamp);
  });
}

import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GPC_ATTRIBUTE, GPC_NOTICE_ATTRIBUTE } from '../../services/gpc-notice-script';
import { compressText, sendCompressed, type CompressedText } from './compressed-text';
import type { SiteStamp } from './site-stamp';

/**
 * The pages that show Global Privacy Control's notice (services/gpc-notice-script.ts), as a browser with the
 * signal on gets them: `<html>` carries the attribute that shows the notice, so it shows without JavaScript. Only
 * a page whose HTML holds a notice differs, and only its answer varies with Sec-GPC. Each page is read once (the
 * same assumption as the stamp's: a deploy restarts the server) and its GPC copy made and compressed on its first
 * request with the signal, then kept; every other page is sent as it was before.
 */
export interface GpcPages {
  /** Whether a page (a path inside the static folder) shows the notice, so its answer varies with Sec-GPC. */
  showsNotice(file: string): Promise<boolean>;
  /** Sends a page that shows the notice as a browser with the signal on is to see it. */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    file: string,
    cacheControl: string,
  ): Promise<FastifyReply>;
}

const HTML = 'text/html; charset=utf-8';
const HTML_TAG = /<html(?=[\s>])/i;

/** The page with the notice shown: the attribute on its `<html>`; undefined for a page without a notice. */
export function pageUnderGpc(html: string): string | undefined {
  if (!html.includes(GPC_NOTICE_ATTRIBUTE) || !HTML_TAG.test(html)) return undefined;
  return html.replace(HTML_TAG, `<html ${GPC_ATTRIBUTE}=""`);
}

export function createGpcPages(staticDir: string, stamp: SiteStamp | undefined): GpcPages {
  const root = resolve(staticDir);
  const pages = new Map<string, Promise<string | undefined>>();
  const copies = new Map<string, Promise<CompressedText>>();

  function underGpc(file: string): Promise<string | undefined> {
    let found = pages.get(file);
    if (!found) {
      found = readFile(resolve(root, file), 'utf8').then((built) =>
        pageUnderGpc(stamp ? stamp.text(built) : built),
      );
      // A page that cannot be read now (a deploy replacing the folder) is read again on the next request.
      found.catch(() => pages.delete(file));
      pages.set(file, found);
    }
    return found;
  }

  return {
    async showsNotice(file) {
      return (await underGpc(file).catch(() => undefined)) !== undefined;
    },
    async send(request, reply, file, cacheControl) {
      let copy = copies.get(file);
      if (!copy) {
        copy = underGpc(file).then((page) => {
          if (page === undefined) throw new Error(`${file} shows no Global Privacy Control notice`);
          return compressText(page);
        });
        copy.catch(() => copies.delete(file));
        copies.set(file, copy);
      }
      return sendCompressed(request, reply, await copy, { contentType: HTML, cacheControl });
    },
  };
}

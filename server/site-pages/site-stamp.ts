import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  PLACEHOLDER_SITE_CONTACT,
  restampSiteContact,
  sameContact,
  type SiteContact,
} from '../../guards/site-contact';

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * The operator's contact details written over the placeholders the pages were built with, as the server starts
 * (guards/site-contact.ts says why). Only the files that carry them are rewritten (the pages, the sitemap and
 * robots.txt); each is read, rewritten and compressed once, on its first request, and kept: a visit costs no
 * compression CPU, as with the build's own compressed copies. Where the operator's details are the placeholders
 * (`npm start` as it comes), there is nothing to write and the build's files are sent as they are.
 */
export interface SiteStamp {
  /** A text of the built site with the operator's details. */
  text(built: string): string;
  /** Sends a file of the static folder (a path inside it), rewritten, in the encoding the browser accepts. */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    file: string,
    cacheControl: string,
  ): Promise<FastifyReply>;
}

interface StampedFile {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  xml: 'application/xml',
  txt: 'text/plain; charset=utf-8',
};

function contentTypeOf(file: string): string {
  return CONTENT_TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream';
}

/** The encoding to send: Brotli, then gzip, where the browser accepts it (an explicit q=0 refuses). */
function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

export function createSiteStamp(staticDir: string, contact: SiteContact): SiteStamp | undefined {
  if (sameContact(contact, PLACEHOLDER_SITE_CONTACT)) return undefined;
  const root = resolve(staticDir);
  const text = (built: string) => restampSiteContact(built, PLACEHOLDER_SITE_CONTACT, contact);
  const files = new Map<string, Promise<StampedFile>>();

  const stamped = (file: string): Promise<StampedFile> => {
    let found = files.get(file);
    if (!found) {
      found = (async () => {
        const identity = Buffer.from(text(await readFile(resolve(root, file), 'utf8')));
        const [br, gzipped] = await Promise.all([
          compressBrotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          compressGzip(identity, { level: 9 }),
        ]);
        const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
        return { identity, br, gzip: gzipped, etag };
      })();
      // A file that cannot be read now (a deploy replacing the folder) is read again on the next request.
      found.catch(() => files.delete(file));
      files.set(file, found);
    }
    return found;
  };

  return {
    text,
    async send(request, reply, file, cacheControl) {
      const { identity, br, gzip: gzipped, etag } = await stamped(file);
      reply
        .header('content-type', contentTypeOf(file))
        .header('cache-control', cacheControl)
        .header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const encoding = encodingFor(request.headers['accept-encoding']);
      if (encoding === 'identity') return reply.send(identity);
      // Said before sending, so the compression plugin leaves the body as it is.
      reply.header('content-encoding', encoding);
      return reply.send(encoding === 'br' ? br : gzipped);
    },
  };
}

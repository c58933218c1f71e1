import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  PLACEHOLDER_SITE_CONTACT,
  restampSiteContact,
  sameContact,
  type SiteContact,
} from '../../guards/site-contact';
import { compressText, sendCompressed, type CompressedText } from './compressed-text';

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

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  xml: 'application/xml',
  txt: 'text/plain; charset=utf-8',
};

function contentTypeOf(file: string): string {
  return CONTENT_TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream';
}

export function createSiteStamp(staticDir: string, contact: SiteContact): SiteStamp | undefined {
  if (sameContact(contact, PLACEHOLDER_SITE_CONTACT)) return undefined;
  const root = resolve(staticDir);
  const text = (built: string) => restampSiteContact(built, PLACEHOLDER_SITE_CONTACT, contact);
  const files = new Map<string, Promise<CompressedText>>();

  const stamped = (file: string): Promise<CompressedText> => {
    let found = files.get(file);
    if (!found) {
      found = readFile(resolve(root, file), 'utf8').then((built) => compressText(text(built)));
      // A file that cannot be read now (a deploy replacing the folder) is read again on the next request.
      found.catch(() => files.delete(file));
      files.set(file, found);
    }
    return found;
  };

  return {
    text,
    async send(request, reply, file, cacheControl) {
      return sendCompressed(request, reply, await stamped(file), {
        contentType: contentTypeOf(file),
        cacheControl,
      });
    },
  };
}

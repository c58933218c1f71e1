import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * A text the server made from a built file (the operator's details stamped in, a page as a browser with Global
 * Privacy Control on sees it), compressed once when it is made and kept: sending it costs no compression CPU,
 * as with the build's own compressed copies.
 */
export interface CompressedText {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

export async function compressText(text: string): Promise<CompressedText> {
  const identity = Buffer.from(text);
  const [br, gzipped] = await Promise.all([
    compressBrotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    compressGzip(identity, { level: 9 }),
  ]);
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return { identity, br, gzip: gzipped, etag };
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

/** Sends the text in the encoding the browser accepts, with its ETag (a 304 when the browser has it). */
export function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  { identity, br, gzip: gzipped, etag }: CompressedText,
  headers: { contentType: string; cacheControl: string },
): FastifyReply {
  reply
    .header('content-type', headers.contentType)
    .header('cache-control', headers.cacheControl)
    .header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const encoding = encodingFor(request.headers['accept-encoding']);
  if (encoding === 'identity') return reply.send(identity);
  // Said before sending, so the compression plugin leaves the body as it is.
  reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? br : gzipped);
}

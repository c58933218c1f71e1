import { createHash } from 'node:crypto';
import fastifyPlugin from 'fastify-plugin';
import helmet from 'helmet';
import { EARLY_INPUT_SCRIPT } from '../../services/early-input-script';
import { PAGE_FLAGS_SCRIPT } from '../../services/page-flags-script';
import { THANK_YOU_SCRIPT } from '../../services/thank-you-script';
import { GPC_NOTICE_SCRIPT } from '../../services/gpc-notice-script';
import { PAGE_MODULES_SCRIPT } from '../../services/page-modules-script';
import { leadProofOrigins } from '../config';
import type { ServerContext } from './server-context';

/** Where the video gallery's players come from, once the visitor presses play. */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** No page uses a camera, microphone, location or payment: a third-party frame may not ask for them either. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()';

/** The inline scripts of the prerendered pages, allowed by their hashes: the early-input script, first in the
 * head; the one that asks for the page's modules after its first paint, last in the body; and the survey's
 * flags script, first in its root; the thank-you pages' result script, first in their result area; and the
 * Global Privacy Control notice's script, just before the notice. */
const INLINE_SCRIPT_SOURCES = [
  EARLY_INPUT_SCRIPT,
  PAGE_MODULES_SCRIPT,
  PAGE_FLAGS_SCRIPT,
  THANK_YOU_SCRIPT,
  GPC_NOTICE_SCRIPT,
].map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);

/**
 * The policy with the configured consent-proof and click-tracking vendors' origins (LEAD_PROOF settings):
 * each may run its script, call home, draw its pixel and frame, and no other origin may.
 */
export function contentSecurityPolicy(vendorOrigins: readonly string[]) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...INLINE_SCRIPT_SOURCES, ...vendorOrigins],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...vendorOrigins],
    connectSrc: ["'self'", ...vendorOrigins],
    fontSrc: ["'self'"],
    frameSrc: ["'self'", VIDEO_EMBED_ORIGIN, ...vendorOrigins],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

type HeaderWork = { set: [name: string, value: string | string[]] } | { remove: string };

/**
 * What a middleware that writes the same headers on every answer does to an answer, read once by running it on a
 * stand-in: its headers set and removed, in order.
 */
function headerWorkOf(
  middleware: (request: never, response: never, next: (error?: unknown) => void) => void,
): HeaderWork[] {
  const work: HeaderWork[] = [];
  const response = {
    setHeader: (name: string, value: string | string[]) => work.push({ set: [name, value] }),
    removeHeader: (name: string) => work.push({ remove: name }),
  };
  let failure: unknown;
  middleware({ headers: {} } as never, response as never, (error) => (failure = error));
  if (failure !== undefined)
    throw failure instanceof Error ? failure : new Error('helmet refused its options');
  return work;
}

/**
 * What only a document a browser renders reads: its content security policy (its scripts, styles, frames), the
 * permissions policy, and helmet's headers for a page's window and its downloads. An answer in JSON is data, never
 * rendered: these are a kilobyte of header on every API answer to a phone, and none of them does anything there.
 */
const DOCUMENT_HEADERS: ReadonlySet<string> = new Set([
  'content-security-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

/**
 * A JSON answer's own policy (OWASP's for REST answers): should a browser be made to open one as a page, it loads
 * nothing and no one may frame it.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

function isJson(contentType: unknown): boolean {
  if (typeof contentType !== 'string') return false;
  const type = contentType.split(';', 1)[0]!.trim().toLowerCase();
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

function headerName(step: HeaderWork): string {
  return ('set' in step ? step.set[0] : step.remove).toLowerCase();
}

function apply(
  answer: { setHeader(name: string, value: string | string[]): unknown; removeHeader(name: string): void },
  work: readonly HeaderWork[],
) {
  for (const step of work) {
    if ('set' in step) answer.setHeader(step.set[0], step.set[1]);
    else answer.removeHeader(step.remove);
  }
}

/**
 * The security headers. Every answer gets those that hold whatever it is (no sniffing its type, no framing, HTTPS
 * only, no referrer, no cross-origin reads); a document (anything not JSON: pages, their 404s, the receipts' HTML,
 * drawings, files) gets the content security policy, the permissions policy and helmet's other headers too, and a
 * JSON answer a policy of its own that allows nothing. Which it is, its content type says, once the route has
 * answered. The headers are the same on every answer of a kind (no directive depends on the request), so helmet
 * runs once, at start, and each answer gets what it wrote: run on each request, helmet joined the policy's text
 * again every time, about 2% of a lead's time.
 */
export const securityHeaders = fastifyPlugin<ServerContext>(
  async (app, { config }) => {
    const work: HeaderWork[] = [
      { set: ['permissions-policy', PERMISSIONS_POLICY] },
      ...headerWorkOf(
        helmet({
          // Exactly these directives: helmet's defaults add upgrade-insecure-requests, which breaks plain-HTTP
          // setups.
          contentSecurityPolicy: {
            useDefaults: false,
            directives: contentSecurityPolicy(leadProofOrigins(config.leadProof)),
          },
          // The same rule as frame-ancestors 'none', for browsers that only read the older header.
          xFrameOptions: { action: 'deny' },
        }),
      ),
    ];
    const everyAnswer = work.filter((step) => !DOCUMENT_HEADERS.has(headerName(step)));
    const documentOnly = work.filter((step) => DOCUMENT_HEADERS.has(headerName(step)));
    const jsonOnly: HeaderWork[] = [{ set: ['content-security-policy', API_CONTENT_SECURITY_POLICY] }];
    app.addHook('onRequest', (_request, reply, done) => {
      apply(reply.raw, everyAnswer);
      done();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      apply(reply.raw, isJson(reply.getHeader('content-type')) ? jsonOnly : documentOnly);
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);

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

/**
 * The content security policy, the permissions policy and helmet's other headers on every answer. The headers
 * are the same on every answer, so helmet is built once here; its Fastify plugin rebuilt it (and re-parsed the
 * policy) on every request, some 20 µs of CPU each.
 */
export const securityHeaders = fastifyPlugin<ServerContext>(
  async (app, { config }) => {
    const applySecurityHeaders = helmet({
      // Exactly these directives: helmet's defaults add upgrade-insecure-requests, which breaks plain-HTTP
      // setups.
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy(leadProofOrigins(config.leadProof)),
      },
      // The same rule as frame-ancestors 'none', for browsers that only read the older header.
      xFrameOptions: { action: 'deny' },
    });
    app.addHook('onRequest', (request, reply, done) => {
      reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
      applySecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
  },
  { name: 'security-headers' },
);

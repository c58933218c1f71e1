import { SPANISH_DOCUMENT_PATHS } from '../../variants/routes/spanish-documents';

/**
 * The marketing site's paths (the spec's site table with its sub-pages). Only the paths live in the entry chunk;
 * each page's component, words and preloads come from site-routes.tsx when it is loaded.
 */
export const SITE_PATHS = [
  '/',
  '/about-us/',
  '/contact/',
  '/sponsors/',
  '/privacy-policy/',
  '/terms-of-use/',
  '/do-not-sell-my-information/',
  '/revoke-consent/',
  '/car-accident-lawsuits/',
  '/car-accident-lawsuits/timeline/',
  '/car-accident-lawsuits/settlements/',
  '/car-accident-lawsuits/filing-claim/',
  '/car-accident-lawsuits/elements-that-make-up-auto-accidents/',
  '/car-accident-lawsuits/faqs/',
  '/car-accident-laws/',
  '/car-accident-laws/texas/',
  '/car-accident-laws/california/',
  '/video-gallery/',
] as const;

/**
 * The site's documents in Spanish (variants/routes/spanish-documents.ts), each the twin of an English page above: what a
 * Spanish funnel's footer and consent link to. Rendered with `<html lang="es">`.
 */
export const SPANISH_SITE_PATHS: readonly string[] = SPANISH_DOCUMENT_PATHS;

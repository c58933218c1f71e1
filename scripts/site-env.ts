import { z } from 'zod';
import { documentedVariables, environmentError, variable } from '../server/env-variable';
import type { SiteConfig } from '../src/ui/site-config';
import { DEFAULT_SITE_CONFIG } from '../src/ui/site-config';
import { PLACEHOLDER_SITE_CONTACT } from '../guards/site-contact';

/**
 * The pages' build-time settings, as one zod schema: read when `npm run build` prerenders, and documented in
 * docs/configuration.md's table of page settings, which is generated from these descriptions (`npm run
 * docs:config`). The site's contact details and partner offer are not among them: the pages are built with
 * placeholders the server replaces when it starts (server/settings/site-contact.ts).
 */
export const SITE_ENVIRONMENT = z.object({
  SITE_NAME: variable(
    DEFAULT_SITE_CONFIG.name,
    z.string(),
    'Brand shown in headers, footers, titles and the consent text.',
  ),
  DOB_STATES: variable(
    '',
    z.string().transform((value) =>
      value
        .split(',')
        .map((state) => state.trim().toUpperCase())
        .filter((state) => /^[A-Z]{2}$/.test(state)),
    ),
    'Comma-separated state codes whose visitors are asked their date of birth (e.g. `TX,FL`).',
  ),
  SITE_VIDEOS: variable(
    '',
    z.string().transform(videosFromEnv),
    "The video gallery's YouTube ids, as `slug=id` pairs separated by commas (slugs are in `site/content/pages/video-gallery.ts`, e.g. `first-hour=AbCdEfGhIjK`); the gallery lists only the videos named here, and with none it points to the written guides instead.",
  ),
});

export const SITE_VARIABLES = documentedVariables(SITE_ENVIRONMENT);

function readSiteEnvironment(env: NodeJS.ProcessEnv) {
  const parsed = SITE_ENVIRONMENT.safeParse(env);
  if (!parsed.success) throw environmentError(parsed.error);
  return parsed.data;
}

/** Build-time settings of the pages, from the environment. */
export function siteConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  const read = readSiteEnvironment(env);
  return {
    name: read.SITE_NAME,
    phone: PLACEHOLDER_SITE_CONTACT.phone,
    email: PLACEHOLDER_SITE_CONTACT.email,
    dateOfBirthStates: read.DOB_STATES,
    partnerOfferUrl: PLACEHOLDER_SITE_CONTACT.partnerOfferUrl,
    videos: read.SITE_VIDEOS,
  };
}

/** The origin the pages are built with: the server writes SITE_URL over it when it starts. */
export const BUILT_SITE_URL = PLACEHOLDER_SITE_CONTACT.url;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** `first-hour=AbCdEfGhIjK,claim-process=…`: slug=YouTube id pairs; a malformed pair stops the build. */
export function videosFromEnv(text: string | undefined): Record<string, string> {
  const videos: Record<string, string> = {};
  for (const pair of (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [slug, id] = pair.split('=').map((part) => part.trim());
    if (!slug || !id || !YOUTUBE_ID.test(id)) {
      throw new Error(`SITE_VIDEOS: "${pair}" is not slug=<11-character YouTube id>`);
    }
    videos[slug] = id;
  }
  return videos;
}

import { z } from 'zod';
import { documentedVariables, environmentError, variable } from '../server/env-variable';
import type { SiteConfig } from '../src/ui/site-config';
import { DEFAULT_SITE_CONFIG } from '../src/ui/site-config';

/**
 * The pages' build-time settings, as one zod schema: read when `npm run build` prerenders, and documented in
 * docs/configuration.md's table of page settings, which is generated from these descriptions (`npm run
 * docs:config`).
 */
export const SITE_ENVIRONMENT = z.object({
  SITE_NAME: variable(
    DEFAULT_SITE_CONFIG.name,
    z.string(),
    'Brand shown in headers, footers, titles and the consent text.',
  ),
  // A wrong phone falls back to the default number rather than stopping the build: the page still works.
  SITE_PHONE: variable(
    DEFAULT_SITE_CONFIG.phone,
    z.string().transform((value) => {
      const digits = value.replace(/\D/g, '').replace(/^1(\d{10})$/, '$1');
      return digits.length === 10 ? digits : DEFAULT_SITE_CONFIG.phone;
    }),
    'Click-to-call number (10 digits).',
  ),
  SITE_EMAIL: variable(DEFAULT_SITE_CONFIG.email, z.string(), 'Contact e-mail in the footer.'),
  SITE_URL: variable(
    'http://localhost:3000',
    z.string().transform((value) => value.replace(/\/+$/, '')),
    'Origin used in canonical and Open Graph URLs.',
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
  PARTNER_OFFER_URL: variable(
    '',
    z.string().transform((value) => (/^https?:\/\//.test(value) ? value : '')),
    'The partner offer a disqualified visitor sees in a new tab before the lead posts (each variant names its policy as `partnerOffer` in its definition: `never` in the state-routed variants; `without-prior-offense` in DUI; `attorney-reasons` in VW3, only for affids other than 20 and 23 and only for the two have-attorney reasons; `always` elsewhere). Placeholders: `{transaction_id}`, `{affid}`, `{sub_id}`, `{sub1}`, `{sub2}`. Unset, no tab opens.',
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
    phone: read.SITE_PHONE,
    email: read.SITE_EMAIL,
    dateOfBirthStates: read.DOB_STATES,
    partnerOfferUrl: read.PARTNER_OFFER_URL,
    videos: read.SITE_VIDEOS,
  };
}

export function siteUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return readSiteEnvironment(env).SITE_URL;
}

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

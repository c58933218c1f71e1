import type { SiteConfig } from '../src/ui/site-config';
import { DEFAULT_SITE_CONFIG } from '../src/ui/site-config';

/** Build-time settings of the pages, from the environment (documented in the README). */
export function siteConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  const phone = (env.SITE_PHONE ?? '').replace(/\D/g, '').replace(/^1(\d{10})$/, '$1');
  return {
    name: env.SITE_NAME?.trim() || DEFAULT_SITE_CONFIG.name,
    phone: phone.length === 10 ? phone : DEFAULT_SITE_CONFIG.phone,
    email: env.SITE_EMAIL?.trim() || DEFAULT_SITE_CONFIG.email,
    dateOfBirthStates: (env.DOB_STATES ?? '')
      .split(',')
      .map((state) => state.trim().toUpperCase())
      .filter((state) => /^[A-Z]{2}$/.test(state)),
    partnerOfferUrl: /^https?:\/\//.test(env.PARTNER_OFFER_URL?.trim() ?? '')
      ? (env.PARTNER_OFFER_URL?.trim() ?? '')
      : '',
    videos: videosFromEnv(env.SITE_VIDEOS),
  };
}

export function siteUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SITE_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, '');
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

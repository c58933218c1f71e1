import { z } from 'zod';
import { setting, settings } from '../env-variable';
import { PLACEHOLDER_SITE_CONTACT, type SiteContact } from '../../guards/site-contact';
import { url } from './readers';

/**
 * The site's contact details and partner offer, read when the server starts: the pages are built with
 * placeholders, and the server writes these over them (server/site-pages/), so one build serves any operator. A
 * deployment (NODE_ENV=production given to the process) refuses to start while one is still a placeholder.
 */
const phone = z
  .string()
  .transform((value) => value.replace(/\D/g, '').replace(/^1(\d{10})$/, '$1'))
  .refine((digits) => digits.length === 10, 'must be a US phone number of 10 digits');

// The address is written into the pages as it is, so it must be plain: no quote, angle bracket or ampersand.
const email = z.email('must be an e-mail address').refine((value) => !/["'<>&]/.test(value), 'must be plain');

const siteUrl = url.refine((value) => !/["'<>&\s]/.test(value), 'must be a plain http(s) URL');

// An address that is not http(s) opens nothing rather than stopping the start: the site's own ending shows.
const partnerOfferUrl = z.string().transform((value) => (/^https?:\/\/[^"'<>\s]+$/.test(value) ? value : ''));

export const SITE_SETTINGS = settings({
  phone: setting(
    'SITE_PHONE',
    PLACEHOLDER_SITE_CONTACT.phone,
    phone,
    'Click-to-call number (10 digits), in every page, read when the server starts. The default is a placeholder a deployment must replace.',
  ),
  email: setting(
    'SITE_EMAIL',
    PLACEHOLDER_SITE_CONTACT.email,
    email,
    'Contact e-mail in the footer, read when the server starts. The default is a placeholder a deployment must replace.',
  ),
  url: setting(
    'SITE_URL',
    PLACEHOLDER_SITE_CONTACT.url,
    siteUrl,
    "The site's origin, which the pages' canonical and Open Graph addresses, the sitemap and robots.txt name; read when the server starts. The default is a placeholder a deployment must replace.",
  ),
  partnerOfferUrl: setting(
    'PARTNER_OFFER_URL',
    PLACEHOLDER_SITE_CONTACT.partnerOfferUrl,
    partnerOfferUrl,
    'The partner offer a disqualified visitor sees in a new tab before the lead posts, read when the server starts (each variant names its policy as `partnerOffer` in its definition: `never` in the state-routed variants; `without-prior-offense` in DUI; `attorney-reasons` in VW3, only for affids other than 20 and 23 and only for the two have-attorney reasons; `always` elsewhere). Placeholders: `{transaction_id}`, `{affid}`, `{sub_id}`, `{sub1}`, `{sub2}`. Unset, no tab opens.',
  ),
});

export type SiteSettings = SiteContact;

/**
 * The site's contact details (its phone, e-mail, address on the web, and the partner offer a disqualified visitor
 * is shown) belong to whoever operates it, so they are read when the server starts, never when the pages are
 * built: the pages are prerendered with the placeholders below, and the server writes the operator's values over
 * them (server/site-pages/). One build, and one image, serves any operator.
 */
export interface SiteContact {
  /** Ten digits. */
  phone: string;
  email: string;
  /** The origin the pages' canonical, Open Graph and sitemap addresses start with, without a trailing slash. */
  url: string;
  /** '' shows the site's own ending instead of an outside offer. */
  partnerOfferUrl: string;
}

/** What the pages are built with, and what `npm start` serves as it is. */
export const PLACEHOLDER_SITE_CONTACT: SiteContact = {
  phone: '8005550199',
  email: 'info@example.com',
  url: 'http://localhost:3000',
  partnerOfferUrl: '',
};

/** The environment variable each detail is read from. */
export const SITE_CONTACT_VARIABLES: Record<keyof SiteContact, string> = {
  phone: 'SITE_PHONE',
  email: 'SITE_EMAIL',
  url: 'SITE_URL',
  partnerOfferUrl: 'PARTNER_OFFER_URL',
};

export function formatPhone(digits: string): string {
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;
}

/** Hosts that name no one's site: reserved for documentation and tests (RFC 2606, RFC 6761) or this machine. */
const PLACEHOLDER_HOST =
  /(^|\.)(example(\.(com|net|org))?|test|invalid|localhost)$|^127\.|^0\.0\.0\.0$|^\[::1\]$/i;

function hostIsPlaceholder(address: string): boolean {
  try {
    return PLACEHOLDER_HOST.test(new URL(address).hostname);
  } catch {
    return true;
  }
}

/** 555-0100 to 555-0199 are set aside for fiction in every North American area code: no one answers them. */
function phoneIsPlaceholder(digits: string): boolean {
  return /^\d{3}55501\d\d$/.test(digits);
}

/**
 * The details still holding a placeholder, which a deployment must never show a visitor: a fictional phone
 * number, an e-mail or address at a reserved domain. An unset partner offer is not one: the site's own ending is
 * shown instead.
 */
export function placeholderDetails(contact: SiteContact): (keyof SiteContact)[] {
  const found: (keyof SiteContact)[] = [];
  if (phoneIsPlaceholder(contact.phone)) found.push('phone');
  if (hostIsPlaceholder(`mailto://${contact.email.split('@').pop() ?? ''}`)) found.push('email');
  if (hostIsPlaceholder(contact.url)) found.push('url');
  if (contact.partnerOfferUrl && hostIsPlaceholder(contact.partnerOfferUrl)) found.push('partnerOfferUrl');
  return found;
}

export function sameContact(a: SiteContact, b: SiteContact): boolean {
  return (Object.keys(a) as (keyof SiteContact)[]).every((key) => a[key] === b[key]);
}

/** JSON as the pages embed it in a script element. */
function scriptJson(value: string): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/**
 * A built page (or sitemap, or robots.txt) with the operator's details written over the placeholders it was built
 * with: the phone as digits (`tel:+1…`, the site's JSON) and as shown, the e-mail, the address, and the partner
 * offer in the site's JSON. The placeholders are strings no page text holds otherwise.
 */
export function restampSiteContact(text: string, built: SiteContact, runtime: SiteContact): string {
  return text
    .replaceAll(
      `"partnerOfferUrl":${scriptJson(built.partnerOfferUrl)}`,
      `"partnerOfferUrl":${scriptJson(runtime.partnerOfferUrl)}`,
    )
    .replaceAll(built.url, runtime.url)
    .replaceAll(built.email, runtime.email)
    .replaceAll(formatPhone(built.phone), formatPhone(runtime.phone))
    .replaceAll(built.phone, runtime.phone);
}

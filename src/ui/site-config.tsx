import { createContext, useContext, type ReactNode } from 'react';
import { formatPhone, PLACEHOLDER_SITE_CONTACT } from '../../guards/site-contact';

/**
 * Brand, phone and e-mail: the brand set by SITE_NAME when the pages are built; the phone, e-mail and partner offer
 * written over the built placeholders by the server when it starts (SITE_PHONE, SITE_EMAIL, PARTNER_OFFER_URL).
 */
export interface SiteConfig {
  name: string;
  /** Ten digits. */
  phone: string;
  email: string;
  /** States whose visitors are asked their date of birth (DOB_STATES). */
  dateOfBirthStates: string[];
  /** The partner offer a disqualified visitor is shown (PARTNER_OFFER_URL); '' opens nothing. */
  partnerOfferUrl: string;
  /** The video gallery's YouTube ids by video slug (SITE_VIDEOS); the gallery lists only these. */
  videos: Record<string, string>;
}

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  name: 'Accident Claim Help',
  phone: PLACEHOLDER_SITE_CONTACT.phone,
  email: PLACEHOLDER_SITE_CONTACT.email,
  dateOfBirthStates: [],
  partnerOfferUrl: PLACEHOLDER_SITE_CONTACT.partnerOfferUrl,
  videos: {},
};

export const SITE_CONFIG_ELEMENT_ID = 'site-config';

const SiteConfigContext = createContext<SiteConfig>(DEFAULT_SITE_CONFIG);

export function SiteConfigProvider({ config, children }: { config: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext.Provider value={config}>{children}</SiteConfigContext.Provider>;
}

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}

/** Reads the config the prerenderer wrote into the page as JSON. */
export function readSiteConfig(doc: Document): SiteConfig {
  const text = doc.getElementById(SITE_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return DEFAULT_SITE_CONFIG;
  try {
    return { ...DEFAULT_SITE_CONFIG, ...(JSON.parse(text) as Partial<SiteConfig>) };
  } catch {
    return DEFAULT_SITE_CONFIG;
  }
}

export { formatPhone };

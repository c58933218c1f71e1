import { placeholderDetails, SITE_CONTACT_VARIABLES, type SiteContact } from '../../guards/site-contact';

/**
 * A deployment never shows a visitor a placeholder phone, e-mail or address: the start stops, naming every
 * setting still to set (never its value).
 */
export function refuseSitePlaceholders(contact: SiteContact): void {
  const settings = placeholderDetails(contact).map((detail) => SITE_CONTACT_VARIABLES[detail]);
  if (settings.length === 0) return;
  throw new Error(
    `NODE_ENV=production, but ${settings.join(', ')} ${settings.length === 1 ? 'is' : 'are'} still a placeholder: ` +
      'set the real value of each (docs/configuration.md) before this server shows pages to visitors',
  );
}

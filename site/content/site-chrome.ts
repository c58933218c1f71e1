import type { PageLanguage } from '../../src/ui/page-language';
import { documentHref } from '../../variants/routes/spanish-documents';
import type { ArticleLink } from './article';

export interface NavigationEntry extends ArticleLink {
  children?: ArticleLink[];
}

/**
 * The words of every marketing page's frame (skip link, header, call bar, footer and its disclaimers) in each
 * language a page is rendered in. A Spanish page (the thank-you pages a Spanish funnel ends on, the Spanish documents)
 * links the documents that have a Spanish twin (contact, privacy, terms, do-not-sell) to the twin; the other pages
 * exist in English only and are named in Spanish. `{site}` is replaced by the brand, `{number}` by the call number.
 */
export interface SiteChrome {
  skipToContent: string;
  callUs: string;
  callUsAt: string;
  clickToCall: string;
  openMenu: string;
  closeMenu: string;
  mainNavigation: string;
  subPages: string;
  legalNavigation: string;
  disclaimersLabel: string;
  rightsReserved: string;
  /** The main navigation, in the spec's order; sub-links show as a dropdown. */
  navigation: NavigationEntry[];
  /** The footer's links, in the spec's order. */
  footerLinks: ArticleLink[];
  /** The footer's legal disclaimers, one per point the spec lists. */
  disclaimers: string[];
}

const EN: SiteChrome = {
  skipToContent: 'Skip to content',
  callUs: 'Call us',
  callUsAt: 'Call us at {number}',
  clickToCall: 'Click to Call |',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mainNavigation: 'Main',
  subPages: '{section} pages',
  legalNavigation: 'Legal',
  disclaimersLabel: 'Disclaimers',
  rightsReserved: 'All rights reserved.',
  navigation: [
    {
      label: 'Car Accident Lawsuits',
      href: '/car-accident-lawsuits/',
      children: [
        { label: 'Timeline', href: '/car-accident-lawsuits/timeline/' },
        { label: 'Settlements', href: '/car-accident-lawsuits/settlements/' },
        { label: 'Filing a Claim', href: '/car-accident-lawsuits/filing-claim/' },
        { label: 'Elements', href: '/car-accident-lawsuits/elements-that-make-up-auto-accidents/' },
        { label: 'FAQs', href: '/car-accident-lawsuits/faqs/' },
      ],
    },
    {
      label: 'Car Accident Laws',
      href: '/car-accident-laws/',
      children: [
        { label: 'Texas', href: '/car-accident-laws/texas/' },
        { label: 'California', href: '/car-accident-laws/california/' },
      ],
    },
    { label: 'Video Gallery', href: '/video-gallery/' },
    { label: 'About', href: '/about-us/' },
    { label: 'Contact', href: '/contact/' },
  ],
  footerLinks: [
    { label: 'Sponsors', href: '/sponsors/' },
    { label: 'Privacy Policy', href: '/privacy-policy/' },
    { label: 'California Residents', href: '/privacy-policy/#california-resident' },
    { label: 'Terms of Use', href: '/terms-of-use/' },
    { label: 'Do Not Sell My Information', href: '/do-not-sell-my-information/' },
    { label: 'Revoke Consent', href: '/revoke-consent/' },
  ],
  disclaimers: [
    '{site} is not a law firm, is not a lawyer referral service and does not provide legal advice.',
    '{site} does not endorse or recommend any participating attorney or law firm.',
    'This website is a joint advertisement paid for by participating attorneys.',
    'You may request a specific attorney by name.',
    'Nothing on this website is legal advice. Read it as general information only.',
    'Past results do not guarantee a similar outcome. Every case is different.',
    'No attorney-client relationship exists, and no legal services are provided, until you sign a written agreement with an attorney.',
  ],
};

const ES: SiteChrome = {
  skipToContent: 'Ir al contenido',
  callUs: 'Llámenos',
  callUsAt: 'Llámenos al {number}',
  clickToCall: 'Toque para llamar |',
  openMenu: 'Abrir el menú',
  closeMenu: 'Cerrar el menú',
  mainNavigation: 'Principal',
  subPages: 'Páginas de {section}',
  legalNavigation: 'Avisos legales',
  disclaimersLabel: 'Advertencias',
  rightsReserved: 'Todos los derechos reservados.',
  // Short labels: the Spanish header holds five links and the call button in one row from 1131 px up.
  navigation: [
    {
      label: 'Demandas',
      href: '/car-accident-lawsuits/',
      children: [
        { label: 'Plazos', href: '/car-accident-lawsuits/timeline/' },
        { label: 'Acuerdos', href: '/car-accident-lawsuits/settlements/' },
        { label: 'Cómo presentar un reclamo', href: '/car-accident-lawsuits/filing-claim/' },
        { label: 'Elementos', href: '/car-accident-lawsuits/elements-that-make-up-auto-accidents/' },
        { label: 'Preguntas frecuentes', href: '/car-accident-lawsuits/faqs/' },
      ],
    },
    {
      label: 'Leyes por estado',
      href: '/car-accident-laws/',
      children: [
        { label: 'Texas', href: '/car-accident-laws/texas/' },
        { label: 'California', href: '/car-accident-laws/california/' },
      ],
    },
    { label: 'Videos', href: '/video-gallery/' },
    { label: 'Quiénes somos', href: '/about-us/' },
    { label: 'Contacto', href: documentHref('/contact/', 'es') },
  ],
  footerLinks: [
    { label: 'Patrocinadores', href: '/sponsors/' },
    { label: 'Política de privacidad', href: documentHref('/privacy-policy/', 'es') },
    {
      label: 'Residentes de California',
      href: documentHref('/privacy-policy/#california-resident', 'es'),
    },
    { label: 'Términos de uso', href: documentHref('/terms-of-use/', 'es') },
    {
      label: 'No vender mi información',
      href: documentHref('/do-not-sell-my-information/', 'es'),
    },
    { label: 'Revocar consentimiento', href: documentHref('/revoke-consent/', 'es') },
  ],
  disclaimers: [
    '{site} no es un bufete de abogados ni un servicio de referencia de abogados, y no da asesoría legal.',
    '{site} no respalda ni recomienda a ningún abogado o bufete participante.',
    'Este sitio web es un anuncio conjunto pagado por los abogados participantes.',
    'Puede pedir un abogado específico por su nombre.',
    'Nada en este sitio web es asesoría legal. Léalo solo como información general.',
    'Los resultados anteriores no garantizan un resultado similar. Cada caso es diferente.',
    'No existe una relación abogado-cliente, ni se prestan servicios legales, hasta que usted firme un acuerdo por escrito con un abogado.',
  ],
};

export const SITE_CHROME: Record<PageLanguage, SiteChrome> = { en: EN, es: ES };

export const COPYRIGHT_YEAR = 2024;
export const CONTACT_PATH = '/contact/';

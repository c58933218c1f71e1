import type { ArticleLink } from './article';

export interface NavigationEntry extends ArticleLink {
  children?: ArticleLink[];
}

/** The main navigation, in the spec's order; sub-links show as a dropdown. */
export const MAIN_NAVIGATION: NavigationEntry[] = [
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
];

/** The footer's links, in the spec's order. */
export const FOOTER_LINKS: ArticleLink[] = [
  { label: 'Sponsors', href: '/sponsors/' },
  { label: 'Privacy Policy', href: '/privacy-policy/' },
  { label: 'California Residents', href: '/privacy-policy/#california-resident' },
  { label: 'Terms of Use', href: '/terms-of-use/' },
  { label: 'Do Not Sell My Information', href: '/do-not-sell-my-information/' },
];

export const CONTACT_PATH = '/contact/';

import type { ComponentType } from 'react';
import type { Article } from '../../site/content/article';
import type { ContactPageWords } from '../../site/content/pages/contact';
import type { PrivacyRequestFormWords } from '../../site/content/pages/do-not-sell';
import type { RevocationFormWords } from '../../site/content/pages/revoke-consent';
import type { PageLanguage } from '../ui/page-language';
import type { PageMeta } from './page-meta';

type Described = Pick<PageMeta, 'title' | 'description'> & Partial<Pick<PageMeta, 'faq' | 'organization'>>;

const ARTICLE_MODULE = 'site/article-page.tsx';

function contentModule(name: string): string {
  return `site/content/pages/${name}.ts`;
}

/** This module itself: the browser reaches every marketing page through it. */
export const SITE_ROUTES_MODULE = 'src/app/site-routes.tsx';

interface SitePage {
  path: string;
  language: PageLanguage;
  modules: string[];
  load: () => Promise<{ Component: ComponentType; meta: Described }>;
}

/** A marketing page: its lazy module gives the component and the words of its head. */
function sitePage(
  path: string,
  modules: string[],
  load: SitePage['load'],
  language: PageLanguage = 'en',
): SitePage {
  return { path, language, modules, load };
}

/** A content page rendered by the article layout from one content module. */
function articlePage(
  path: string,
  name: string,
  load: () => Promise<Article>,
  language: PageLanguage = 'en',
): SitePage {
  return sitePage(
    path,
    [ARTICLE_MODULE, contentModule(name)],
    async () => {
      const [{ ArticlePage }, article] = await Promise.all([import('../../site/article-page'), load()]);
      return {
        Component: () => <ArticlePage article={article} />,
        meta: { title: article.title, description: article.description },
      };
    },
    language,
  );
}

/** The contact page, in the words one content module gives. */
function contactPage(
  path: string,
  name: string,
  load: () => Promise<ContactPageWords>,
  language: PageLanguage = 'en',
): SitePage {
  return sitePage(
    path,
    ['site/contact-page.tsx', contentModule(name)],
    async () => {
      const [{ ContactPage }, words] = await Promise.all([import('../../site/contact-page'), load()]);
      return {
        Component: () => <ContactPage words={words} />,
        meta: { title: words.title, description: words.description },
      };
    },
    language,
  );
}

/** The do-not-sell page and its request form, in the words one content module gives. */
function doNotSellPage(
  path: string,
  name: string,
  load: () => Promise<{ article: Article; form: PrivacyRequestFormWords }>,
  language: PageLanguage = 'en',
): SitePage {
  return sitePage(
    path,
    ['site/do-not-sell-page.tsx', contentModule(name)],
    async () => {
      const [{ DoNotSellPage }, { article, form }] = await Promise.all([
        import('../../site/do-not-sell-page'),
        load(),
      ]);
      return {
        Component: () => <DoNotSellPage article={article} form={form} />,
        meta: { title: article.title, description: article.description },
      };
    },
    language,
  );
}

/** The revoke-consent page and its form, in the words one content module gives. */
function revokeConsentPage(
  path: string,
  name: string,
  load: () => Promise<{ article: Article; form: RevocationFormWords }>,
  language: PageLanguage = 'en',
): SitePage {
  return sitePage(
    path,
    ['site/revoke-consent-page.tsx', contentModule(name)],
    async () => {
      const [{ RevokeConsentPage }, { article, form }] = await Promise.all([
        import('../../site/revoke-consent-page'),
        load(),
      ]);
      return {
        Component: () => <RevokeConsentPage article={article} form={form} />,
        meta: { title: article.title, description: article.description },
      };
    },
    language,
  );
}

/** The Spanish twins of the site's documents, in the order of SPANISH_SITE_PATHS. */
function spanishPages(): SitePage[] {
  return [
    contactPage(
      '/es/contact/',
      'es/contact',
      () => import('../../site/content/pages/es/contact').then((content) => content.CONTACT_ES),
      'es',
    ),
    articlePage(
      '/es/privacy-policy/',
      'es/privacy-policy',
      () => import('../../site/content/pages/es/privacy-policy').then((content) => content.PRIVACY_POLICY_ES),
      'es',
    ),
    articlePage(
      '/es/terms-of-use/',
      'es/terms-of-use',
      () => import('../../site/content/pages/es/terms-of-use').then((content) => content.TERMS_OF_USE_ES),
      'es',
    ),
    doNotSellPage(
      '/es/do-not-sell-my-information/',
      'es/do-not-sell',
      () =>
        import('../../site/content/pages/es/do-not-sell').then((content) => ({
          article: content.DO_NOT_SELL_ES,
          form: content.DO_NOT_SELL_FORM_ES,
        })),
      'es',
    ),
    revokeConsentPage(
      '/es/revoke-consent/',
      'es/revoke-consent',
      () =>
        import('../../site/content/pages/es/revoke-consent').then((content) => ({
          article: content.REVOKE_CONSENT_ES,
          form: content.REVOKE_CONSENT_FORM_ES,
        })),
      'es',
    ),
  ];
}

/**
 * Every marketing page of the spec's site table, with its sub-pages, in the order of SITE_PATHS, then the Spanish
 * documents in the order of SPANISH_SITE_PATHS.
 */
export function sitePages(): SitePage[] {
  return [...englishPages(), ...spanishPages()];
}

function englishPages(): SitePage[] {
  return [
    sitePage('/', ['site/home-page.tsx'], async () => {
      const [{ HomePage }, { HOME }] = await Promise.all([
        import('../../site/home-page'),
        import('../../site/content/home'),
      ]);
      return {
        Component: HomePage,
        meta: {
          title: '{site}: Free Help After a Car Accident',
          description:
            'Hurt in a car accident? Get a free consultation with a licensed local attorney. You pay nothing unless you win. We are not a law firm.',
          organization: true,
          faq: HOME.faq.items,
        },
      };
    }),
    articlePage('/about-us/', 'about-us', () =>
      import('../../site/content/pages/about-us').then((content) => content.ABOUT_US),
    ),
    contactPage('/contact/', 'contact', () =>
      import('../../site/content/pages/contact').then((content) => content.CONTACT),
    ),
    articlePage('/sponsors/', 'sponsors', () =>
      import('../../site/content/pages/sponsors').then((content) => content.SPONSORS),
    ),
    articlePage('/privacy-policy/', 'privacy-policy', () =>
      import('../../site/content/pages/privacy-policy').then((content) => content.PRIVACY_POLICY),
    ),
    articlePage('/terms-of-use/', 'terms-of-use', () =>
      import('../../site/content/pages/terms-of-use').then((content) => content.TERMS_OF_USE),
    ),
    doNotSellPage('/do-not-sell-my-information/', 'do-not-sell', () =>
      import('../../site/content/pages/do-not-sell').then((content) => ({
        article: content.DO_NOT_SELL,
        form: content.DO_NOT_SELL_FORM,
      })),
    ),
    revokeConsentPage('/revoke-consent/', 'revoke-consent', () =>
      import('../../site/content/pages/revoke-consent').then((content) => ({
        article: content.REVOKE_CONSENT,
        form: content.REVOKE_CONSENT_FORM,
      })),
    ),
    articlePage('/car-accident-lawsuits/', 'car-accident-lawsuits', () =>
      import('../../site/content/pages/car-accident-lawsuits').then(
        (content) => content.CAR_ACCIDENT_LAWSUITS,
      ),
    ),
    articlePage('/car-accident-lawsuits/timeline/', 'lawsuit-timeline', () =>
      import('../../site/content/pages/lawsuit-timeline').then((content) => content.LAWSUIT_TIMELINE),
    ),
    articlePage('/car-accident-lawsuits/settlements/', 'lawsuit-settlements', () =>
      import('../../site/content/pages/lawsuit-settlements').then((content) => content.LAWSUIT_SETTLEMENTS),
    ),
    articlePage('/car-accident-lawsuits/filing-claim/', 'lawsuit-filing-claim', () =>
      import('../../site/content/pages/lawsuit-filing-claim').then((content) => content.LAWSUIT_FILING_CLAIM),
    ),
    articlePage('/car-accident-lawsuits/elements-that-make-up-auto-accidents/', 'lawsuit-elements', () =>
      import('../../site/content/pages/lawsuit-elements').then((content) => content.LAWSUIT_ELEMENTS),
    ),
    sitePage('/car-accident-lawsuits/faqs/', [ARTICLE_MODULE, contentModule('lawsuit-faqs')], async () => {
      const [{ ArticlePage }, { LAWSUIT_FAQS, LAWSUIT_FAQ_ITEMS }] = await Promise.all([
        import('../../site/article-page'),
        import('../../site/content/pages/lawsuit-faqs'),
      ]);
      return {
        Component: () => <ArticlePage article={LAWSUIT_FAQS} />,
        meta: { title: LAWSUIT_FAQS.title, description: LAWSUIT_FAQS.description, faq: LAWSUIT_FAQ_ITEMS },
      };
    }),
    articlePage('/car-accident-laws/', 'car-accident-laws', () =>
      import('../../site/content/pages/car-accident-laws').then((content) => content.CAR_ACCIDENT_LAWS),
    ),
    articlePage('/car-accident-laws/texas/', 'texas-laws', () =>
      import('../../site/content/pages/texas-laws').then((content) => content.TEXAS_LAWS),
    ),
    articlePage('/car-accident-laws/california/', 'california-laws', () =>
      import('../../site/content/pages/california-laws').then((content) => content.CALIFORNIA_LAWS),
    ),
    sitePage('/video-gallery/', ['site/video-gallery-page.tsx'], async () => {
      const [{ VideoGalleryPage }, { VIDEO_GALLERY }] = await Promise.all([
        import('../../site/video-gallery-page'),
        import('../../site/content/pages/video-gallery'),
      ]);
      return {
        Component: VideoGalleryPage,
        meta: { title: VIDEO_GALLERY.title, description: VIDEO_GALLERY.description },
      };
    }),
  ];
}

/**
 * What a route's `lazy` gives for a marketing page: the component, and a handle with the page's words and every
 * module to preload (this one included). Kept out of the entry chunk so the survey's first load does not carry the
 * site's route table.
 */
export async function loadSitePage(path: string): Promise<{ Component: ComponentType; handle: PageMeta }> {
  const page = sitePages().find((candidate) => candidate.path === path);
  if (!page) throw new Error(`${path} is in SITE_PATHS but has no page in site-routes.tsx`);
  const { Component, meta } = await page.load();
  return {
    Component,
    handle: { language: page.language, modules: [SITE_ROUTES_MODULE, ...page.modules], ...meta },
  };
}

import type { PageMeta } from '../src/app/page-meta';
import type { SiteConfig } from '../src/ui/site-config';

/** schema.org JSON-LD for a page: the organisation on the home page, FAQPage where the page has a FAQ. */
export function structuredData(meta: PageMeta, site: SiteConfig, siteUrl: string): object[] {
  const data: object[] = [];
  if (meta.organization) {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: site.name,
      url: `${siteUrl}/`,
      logo: `${siteUrl}/images/logo-mark.svg`,
      email: site.email,
      telephone: `+1${site.phone}`,
      contactPoint: {
        '@type': 'ContactPoint',
        telephone: `+1${site.phone}`,
        contactType: 'customer service',
        areaServed: 'US',
        availableLanguage: ['English', 'Spanish'],
      },
    });
  }
  if (meta.faq && meta.faq.length > 0) {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: meta.faq.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    });
  }
  return data;
}

/** sitemap.xml of the pages search engines may index. */
export function sitemapXml(paths: string[], siteUrl: string): string {
  const urls = paths.map((path) => `  <url><loc>${siteUrl}${path}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt: everything but the API may be crawled; surveys and thank-you pages carry noindex themselves. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nDisallow: /api/\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

import { describe, expect, it } from 'vitest';
import { languageAlternates } from '../../../../scripts/language-alternates';
import { SPANISH_SITE_PATHS } from '../../../../src/app/site-paths';
import {
  documentHref,
  documentTwins,
  SPANISH_DOCUMENTS,
} from '../../../../variants/routes/spanish-documents';

describe('the Spanish documents', () => {
  it('are each the /es/ twin of an English page, with the same slug', () => {
    for (const [english, spanish] of Object.entries(SPANISH_DOCUMENTS)) expect(spanish).toBe(`/es${english}`);
    expect(SPANISH_SITE_PATHS).toEqual(Object.values(SPANISH_DOCUMENTS));
  });

  it.each([
    ['/privacy-policy/', '/es/privacy-policy/'],
    ['/privacy-policy/#california-resident', '/es/privacy-policy/#california-resident'],
    ['/terms-of-use/', '/es/terms-of-use/'],
    ['/do-not-sell-my-information/', '/es/do-not-sell-my-information/'],
    ['/contact/', '/es/contact/'],
    // Pages written in English only stay where they are.
    ['/sponsors/', '/sponsors/'],
    ['/car-accident-laws/texas/', '/car-accident-laws/texas/'],
    ['/', '/'],
  ])('a Spanish reader’s link to %s goes to %s', (href, spanish) => {
    expect(documentHref(href, 'es')).toBe(spanish);
    expect(documentHref(href, 'en')).toBe(href);
  });

  it('finds the twins from either language, and none for a page in one language', () => {
    expect(documentTwins('/terms-of-use/')).toEqual({ en: '/terms-of-use/', es: '/es/terms-of-use/' });
    expect(documentTwins('/es/terms-of-use/')).toEqual({ en: '/terms-of-use/', es: '/es/terms-of-use/' });
    expect(documentTwins('/about-us/')).toBeUndefined();
    expect(documentTwins('/es/about-us/')).toBeUndefined();
  });

  it('gives both twins the same hreflang set, English the default', () => {
    const expected = [
      { hreflang: 'en', href: 'https://example.test/contact/' },
      { hreflang: 'es', href: 'https://example.test/es/contact/' },
      { hreflang: 'x-default', href: 'https://example.test/contact/' },
    ];
    expect(languageAlternates('/contact/', 'https://example.test')).toEqual(expected);
    expect(languageAlternates('/es/contact/', 'https://example.test')).toEqual(expected);
    expect(languageAlternates('/video-gallery/', 'https://example.test')).toEqual([]);
  });
});

import type { PageLanguage } from '../../src/ui/page-language';

export interface ArticleCopy {
  legalNotice: string;
  updated: string;
  related: string;
  ctaHeading: string;
  ctaText: string;
  ctaButton: string;
}

/**
 * Words every content page shares (the legal notice of the law pages and the closing call to action), in each
 * language a content page is written in.
 */
export const ARTICLE_COPY: Record<PageLanguage, ArticleCopy> = {
  en: {
    legalNotice:
      'This page is general information, not legal advice. Laws change and every case depends on its facts: speak to a licensed attorney in your state about yours.',
    updated: 'Last updated',
    related: 'Related pages',
    ctaHeading: 'Hurt in an accident?',
    ctaText:
      'Tell us what happened. We will connect you with a licensed local attorney for a free consultation, and you only pay if you win.',
    ctaButton: 'Schedule your consultation',
  },
  es: {
    legalNotice:
      'Esta página es información general, no asesoría legal. Las leyes cambian y cada caso depende de sus hechos: hable con un abogado con licencia en su estado sobre el suyo.',
    updated: 'Última actualización:',
    related: 'Páginas relacionadas',
    ctaHeading: '¿Se lesionó en un accidente?',
    ctaText:
      'Cuéntenos lo que pasó. Lo pondremos en contacto con un abogado local con licencia para una consulta gratuita, y solo paga si gana.',
    ctaButton: 'Programe su consulta',
  },
};

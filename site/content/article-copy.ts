/** Words every content page shares: the legal notice of the law pages and the closing call to action. */
export const ARTICLE_COPY = {
  legalNotice:
    'This page is general information, not legal advice. Laws change and every case depends on its facts: speak to a licensed attorney in your state about yours.',
  updated: 'Last updated',
  related: 'Related pages',
  ctaHeading: 'Hurt in an accident?',
  ctaText:
    'Tell us what happened. We will connect you with a licensed local attorney for a free consultation, and you only pay if you win.',
  ctaButton: 'Schedule your consultation',
};

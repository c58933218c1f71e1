// Written by scripts/variant-index.ts (`npm run variants`, and every `npm run build`): do not edit.
import type { VariantMeta } from './variant-definition';

/** Each variant is its own chunk: a survey page loads only the definition it shows. */
export const VARIANT_MODULES = {
  a: () => import('./definitions/a'),
  b: () => import('./definitions/b'),
  basic: () => import('./definitions/basic'),
  benefits: () => import('./definitions/benefits'),
  c: () => import('./definitions/c'),
  d: () => import('./definitions/d'),
  dui: () => import('./definitions/dui'),
  e: () => import('./definitions/e'),
  f: () => import('./definitions/f'),
  'first-funnel': () => import('./definitions/first-funnel'),
  'gpo-mmm': () => import('./definitions/gpo-mmm'),
  'one-page': () => import('./definitions/one-page'),
  'one-to-one': () => import('./definitions/one-to-one'),
  quiz: () => import('./definitions/quiz'),
  short: () => import('./definitions/short'),
  simple: () => import('./definitions/simple'),
  'state-routed': () => import('./definitions/state-routed'),
  ticket: () => import('./definitions/ticket'),
  tiktok: () => import('./definitions/tiktok'),
  v4: () => import('./definitions/v4'),
  v4g: () => import('./definitions/v4g'),
  'v4nv-ep': () => import('./definitions/v4nv-ep'),
  'v4nv-rz': () => import('./definitions/v4nv-rz'),
  v4nv: () => import('./definitions/v4nv'),
  v7: () => import('./definitions/v7'),
  vw3: () => import('./definitions/vw3'),
} as const;

/** The variants with a form step: their pages load its component after the page has loaded. */
export const VARIANTS_WITH_FORMS: readonly (keyof typeof VARIANT_MODULES)[] = [
  'first-funnel',
  'one-page',
  'ticket',
];

/** The variants that open on a form step: their pages load its component before the first tap. */
export const VARIANTS_OPENING_ON_A_FORM: readonly (keyof typeof VARIANT_MODULES)[] = ['one-page'];

/** The page title and description of the variants that set `meta` (`{site}` is the site's name). */
export const VARIANT_META: Partial<Record<keyof typeof VARIANT_MODULES, VariantMeta>> = {
  benefits: {
    title: 'Disability Benefits Eligibility | {site}',
    description: 'See in about a minute whether you may qualify for disability benefits.',
  },
  ticket: {
    title: 'Fight Your Traffic Ticket | {site}',
    description: 'See in about a minute whether an attorney can help with your traffic ticket.',
  },
};

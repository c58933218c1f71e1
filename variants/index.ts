import type { VariantDefinition } from './definition';

interface VariantModule {
  /** The definition's file in variants/, without extension (its chunk in the build). */
  file: string;
  load: () => Promise<{ default: VariantDefinition }>;
}

/** Each variant is its own chunk: a survey page loads only the definition it shows. */
const modules = {
  a: { file: 'variant-a', load: () => import('./variant-a') },
  b: { file: 'variant-b', load: () => import('./variant-b') },
  c: { file: 'variant-c', load: () => import('./variant-c') },
  d: { file: 'variant-d', load: () => import('./variant-d') },
  e: { file: 'variant-e', load: () => import('./variant-e') },
  f: { file: 'variant-f', load: () => import('./variant-f') },
  tiktok: { file: 'tiktok', load: () => import('./tiktok') },
  basic: { file: 'basic-flow', load: () => import('./basic-flow') },
  vw3: { file: 'vw3', load: () => import('./vw3') },
  dui: { file: 'longer-funnel-dui', load: () => import('./longer-funnel-dui') },
  simple: { file: 'simple-flow', load: () => import('./simple-flow') },
  v4: { file: 'v4', load: () => import('./v4') },
  v4nv: { file: 'v4nv', load: () => import('./v4nv') },
  v4g: { file: 'v4g', load: () => import('./v4g') },
  v7: { file: 'v7', load: () => import('./v7') },
  'v4nv-ep': { file: 'v4nv-ep', load: () => import('./v4nv-ep') },
  'v4nv-rz': { file: 'v4nv-rz', load: () => import('./v4nv-rz') },
  'state-routed': { file: 'state-routed', load: () => import('./state-routed') },
  short: { file: 'short-survey', load: () => import('./short-survey') },
  quiz: { file: 'quiz', load: () => import('./quiz') },
  'gpo-mmm': { file: 'gpo-mmm', load: () => import('./gpo-mmm') },
  'one-page': { file: 'one-page', load: () => import('./one-page') },
  'first-funnel': { file: 'first-funnel', load: () => import('./first-funnel') },
  ticket: { file: 'ticket', load: () => import('./ticket') },
  benefits: { file: 'benefits', load: () => import('./benefits') },
  'one-to-one': { file: 'one-to-one', load: () => import('./one-to-one') },
} satisfies Record<string, VariantModule>;

/** A variant's id is its key here: adding a variant is its file, its line here and its route row. */
export type VariantId = keyof typeof modules;

/**
 * Variants with a form step (a form of field groups). Those that open on one also load that step's component
 * before the first tap; the others load it after the page has loaded. Both lists are checked against the
 * definitions by test/model/definitions.test.ts.
 */
export const VARIANTS_WITH_FORMS: readonly VariantId[] = ['one-page', 'first-funnel', 'ticket'];
export const VARIANTS_OPENING_ON_A_FORM: readonly VariantId[] = ['one-page'];

export async function loadVariant(id: VariantId): Promise<VariantDefinition> {
  return (await modules[id].load()).default;
}

/** The source module of a variant, as the build's manifest names it. */
export function variantModule(id: VariantId): string {
  return `variants/${modules[id].file}.ts`;
}

export const VARIANT_IDS = Object.keys(modules) as VariantId[];

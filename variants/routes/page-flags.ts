import type { CatalogueStep, FieldSpec, Localized } from '../steps/step-catalogue';

/**
 * The flags of the spec's "Themed variants" (section 2): set by a survey path's route-table row and by a
 * query parameter of the same name, read by one rule here. The survey root carries the result as data
 * attributes, and the look each flag gives is CSS keyed by them (src/funnel/survey-flags.css), so a flag adds
 * no script to the page.
 */
export const THEMES = ['v1', 'v2', 'v3', 'v4', 'v5', 'v6', 'v7', 'v8', 'v9', 'v10', 'v11', 'v12'] as const;
export const LOGOS = ['v1', 'v2', 'v3', 'v4', 'v5'] as const;
export const FONTS = ['serif', 'rounded', 'humanist', 'mono'] as const;
export const PROGRESS_STYLES = ['original', 'v1', 'v2', 'none'] as const;

/** The on/off flags, each by its spec name, in the order `data-flags` lists them. */
export const SWITCH_FLAGS = [
  'rounded-buttons',
  'remove-percent-sign',
  'remove-privacy-guarantee',
  'show-social-proof',
  'show-accident-timeframe',
  'update-text-first-question',
  'update-text-last-step',
  'two-column-grid',
  'redesign',
  'name-email-first',
  'dollar-range',
  'find-me-a-lawyer',
  'extra-header',
  'match-with-lawyer-header',
  'lawyer-button-rearrangement',
  'progress-tracking',
  'show-meter',
  'scroll-to-survey',
  'disable-scroll',
  // The last step asks for a texted code before the lead is posted (lazily loaded modal).
  'verify-phone',
] as const;

export type Theme = (typeof THEMES)[number];
export type Logo = (typeof LOGOS)[number];
export type Font = (typeof FONTS)[number];
export type ProgressStyle = (typeof PROGRESS_STYLES)[number];
export type SwitchFlag = (typeof SWITCH_FLAGS)[number];

/** What a route-table row may set; a query parameter of the same name overrides it. */
export interface FlagSettings {
  theme?: Theme;
  logo?: Logo;
  font?: Font;
  progress?: ProgressStyle;
  on?: readonly SwitchFlag[];
  /** The compensation meter's optional multiplier (1 to 4), set by the row only. */
  meterMultiplier?: number;
}

export interface PageFlags {
  /** `default` when no theme is set. */
  theme: Theme | 'default';
  logo: Logo | 'default';
  font: Font | 'default';
  progressStyle: ProgressStyle;
  /** The on/off flags in force, in SWITCH_FLAGS order. */
  on: readonly SwitchFlag[];
}

/** The query names of the choices, with the values each takes. */
export const CHOICE_FLAGS = { theme: THEMES, logo: LOGOS, font: FONTS, progress: PROGRESS_STYLES } as const;

function pick<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return allowed.find((candidate) => candidate === value?.trim().toLowerCase());
}

/**
 * The flags in force on a page: the row's, then the query's. A choice the query names with an unknown value
 * keeps the row's; an on/off flag is turned on by `yes` (also `true`, `1`) and off by `no` (`false`, `0`);
 * anything else leaves the row's setting.
 */
export function pageFlags(row: FlagSettings | undefined, search: string | URLSearchParams): PageFlags {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const on = new Set<SwitchFlag>(row?.on ?? []);
  for (const flag of SWITCH_FLAGS) {
    const value = query.get(flag)?.trim().toLowerCase();
    if (value === 'yes' || value === 'true' || value === '1') on.add(flag);
    else if (value === 'no' || value === 'false' || value === '0') on.delete(flag);
  }
  return {
    theme: pick(THEMES, query.get('theme')) ?? row?.theme ?? 'default',
    logo: pick(LOGOS, query.get('logo')) ?? row?.logo ?? 'default',
    font: pick(FONTS, query.get('font')) ?? row?.font ?? 'default',
    progressStyle: pick(PROGRESS_STYLES, query.get('progress')) ?? row?.progress ?? 'original',
    on: SWITCH_FLAGS.filter((flag) => on.has(flag)),
  };
}

export function hasFlag(flags: PageFlags, flag: SwitchFlag): boolean {
  return flags.on.includes(flag);
}

/**
 * Whether a date step offers its time-frame buttons (accident_date_button): only with show-accident-timeframe; the
 * buttons are in every page but hidden without it, so without it no visitor can give that answer, and a trail or a
 * form post that gives one is not the visitor's (server/replay/trail-values.ts, variants/native-forms/step-post.ts).
 */
export function offersTimeframe(route: FlagSettings | undefined, search: string | URLSearchParams): boolean {
  return hasFlag(pageFlags(route, search), 'show-accident-timeframe');
}

/** The element a step change scrolls to under scroll-to-survey: the card that holds the question. */
export const SCROLL_TO_SURVEY_ID = 'scroll-to-survey';

/**
 * Where a step change scrolls (spec section 2): to the top of the page; with scroll-to-survey, to the element
 * of that name (the spec's "one similar variant", which it does not name: a row or the query sets it);
 * nowhere with disable-scroll, which wins over both.
 */
export function stepChangeScroll(flags: PageFlags): 'top' | 'survey' | 'none' {
  if (hasFlag(flags, 'disable-scroll')) return 'none';
  return hasFlag(flags, 'scroll-to-survey') ? 'survey' : 'top';
}

/** The survey root's attributes, which the stylesheet and the tests read. */
export function flagAttributes(flags: PageFlags) {
  return {
    'data-theme': flags.theme,
    'data-logo': flags.logo,
    'data-font': flags.font,
    'data-progress-style': flags.progressStyle,
    'data-flags': flags.on.join(' '),
  };
}

export const FIND_ME_A_LAWYER: Localized = { en: 'Find me a lawyer', es: 'Encuéntreme un abogado' };
const NAME_AND_EMAIL_FIELDS = ['firstName', 'lastName', 'first_name', 'last_name', 'email'];

function nameAndEmailFirst(fields: readonly FieldSpec[]): FieldSpec[] {
  const early = fields.filter((field) => NAME_AND_EMAIL_FIELDS.includes(field.name));
  return [...early, ...fields.filter((field) => !early.includes(field))];
}

/**
 * A step as the flags show it, where a flag changes what is asked rather than how it looks: the last step's
 * button says "Find me a lawyer" (find-me-a-lawyer), the lawyer question lists its answers the other way
 * round (lawyer-button-rearrangement), and a contact step asks names and e-mail before the rest
 * (name-email-first). These steps are never the prerendered first question, so the page's first paint does
 * not depend on them.
 */
export function flaggedStep<S extends CatalogueStep>(step: S, flags: PageFlags, isLast: boolean): S {
  let shown: CatalogueStep = step;
  if (
    shown.kind === 'choice' &&
    shown.field === 'with_Lawyer' &&
    hasFlag(flags, 'lawyer-button-rearrangement')
  ) {
    shown = { ...shown, options: [...shown.options].reverse() };
  }
  if (shown.kind === 'fields' && hasFlag(flags, 'name-email-first')) {
    shown = { ...shown, fields: nameAndEmailFirst(shown.fields) };
  }
  if (isLast && 'button' in shown && hasFlag(flags, 'find-me-a-lawyer')) {
    shown = { ...shown, button: FIND_ME_A_LAWYER };
  }
  return shown as S;
}

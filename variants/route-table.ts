/**
 * Which variant each survey path serves, with its offer defaults and thank-you page (DESIGN.md section 8).
 * Adding a variant is one definition file plus one row here.
 */
export type VariantId = 'v4nv';
export type Language = 'en' | 'es';

export interface SurveyRoute {
  path: string;
  variant: VariantId;
  oid: string;
  affid: string;
  thankYouPage: string;
  language: Language;
  /** The page carries the combined-last-step marker: the funnel ends with AllPii. */
  combinedLastStep?: boolean;
  /** State-routed special handling applies to leads from these states (guards/state-routing.ts). */
  routingStateList?: 'all-but-ar-ky' | 'most-populous-25';
}

export const DEFAULT_THANK_YOU_PAGE = '/survey-thank-you/';
const V5_THANK_YOU_PAGE = '/survey-v5-thank-you/';

export const SURVEY_ROUTES: readonly SurveyRoute[] = [
  {
    path: '/survey/v4nv',
    variant: 'v4nv',
    oid: '81',
    affid: '1',
    thankYouPage: DEFAULT_THANK_YOU_PAGE,
    language: 'en',
  },
  {
    path: '/survey/v5',
    variant: 'v4nv',
    oid: '81',
    affid: '1',
    thankYouPage: V5_THANK_YOU_PAGE,
    language: 'en',
  },
  {
    path: '/survey/v5nv',
    variant: 'v4nv',
    oid: '81',
    affid: '1',
    thankYouPage: V5_THANK_YOU_PAGE,
    language: 'en',
  },
];

export const THANK_YOU_PAGES = [DEFAULT_THANK_YOU_PAGE, V5_THANK_YOU_PAGE] as const;

export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

export function findSurveyRoute(path: string): SurveyRoute | undefined {
  const wanted = normalizePath(path);
  return SURVEY_ROUTES.find((route) => route.path === wanted);
}

/** StartPath is skipped where the slash-less path contains "surveyv4nv", and on /survey/v5. */
export function skipsIntro(path: string): boolean {
  const slashless = normalizePath(path).replaceAll('/', '');
  return slashless.includes('surveyv4nv') || slashless === 'surveyv5';
}

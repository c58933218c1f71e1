import type { VariantId } from '../index';
import type { FixedBuyersName } from './one-to-one-buyers';
import type { FlagSettings } from './page-flags';

/**
 * Which variant each survey path serves, with its offer defaults and thank-you page (docs/funnels.md).
 * Adding a variant is one definition file and one row here (test/unit/variants/add-a-variant.test.ts).
 */
export type { VariantId };
export type Language = 'en' | 'es';

/**
 * The routing-state list of a path whose variant has one (basic and v4G 25 states, v4 49, one-to-one, short
 * and v7 48, each state-routed path its own). The lists themselves are the lead rules' configuration
 * (guards/state-routing.ts).
 */
export type RoutingStateList = 'all-but-ar-ky' | 'all-but-ar-dc-ky' | 'most-populous-25';

export interface SurveyRoute {
  path: string;
  variant: VariantId;
  oid: string;
  affid: string;
  thankYouPage: string;
  language: Language;
  /** The page carries the combined-last-step marker: the funnel ends with AllPii. */
  combinedLastStep?: boolean;
  /** State-routed special handling applies to leads from this path, for states in this list. */
  routingStateList?: RoutingStateList;
  /** The page's themed-variant flags (spec section 2); a query parameter of the same name overrides each. */
  flags?: FlagSettings;
  /** One-to-one: the fixed buyers this path names (variants/routes/one-to-one-buyers.ts); unset, they are fetched. */
  buyers?: FixedBuyersName;
  /** The funnel starts at the step after the variant's intro (StartPath), which this path never shows. */
  skipIntro?: boolean;
}

export const DEFAULT_THANK_YOU_PAGE = '/survey-thank-you/';
const V5_THANK_YOU_PAGE = '/survey-v5-thank-you/';
const V3B_THANK_YOU_PAGE = '/survey-thank-you-v3b/';
const V7_THANK_YOU_PAGE = '/survey-thank-you-v7/';
const TICKET_THANK_YOU_PAGE = '/ticket-thank-you/';

type RowOptions = Partial<Omit<SurveyRoute, 'path' | 'variant' | 'oid' | 'affid'>>;

function row(
  path: string,
  variant: VariantId,
  oid: string,
  affid: string,
  options: RowOptions = {},
): SurveyRoute {
  return { path, variant, oid, affid, thankYouPage: DEFAULT_THANK_YOU_PAGE, language: 'en', ...options };
}

const VERIFY_PHONE: FlagSettings = { on: ['verify-phone'] };
/** The v4nv family's paths and /survey/v5 open on the first question: their ads already made the pitch. */
const SKIP_INTRO = { skipIntro: true } as const;

export const SURVEY_ROUTES: readonly SurveyRoute[] = [
  row('/g', 'a', '57', '1'),
  row('/survey-google', 'a', '57', '1'),
  row('/f', 'b', '102', '1'),
  row('/survey/fb', 'b', '114', '252'),
  row('/g2', 'c', '101', '1'),
  row('/form', 'c', '101', '1'),
  row('/yt', 'd', '56', '1'),
  row('/survey/yt', 'e', '112', '252'),
  row('/survey/insta', 'f', '113', '252'),
  row('/survey/tt', 'tiktok', '80', '252'),
  row('/survey/ig', 'basic', '81', '107', { routingStateList: 'most-populous-25' }),
  row('/survey/es', 'basic', '85', '1', { language: 'es', routingStateList: 'most-populous-25' }),
  row('/survey/vw', 'vw3', '86', '1'),
  row('/survey/v2', 'dui', '81', '1'),
  row('/survey/v3', 'simple', '81', '1'),
  row('/survey/v4', 'v4', '81', '1', { routingStateList: 'all-but-ar-ky' }),
  row('/survey/v5', 'v4nv', '81', '1', { thankYouPage: V5_THANK_YOU_PAGE, ...SKIP_INTRO }),
  row('/survey/v5nv', 'v4nv', '81', '1', { thankYouPage: V5_THANK_YOU_PAGE }),
  row('/survey/v6', 'v4g', '160', '1', { routingStateList: 'most-populous-25' }),
  row('/survey/v7', 'v7', '81', '1', {
    thankYouPage: V7_THANK_YOU_PAGE,
    routingStateList: 'all-but-ar-dc-ky',
  }),
  row('/survey/v4nv', 'v4nv', '81', '1', SKIP_INTRO),
  row('/survey/v4nv-ep', 'v4nv-ep', '196', '1', SKIP_INTRO),
  row('/survey/v4nv-rz', 'v4nv-rz', '188', '1', SKIP_INTRO),
  row('/survey/v4nv-es', 'v4nv', '81', '1', { language: 'es', ...SKIP_INTRO }),
  // The one-to-one paths sell leads with proof: their phones are verified by default (?verify-phone=no turns
  // it off).
  ...(['d1', 'd2', 'x1'] as const).map((buyers) =>
    row(`/survey/v4nv-${buyers}`, 'one-to-one', '81', '1', {
      buyers,
      routingStateList: 'all-but-ar-dc-ky',
      flags: VERIFY_PHONE,
      ...SKIP_INTRO,
    }),
  ),
  row('/survey/v4nv-1to1', 'one-to-one', '81', '1', {
    routingStateList: 'all-but-ar-dc-ky',
    flags: VERIFY_PHONE,
    ...SKIP_INTRO,
  }),
  row('/survey-sd/v3', 'state-routed', '81', '1', { routingStateList: 'most-populous-25' }),
  row('/survey-sd/v3b', 'state-routed', '152', '340', {
    thankYouPage: V3B_THANK_YOU_PAGE,
    routingStateList: 'most-populous-25',
  }),
  row('/survey-sd/v4', 'state-routed', '152', '340', { routingStateList: 'all-but-ar-ky' }),
  row('/survey-sl', 'short', '235', '1', { routingStateList: 'all-but-ar-dc-ky' }),
  row('/quiz', 'quiz', '81', '1'),
  // The GPO and MMM flow ends on its own ThankYouStep; the page below is never used by it.
  row('/gpo', 'gpo-mmm', '81', '1'),
  row('/mmm', 'gpo-mmm', '81', '1'),
  // A disqualified one-page lead sees the Disqualified screen instead of the thank-you page.
  row('/survey/one-page', 'one-page', '81', '1'),
  row('/survey/start', 'first-funnel', '81', '1'),
  row('/ticket', 'ticket', '81', '1', { thankYouPage: TICKET_THANK_YOU_PAGE }),
  // The benefits flow ends on its own BenefitsThankYou screen; the page below is never used by it.
  row('/benefits', 'benefits', '81', '1'),
];

export const THANK_YOU_PAGES = [
  DEFAULT_THANK_YOU_PAGE,
  V5_THANK_YOU_PAGE,
  V3B_THANK_YOU_PAGE,
  V7_THANK_YOU_PAGE,
  TICKET_THANK_YOU_PAGE,
] as const;

export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

export function findSurveyRoute(path: string): SurveyRoute | undefined {
  const wanted = normalizePath(path);
  return SURVEY_ROUTES.find((route) => route.path === wanted);
}

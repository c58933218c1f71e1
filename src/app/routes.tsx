import type { RouteObject } from 'react-router-dom';
import { VARIANT_META, VARIANTS_OPENING_ON_A_FORM, loadVariant, variantModule } from '../../variants';
import { SURVEY_ROUTES, THANK_YOU_PAGES } from '../../variants/routes/route-table';
import type { LazyPageMeta, PageMeta } from './page-meta';
import { SITE_PATHS, SPANISH_SITE_PATHS } from './site-paths';

const SURVEY_MODULE = 'src/funnel/survey-page.tsx';
const FORM_STEP_MODULE = 'src/funnel/steps/form-step.tsx';
/** Written out, not imported: importing it would pull the site's route table into the entry. */
const SITE_ROUTES_MODULE = 'src/app/site-routes.tsx';

const TICKET_THANK_YOU_PATH = '/ticket-thank-you/';

/** The spec's thank-you pages, with any the route table adds. */
const THANK_YOU_PATHS = [
  ...new Set([
    ...THANK_YOU_PAGES,
    '/survey-thank-you/',
    '/survey-v5-thank-you/',
    '/survey-thank-you-v3b/',
    '/survey-thank-you-v7/',
    '/ticket-thank-you/',
  ]),
];

/** A survey's title and description; a flow about something else says so in its definition's `meta`. */
const SURVEY_META = {
  en: {
    title: 'Free Car Accident Case Review | {site}',
    description:
      'See in about a minute whether your car accident claim qualifies for a free attorney review.',
  },
  es: {
    title: 'Evaluación gratuita de su caso de accidente de auto | {site}',
    description:
      'Vea en un minuto si su reclamo por accidente de auto califica para una evaluación gratuita con un abogado.',
  },
} as const;

/** Every page. Each is its own chunk, so a survey route never ships the marketing site and vice versa. */
export function createRoutes(): RouteObject[] {
  return [
    ...SITE_PATHS.map((path): RouteObject => ({
      path,
      handle: { language: 'en', modules: [SITE_ROUTES_MODULE] } satisfies LazyPageMeta,
      lazy: async () => (await import('./site-routes')).loadSitePage(path),
    })),
    ...SPANISH_SITE_PATHS.map((path): RouteObject => ({
      path,
      handle: { language: 'es', modules: [SITE_ROUTES_MODULE] } satisfies LazyPageMeta,
      lazy: async () => (await import('./site-routes')).loadSitePage(path),
    })),
    ...SURVEY_ROUTES.map((route): RouteObject => ({
      path: route.path,
      handle: {
        ...(VARIANT_META[route.variant] ?? SURVEY_META[route.language]),
        language: route.language,
        modules: [
          SURVEY_MODULE,
          variantModule(route.variant),
          ...(VARIANTS_OPENING_ON_A_FORM.includes(route.variant) ? [FORM_STEP_MODULE] : []),
        ],
        noindex: true,
      } satisfies PageMeta,
      lazy: async () => {
        const [{ SurveyPage, prepareSurvey }, definition] = await Promise.all([
          import('../funnel/survey-page'),
          loadVariant(route.variant),
        ]);
        await prepareSurvey(definition, route);
        return { Component: () => <SurveyPage definition={definition} route={route} /> };
      },
    })),
    ...THANK_YOU_PATHS.map((path): RouteObject => ({
      path,
      handle: {
        title: 'Thank You | {site}',
        description: 'Thank you for your answers. Here is what happens next.',
        language: 'en',
        spanish: {
          title: 'Gracias | {site}',
          description: 'Gracias por sus respuestas. Esto es lo que pasa ahora.',
        },
        modules: ['site/thank-you-page.tsx'],
        noindex: true,
      } satisfies PageMeta,
      lazy: async () => {
        const { ThankYouPage } = await import('../../site/thank-you-page');
        // The ticket flow's page is worded for tickets; the others for the flow the query names (or accidents).
        return {
          Component: path === TICKET_THANK_YOU_PATH ? () => <ThankYouPage flow="ticket" /> : ThankYouPage,
        };
      },
    })),
    {
      // The theme gallery for product owners: every theme and flag on one page, never indexed.
      path: '/survey-theme-gallery/',
      handle: {
        title: 'Survey Themes and Flags | {site}',
        description: 'Every survey theme and flag side by side.',
        language: 'en',
        modules: ['src/funnel/theme-gallery.tsx'],
        noindex: true,
      } satisfies PageMeta,
      lazy: async () => ({ Component: (await import('../funnel/theme-gallery')).ThemeGalleryPage }),
    },
    {
      path: '*',
      handle: {
        title: 'Page Not Found | {site}',
        description: 'The page you asked for does not exist.',
        language: 'en',
        modules: ['site/not-found-page.tsx'],
        noindex: true,
      } satisfies PageMeta,
      lazy: async () => ({ Component: (await import('../../site/not-found-page')).NotFoundPage }),
    },
  ];
}

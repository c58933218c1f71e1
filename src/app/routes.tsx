import type { RouteObject } from 'react-router-dom';
import { VARIANTS_OPENING_ON_A_FORM, loadVariant, variantModule } from '../../variants';
import { SURVEY_ROUTES, THANK_YOU_PAGES, type VariantId } from '../../variants/route-table';
import type { LazyPageMeta, PageMeta } from './page-meta';
import { SITE_PATHS } from './site-paths';

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

/** The flows that are not about a car accident say what they are about in the search result and the tab. */
const FLOW_META: Partial<Record<VariantId, { title: string; description: string }>> = {
  ticket: {
    title: 'Fight Your Traffic Ticket | {site}',
    description: 'See in about a minute whether an attorney can help with your traffic ticket.',
  },
  benefits: {
    title: 'Disability Benefits Eligibility | {site}',
    description: 'See in about a minute whether you may qualify for disability benefits.',
  },
};

/** Every page. Each is its own chunk, so a survey route never ships the marketing site and vice versa. */
export function createRoutes(): RouteObject[] {
  return [
    ...SITE_PATHS.map((path): RouteObject => ({
      path,
      handle: { language: 'en', modules: [SITE_ROUTES_MODULE] } satisfies LazyPageMeta,
      lazy: async () => (await import('./site-routes')).loadSitePage(path),
    })),
    ...SURVEY_ROUTES.map((route): RouteObject => ({
      path: route.path,
      handle: {
        ...(FLOW_META[route.variant] ?? SURVEY_META[route.language]),
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
        await prepareSurvey(definition);
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

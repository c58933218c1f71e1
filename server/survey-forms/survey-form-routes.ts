import formBody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { EVERY_VARIANT } from '../../variants/every-variant.generated';
import { SURVEY_ROUTES, type SurveyRoute } from '../../variants/routes/route-table';
import type { PostedForm } from '../../variants/native-forms/step-post';
import { buyersForPlace, type ConfiguredBuyer } from '../buyers-config';
import type { Clock } from '../clock';
import type { FieldChecks } from '../field-checks';
import { arrivalOf, type LeadIntake } from '../lead-intake';
import type { CodeFlow } from '../phone-verification/code-flow';
import type { Providers } from '../providers';
import { checksWithin } from '../providers/deadline';
import type { FormStateSigner } from './form-state';
import type { SurveyPageRenderer } from './form-page';
import { outOfDatePage, partnerOfferPage } from './notice-pages';
import { answerSurveyPost } from './survey-post';
import type { SurveyPostAnswer, SurveyPostServices } from './survey-post-types';

export interface SurveyFormRoutesOptions {
  signer: FormStateSigner;
  renderer: SurveyPageRenderer;
  checks: FieldChecks;
  codes: CodeFlow;
  intake: LeadIntake;
  providers: Providers;
  buyers: readonly ConfiguredBuyer[];
  providerDeadlineMs: number;
  clock: Clock;
}

/** Far above any step's post (a one-page survey with its description is a few kilobytes), as for `/post-lead`. */
export const SURVEY_FORM_BODY_LIMIT = 64 * 1024;

const HTML = 'text/html; charset=utf-8';
const NOT_BUILT_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Unavailable</title>' +
  '<p>This survey cannot be answered without JavaScript right now. Please try again later.</p></html>\n';

/** Every survey path a form may post to: each route's path, with and without its trailing slash. */
export function surveyFormPaths(): { path: string; route: SurveyRoute }[] {
  return SURVEY_ROUTES.flatMap((route) => [
    { path: route.path, route },
    { path: `${route.path}/`, route },
  ]);
}

/**
 * `POST <survey path>`: a survey step's form, posted without JavaScript (docs/funnels.md, "Without JavaScript";
 * docs/api.md). The answer is an HTML page (the next step, the step with its errors, a modal or the phone-code
 * step), a `303` to the thank-you page once the lead is stored, or a page saying the posted page is out of date.
 * Pages that carry a visitor's answers are never cached.
 */
export const surveyFormRoutes: FastifyPluginAsync<SurveyFormRoutesOptions> = async (app, options) => {
  const { renderer, providers, clock } = options;
  await app.register(formBody, { bodyLimit: SURVEY_FORM_BODY_LIMIT });

  const send = async (reply: FastifyReply, route: SurveyRoute, answer: SurveyPostAnswer) => {
    reply.header('cache-control', 'no-store');
    const site = await renderer.site();
    switch (answer.kind) {
      case 'page':
        return reply
          .code(answer.status)
          .type(HTML)
          .send(await renderer.render(route.path, answer.snapshot, answer.view));
      case 'thank-you':
        if (answer.partnerOffer) {
          return reply
            .type(HTML)
            .send(partnerOfferPage(route.language, site.name, answer.partnerOffer, answer.location));
        }
        return reply.code(303).header('location', answer.location).send();
      case 'out-of-date':
        return reply
          .code(400)
          .type(HTML)
          .send(outOfDatePage(route.language, site.name, answer.restart, answer.detailsKept));
    }
  };

  const definitions = new Map(EVERY_VARIANT.map((definition) => [definition.id, definition]));
  for (const { path, route } of surveyFormPaths()) {
    const definition = definitions.get(route.variant);
    if (!definition) throw new Error(`${route.path}: no definition of the variant ${route.variant}`);
    app.post(path, { schema: { hide: true }, bodyLimit: SURVEY_FORM_BODY_LIMIT }, async (request, reply) => {
      const site = await renderer.site().catch(() => null);
      // Without the prerender's server build nothing can be rendered (a server started without `npm run build`).
      if (!site) return reply.code(503).header('cache-control', 'no-store').type(HTML).send(NOT_BUILT_PAGE);
      const services: SurveyPostServices = {
        signer: options.signer,
        checks: options.checks,
        codes: options.codes,
        intake: options.intake,
        lookUpPlace: (zip) => checksWithin(providers, options.providerDeadlineMs).zipLookup.lookup(zip),
        findBuyers: (fields) => buyersForPlace(options.buyers, providers.zipLookup, fields),
        clock,
        site,
      };
      const url = request.url;
      const answer = await answerSurveyPost(
        {
          route,
          definition,
          url,
          query: new URLSearchParams(url.split('?')[1] ?? ''),
          origin: `${request.protocol}://${request.host}`,
          body: (request.body ?? {}) as PostedForm,
          arrival: arrivalOf(request),
        },
        services,
      );
      return send(reply, route, answer);
    });
  }
};

import { estimateCompensation } from '../../guards/compensation-estimate';
import { partnerOfferUrl } from '../../guards/partner-offer';
import { thankYouQuery, thankYouUrl } from '../../guards/thank-you-query';
import { hasFlag, pageFlags } from '../../variants/routes/page-flags';
import { answerStep, DONE, stepShown, type FunnelOutcome } from './native-funnel';
import { shownValues } from './shown-values';
import type { StepContext } from './survey-post';
import type { SurveyPostAnswer } from './survey-post-types';

/** The post failed (the lead could not be stored): the step again, with its answer and the notice to send again. */
const NOT_STORED = 503;

/**
 * The step's answer sent through the machine. Before the last step, the next step's page. At the last, the machine
 * builds the lead with the variant's lead builder and posts it (the intake stores it before anything answers);
 * then the thank-you page with the query the browser carries there, the variant's own closing step (a
 * disqualified one-page survey, the GPO and MMM flow's thank you), or, when the lead could not be stored, the step
 * again: a visitor without JavaScript has no outbox to hold it, so they are never thanked for a lead not kept.
 */
export async function submitAnswer(
  context: StepContext,
  values: Record<string, string>,
): Promise<SurveyPostAnswer> {
  const { actor, state, now, isLast, post } = context;
  const before = actor.getPersistedSnapshot();
  const after = await answerStep(actor, values, now);
  if (!isLast) {
    return context.page(
      {},
      { path: state.path, input: state.input, events: [...state.events, { values, at: now }] },
    );
  }
  const retry = { typed: shownValues(values) };
  const stayed = { ...state, held: undefined, modalsShown: undefined };
  // A variant that keeps the visitor after a failed post (onFailedPost: 'stay') is back on its step.
  if (stepShown(after) !== null) return context.page(retry, stayed, { status: NOT_STORED });
  if (after.value !== DONE) return context.page({}, null);
  const outcome = after.output as FunnelOutcome;
  if (!outcome.posted) {
    return context.page({ ...retry, postFailed: true }, stayed, { status: NOT_STORED, snapshot: before });
  }
  const { route, definition } = post;
  const meterOn = hasFlag(pageFlags(route.flags, post.query), 'show-meter');
  const level = estimateCompensation(after.context.answers, route.flags?.meterMultiplier).compLevel;
  const location = thankYouUrl(
    route.thankYouPage,
    thankYouQuery(outcome.lead, {
      flow: definition.texts?.flow ?? 'accident',
      language: route.language,
      compensationLevel: meterOn ? String(level) : undefined,
    }),
  );
  const partnerOffer = partnerOfferUrl(outcome.lead, {
    policy: definition.partnerOffer,
    template: context.services.site.partnerOfferUrl,
  });
  return { kind: 'thank-you', location, partnerOffer };
}

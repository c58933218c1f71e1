import { newTimeOrderedId } from '../../services/time-ordered-id';
import { utcIsoDate } from '../../guards/dates';
import { funnelStartFacts } from '../../variants/routes/funnel-start';
import {
  BACK_ACTION,
  FUNNEL_ACTION_FIELD,
  FUNNEL_STATE_FIELD,
  type NativeFormView,
} from '../../variants/native-forms/native-form-posts';
import { flaggedStep, pageFlags } from '../../variants/routes/page-flags';
import { shownStep } from '../../machines/definition-language';
import { postedValue } from '../../variants/native-forms/step-post';
import type { FunnelFormState, StateInput } from './form-state';
import { restoreFunnel, serverFunnelMachine, stepShown, type FunnelActor } from './native-funnel';
import { answerPhoneCode, holdForPhoneCode } from './phone-code-step';
import { keepWhatWasPosted } from './out-of-date';
import { readStepAnswer } from './step-answer';
import { submitAnswer } from './submission';
import type { SurveyPost, SurveyPostAnswer, SurveyPostServices } from './survey-post-types';
import { serverLeadPost } from './lead-post';

/**
 * A form posted to a survey path without JavaScript (docs/funnels.md, "Without JavaScript"): the visitor's
 * machine is restored from the signed state the page carried (a fresh funnel when there is none: the prerendered
 * first step), the post is read as the step's component reads what the visitor gave, checked as it checks, and
 * sent through the same machine; the answer is the next step's page, the step again with its errors, or, once the
 * lead is stored, the thank-you page.
 */

/** The funnel a first post starts: what the browser's page starts it with, from the landing address. */
function freshState(post: SurveyPost, services: SurveyPostServices): FunnelFormState {
  const now = services.clock();
  const input: StateInput = {
    leadId: newTimeOrderedId(),
    today: utcIsoDate(now),
    language: post.route.language,
    ...funnelStartFacts(post.route, post.query),
    page: {
      landing_page: post.origin,
      landing_page_url: `${post.origin}${post.url}`,
      // The page that sent the visitor here is not known to a form post (its Referer is the survey itself).
      page_referer: '',
      user_agent: post.arrival.userAgent ?? '',
    },
  };
  return { path: post.route.path, input, events: [] };
}

/** The context a step is answered in: the machine, where it is, and how to answer with a page. */
export interface StepContext {
  post: SurveyPost;
  services: SurveyPostServices;
  state: FunnelFormState;
  actor: FunnelActor;
  stepName: string;
  isLast: boolean;
  /** Renders a page of the funnel as the actor stands, with the state the next post carries. */
  page: (
    view: Omit<NativeFormView, 'state' | 'action' | 'query'>,
    next?: FunnelFormState | null,
    options?: { status?: number; snapshot?: unknown },
  ) => Promise<SurveyPostAnswer>;
  now: number;
}

export async function answerSurveyPost(
  post: SurveyPost,
  services: SurveyPostServices,
): Promise<SurveyPostAnswer> {
  const { route, definition, body } = post;
  const token = postedValue(body, FUNNEL_STATE_FIELD);
  let state: FunnelFormState;
  if (token === '') {
    state = freshState(post, services);
  } else {
    const opened = await services.signer.open(token);
    if (opened.kind !== 'valid' || opened.state.path !== route.path) {
      return keepWhatWasPosted(
        post,
        services,
        opened.kind === 'unreadable' ? null : opened.kind === 'valid' ? opened.state : opened.readable,
      );
    }
    state = opened.state;
  }
  const now = services.clock().getTime();
  const machine = serverFunnelMachine(definition, route, services.site.dateOfBirthStates, {
    lookUpPlace: services.lookUpPlace,
    postLead: serverLeadPost({
      definition,
      intake: services.intake,
      arrival: post.arrival,
      today: utcIsoDate(services.clock()),
    }),
  });
  const actor = restoreFunnel(machine, state);
  if (!actor) return keepWhatWasPosted(post, services, state);
  try {
    const stepName = stepShown(actor.getSnapshot())!;
    const context: StepContext = {
      post,
      services,
      state,
      actor,
      stepName,
      isLast: definition.steps[stepName]?.submit === true,
      now,
      page: async (view, next = state, options = {}) => ({
        kind: 'page',
        status: options.status ?? 200,
        snapshot: options.snapshot ?? actor.getPersistedSnapshot(),
        view: {
          ...view,
          state: next ? await services.signer.seal(next) : '',
          action: post.url,
          query: post.query.toString(),
        },
      }),
    };
    return await answerStep(context);
  } finally {
    actor.stop();
  }
}

async function answerStep(context: StepContext): Promise<SurveyPostAnswer> {
  const { post, state, actor } = context;
  const action = postedValue(post.body, FUNNEL_ACTION_FIELD);
  if (action === BACK_ACTION) {
    // From the phone-code step, Back is the modal's "change my number": the step again, as it was given.
    if (state.held) return context.page({ typed: state.held.values }, { ...state, held: undefined });
    if (state.events.length === 0) return context.page({});
    actor.send({ type: 'BACK', at: context.now });
    return context.page({}, { ...state, events: state.events.slice(0, -1), modalsShown: undefined });
  }
  if (state.held) return answerPhoneCode(context, state.held, action);

  const flags = pageFlags(post.route.flags, post.query);
  const step = flaggedStep(shownStep(post.definition, context.stepName)!, flags, context.isLast);
  const reading = await readStepAnswer(context, step, action);
  if (reading.kind !== 'answer') return reading.page;
  const held = await holdForPhoneCode(context, flags, reading.values);
  if (held) return held;
  return submitAnswer(context, reading.values);
}

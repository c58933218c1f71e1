import {
  buyerFields,
  chosenBuyers,
  consentModalFor,
  parseBuyers,
  selectionFields,
} from '../../guards/one-to-one';
import { consentMatter, consentText, TCPA_CONSENT } from '../../variants/texts/consent';
import { FUNNEL_ACTIONS } from '../../variants/native-forms/native-form-modals';
import { FIXED_BUYERS } from '../../variants/routes/one-to-one-buyers';
import { oneToOneConsent } from '../../variants/texts/one-to-one-texts';
import { localized } from '../../machines/step-kinds';
import { type BuyersStep, type CatalogueStep } from '../../variants/steps/step-catalogue';
import { offersTimeframe } from '../../variants/routes/page-flags';
import { postedValues, readStepPost } from '../../variants/native-forms/step-post';
import { checkStepAnswer } from './step-checks';
import type { StepContext } from './survey-post';
import type { SurveyPostAnswer } from './survey-post-types';

/**
 * A step's post read into the answer the step's component gives in the browser: the step's own rules, then the
 * server's checks, then what the step adds (the firms found, the consent as the page showed it). Or the page that
 * stops it: the step again with its fields in error, or with a consent modal open.
 */
export type StepAnswerReading =
  { kind: 'answer'; values: Record<string, string> } | { kind: 'page'; page: Promise<SurveyPostAnswer> };

const answered = (values: Record<string, string>): StepAnswerReading => ({ kind: 'answer', values });
const shown = (page: Promise<SurveyPostAnswer>): StepAnswerReading => ({ kind: 'page', page });

export async function readStepAnswer(
  context: StepContext,
  step: CatalogueStep,
  action: string,
): Promise<StepAnswerReading> {
  const { post, services, state } = context;
  const reading = readStepPost(step, post.body, state.input.today, {
    timeframeShown: offersTimeframe(post.route.flags, post.query),
  });
  if (reading.kind === 'refused')
    return shown(context.page({ typed: reading.typed, errors: reading.errors }));
  const checked = await checkStepAnswer(step, reading.values, post.route.path, services.checks);
  if (Object.keys(checked.errors).length > 0) {
    return shown(context.page({ typed: reading.typed, errors: checked.errors }));
  }
  const values = { ...reading.values, ...checked.extra };
  const language = post.route.language;
  if (step.kind === 'buyers') return readBuyersAnswer(context, step, values, reading.typed, action);
  // The lead stores the consent exactly as the last step shows it, under the button as the page labels it.
  if (context.isLast && 'button' in step) {
    values.tcpa = consentText(
      localized(TCPA_CONSENT, language),
      localized(step.button, language),
      services.site.name,
      localized(consentMatter(context.post.definition.texts), language),
    );
  }
  return answered(values);
}

/** The firms the one-to-one ZipCode step adds: the route's fixed ones, or those BUYERS_CONFIG has for the place. */
async function foundBuyers(context: StepContext, values: Record<string, string>) {
  const fixed = context.post.route.buyers;
  if (fixed) return buyerFields({ kind: 'fixed', buyers: FIXED_BUYERS[fixed] });
  const answers = { ...context.actor.getSnapshot().context.answers, ...values };
  try {
    const found = await context.services.findBuyers({ zip_code: answers.zip_code, state: answers.state });
    return buyerFields({ kind: 'fetched', found });
  } catch {
    return buyerFields({ kind: 'failed' });
  }
}

/**
 * The one-to-one steps. Finding: the firms are added to the answer. Choosing: posting fewer firms than shown opens
 * the first consent modal, none the second, each at most once on the step (the modals' rule); the modal's buttons
 * post the whole step again with their answer, to include every firm or keep the choice.
 */
async function readBuyersAnswer(
  context: StepContext,
  step: BuyersStep,
  values: Record<string, string>,
  typed: Record<string, string>,
  action: string,
): Promise<StepAnswerReading> {
  if (step.role === 'find') return answered({ ...values, ...(await foundBuyers(context, values)) });
  const { state, post, services } = context;
  const displayed = parseBuyers(context.actor.getSnapshot().context.answers.displayed_buyers);
  const ticked = chosenBuyers(displayed, new Set(postedValues(post.body, 'selected_buyers')));
  let chosen = ticked;
  if (action === FUNNEL_ACTIONS.selectAll) {
    chosen = displayed;
  } else if (action !== FUNNEL_ACTIONS.keepChoice) {
    const modal = consentModalFor(ticked.length, displayed.length);
    const opened = state.modalsShown ?? [];
    if (modal && !opened.includes(modal)) {
      const ids = ticked.map((buyer) => buyer.ids[0] ?? '').join(',');
      return shown(
        context.page(
          { typed: { ...typed, selected_buyers: ids }, modal },
          { ...state, modalsShown: [...opened, modal] },
        ),
      );
    }
  }
  const t = (text: Parameters<typeof localized>[0]) => localized(text, post.route.language);
  return answered({
    ...values,
    ...selectionFields(displayed, chosen),
    tcpa: oneToOneConsent(t, t(step.button), services.site.name, chosen),
  });
}

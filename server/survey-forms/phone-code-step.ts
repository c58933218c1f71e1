import { codeHasLength, cooldownSeconds } from '../../guards/phone-verification';
import { FUNNEL_ACTIONS, type CodeError } from '../../variants/native-forms/native-form-modals';
import { hasFlag, type PageFlags } from '../../variants/routes/page-flags';
import { postedValue } from '../../variants/native-forms/step-post';
import type { FunnelFormState } from './form-state';
import { shownValues } from './shown-values';
import { submitAnswer } from './submission';
import type { StepContext } from './survey-post';
import type { SurveyPostAnswer } from './survey-post-types';

/**
 * The phone check before the last step posts (the `verify-phone` flag), as a step of its own without JavaScript:
 * the last answer is held in the signed state while a code is texted, and goes on only once the server approves
 * the code for the lead, or unverified when no code can be sent at all, as the modal does. The code is sent and
 * checked by the same rules as the modal's calls (server/phone-verification/code-flow.ts).
 */

type Held = NonNullable<FunnelFormState['held']>;

function codePage(
  context: StepContext,
  held: Held,
  shown: { error?: CodeError; resent?: boolean; waitSeconds?: number },
) {
  return context.page(
    { typed: shownValues(held.values), phoneCode: { held: held.values, ...shown } },
    { ...context.state, held },
  );
}

/** The phone the answer is verified for: the step's own, or the one an earlier step gave. */
function phoneOf(context: StepContext, values: Readonly<Record<string, string>>): string {
  return values.phone ?? context.actor.getSnapshot().context.answers.phone ?? '';
}

/** The phone-code step, when the last step's answer must wait for its phone; null when it goes on at once. */
export async function holdForPhoneCode(
  context: StepContext,
  flags: PageFlags,
  values: Record<string, string>,
): Promise<SurveyPostAnswer | null> {
  if (!context.isLast || !hasFlag(flags, 'verify-phone')) return null;
  const phone = phoneOf(context, values);
  // A phone verified once for this lead is not asked again (after a post that failed, say).
  if (!phone || (await context.services.codes.approved(phone, context.state.input.leadId))) return null;
  const sent = await context.services.codes.send(phone, context.post.arrival.ip);
  // No code can be sent (the sender failed, or a limit answered): the lead goes on unverified, never lost.
  if (!sent.sent) return null;
  return codePage(context, { values, codeSentAt: context.now }, {});
}

/** A post of the phone-code step: the code checked, another sent, or the number changed (Back, in the state). */
export async function answerPhoneCode(
  context: StepContext,
  held: Held,
  action: string,
): Promise<SurveyPostAnswer> {
  const { services, post, state, now } = context;
  const phone = phoneOf(context, held.values);
  if (action === FUNNEL_ACTIONS.changePhone) {
    return context.page({ typed: shownValues(held.values) }, { ...state, held: undefined });
  }
  if (action === FUNNEL_ACTIONS.resendCode) {
    const wait = cooldownSeconds(held.codeSentAt, now);
    if (wait > 0) return codePage(context, held, { error: 'too-soon', waitSeconds: wait });
    const sent = await services.codes.send(phone, post.arrival.ip);
    if (!sent.sent) return submitAnswer({ ...context, state: { ...state, held: undefined } }, held.values);
    return codePage(context, { ...held, codeSentAt: now }, { resent: true });
  }
  const code = postedValue(post.body, 'verification_code').replace(/\D/g, '');
  if (!codeHasLength(code)) return codePage(context, held, { error: 'length' });
  const status = await services.codes.check(phone, state.input.leadId, code);
  if (status === 'approved') {
    return submitAnswer({ ...context, state: { ...state, held: undefined } }, held.values);
  }
  return codePage(context, held, { error: status === 'pending' ? 'wrong' : status });
}

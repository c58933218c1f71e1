import { type AnswerOf, type Call } from '../call';
import { checkCodeCall, sendCodeCall } from './phone-verification-call';
import { send } from '../../http';
import type { CheckCodeAnswer, SendCodeAnswer } from './phone-verification-contract';

/**
 * The browser's side of phone verification (spec section 7). A failure of the call is an answer, never an error:
 * a code that could not be sent is `sent: false`, a check that failed is not approved.
 */
const TIMEOUT_MS = 15_000;

/** The answer, also the one a refusal (429) carries; undefined when the server could not be asked. */
async function post<C extends Call>(call: C, body: C extends Call<infer R> ? R : never) {
  try {
    return await send(call, { body, timeoutMs: TIMEOUT_MS, answerStatuses: [429] });
  } catch {
    return undefined as AnswerOf<C> | undefined;
  }
}

export async function sendVerificationCode(phone: string, leadId: string): Promise<SendCodeAnswer> {
  const answer = await post(sendCodeCall, { phone, lead_id: leadId });
  return answer && typeof answer.sent === 'boolean' ? answer : { sent: false };
}

/** `failed` when the server could not be asked at all. */
export async function checkVerificationCode(
  phone: string,
  leadId: string,
  code: string,
): Promise<CheckCodeAnswer['status'] | 'failed'> {
  const answer = await post(checkCodeCall, { phone, lead_id: leadId, code });
  return answer?.status ?? 'failed';
}

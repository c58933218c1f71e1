import {
  CHECK_CODE_PATH,
  SEND_CODE_PATH,
  type CheckCodeAnswer,
  type SendCodeAnswer,
} from './phone-verification-contract';

/**
 * The browser's side of phone verification (spec section 7). A failure of the call is an answer, never an error:
 * a code that could not be sent is `sent: false`, a check that failed is not approved.
 */
const TIMEOUT_MS = 15_000;

async function post<T>(path: string, body: unknown): Promise<{ status: number; answer?: T }> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return { status: response.status, answer: (await response.json()) as T };
  } catch {
    return { status: 0 };
  }
}

export async function sendVerificationCode(phone: string, leadId: string): Promise<SendCodeAnswer> {
  const { answer } = await post<SendCodeAnswer>(SEND_CODE_PATH, { phone, lead_id: leadId });
  return answer && typeof answer.sent === 'boolean' ? answer : { sent: false };
}

/** `failed` when the server could not be asked at all. */
export async function checkVerificationCode(
  phone: string,
  leadId: string,
  code: string,
): Promise<CheckCodeAnswer['status'] | 'failed'> {
  const { answer } = await post<CheckCodeAnswer>(CHECK_CODE_PATH, { phone, lead_id: leadId, code });
  return answer?.status ?? 'failed';
}

import { BACK_ACTION } from './native-form-posts';

/**
 * The names the survey's modals post without JavaScript (docs/funnels.md, "Without JavaScript"): kept apart from
 * `native-form-posts.ts` so they load with the modals, never with a survey's first load.
 */
export const FUNNEL_ACTIONS = {
  back: BACK_ACTION,
  verifyCode: 'verify-code',
  resendCode: 'resend-code',
  changePhone: 'change-phone',
  selectAll: 'select-all',
  keepChoice: 'keep-choice',
} as const;
export type NativeFormAction = (typeof FUNNEL_ACTIONS)[keyof typeof FUNNEL_ACTIONS];

/** The id of the phone-verification form, which its resend and change buttons name (`form=`). */
export const PHONE_CODE_FORM_ID = 'phone-verification-form';

/** Why a code was not taken, as the phone-verification modal words it. */
export type CodeError = 'length' | 'wrong' | 'expired' | 'refused' | 'failed' | 'too-soon';

/** The phone-code screen the server shows while the last answer waits for its phone to be verified. */
export interface PhoneCodeView {
  /** The answer held until the phone is verified (the modal's `gate.held`). */
  held: Record<string, string>;
  error?: CodeError;
  /** A new code was sent on the visitor's asking. */
  resent?: boolean;
  /** Seconds until another code may be asked for, for the too-soon message. */
  waitSeconds?: number;
}

import type { Call } from '../call';
import type {
  CheckCodeAnswer,
  CheckCodeBody,
  SendCodeAnswer,
  SendCodeBody,
} from './phone-verification-contract';

export const sendCodeCall: Call<SendCodeBody, SendCodeAnswer> = {
  method: 'POST',
  path: '/two-step-verification/send',
};
export const checkCodeCall: Call<CheckCodeBody, CheckCodeAnswer> = {
  method: 'POST',
  path: '/two-step-verification/code',
};

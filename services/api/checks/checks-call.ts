import type { Call } from '../call';
import type {
  BlockedEmailReportAnswer,
  BlockedEmailReportBody,
  EmailCheckAnswer,
  EmailCheckBody,
  GibberishAnswer,
  GibberishBody,
  PhoneCheckAnswer,
  PhoneCheckBody,
} from './checks-contract';

export const phoneCheckCall: Call<PhoneCheckBody, PhoneCheckAnswer> = {
  method: 'POST',
  path: '/api/validate/phone',
};
export const emailCheckCall: Call<EmailCheckBody, EmailCheckAnswer> = {
  method: 'POST',
  path: '/api/validate/email',
};
/** Sent as form data, as the spec's call is. */
export const gibberishCall: Call<GibberishBody, GibberishAnswer> = { method: 'POST', path: '/api/gibberish' };
/** The blocked-e-mail report; answered 202. */
export const blockedEmailReportCall: Call<BlockedEmailReportBody, BlockedEmailReportAnswer> = {
  method: 'POST',
  path: '/send-slack-message',
};

import type { Call } from '../call';
import type {
  ConsentRevocationAnswer,
  ConsentRevocationFields,
  ConsentRevocationList,
  ConsentRevocationListQuery,
  OperatorRevocationNote,
  SmsInboundFields,
  SmsReply,
} from './consent-revocation-contract';

/** A visitor's revocation of consent to calls and texts, from the site's revoke-consent form. */
export const consentRevocationCall: Call<ConsentRevocationFields, ConsentRevocationAnswer> = {
  method: 'POST',
  path: '/api/consent-revocations',
};

/** The SMS provider's inbound webhook (Twilio's form fields): a reply STOP to the product's texts. */
export const smsInboundCall: Call<SmsInboundFields, string> = { method: 'POST', path: '/sms/inbound' };

/** The operators' side, made by the console's revocations page. */
export const consentRevocationListCall: Call<ConsentRevocationListQuery, ConsentRevocationList> = {
  method: 'GET',
  path: '/api/consent-revocations',
};
/** An operator notes a revocation that came by e-mail or by a call. */
export const consentRevocationNoteCall: Call<OperatorRevocationNote, ConsentRevocationAnswer> = {
  method: 'POST',
  path: '/api/consent-revocations/note',
};
/** The embedded SMS sender's reply: what a person texting back would send, typed by an operator. */
export const smsOutboxReplyCall: Call<SmsReply, { revoked: boolean }> = {
  method: 'POST',
  path: '/api/sms-outbox/reply',
};

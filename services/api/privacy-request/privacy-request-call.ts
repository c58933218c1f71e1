import type { Call } from '../call';
import type {
  PrivacyRequestAnswer,
  PrivacyRequestDone,
  PrivacyRequestFields,
  PrivacyRequestHonourBody,
  PrivacyRequestHonoured,
  PrivacyRequestList,
  PrivacyRequestListQuery,
} from './privacy-request-contract';

/** A visitor's "do not sell my information" request, from the privacy page's form. */
export const privacyRequestCall: Call<PrivacyRequestFields, PrivacyRequestAnswer> = {
  method: 'POST',
  path: '/api/privacy-requests',
};

/** The operators' side, made by the console's privacy page. */
export const privacyRequestListCall: Call<PrivacyRequestListQuery, PrivacyRequestList> = {
  method: 'GET',
  path: '/api/privacy-requests',
};
export const privacyRequestDoneCall: Call<undefined, PrivacyRequestDone> = {
  method: 'POST',
  path: '/api/privacy-requests/:id/done',
};
export const privacyRequestHonourCall: Call<PrivacyRequestHonourBody, PrivacyRequestHonoured> = {
  method: 'POST',
  path: '/api/privacy-requests/:id/honour',
};

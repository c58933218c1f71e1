import type { Call } from '../call';
import type { PrivacyRequestAnswer, PrivacyRequestFields } from './privacy-request-contract';

export const privacyRequestCall: Call<PrivacyRequestFields, PrivacyRequestAnswer> = {
  method: 'POST',
  path: '/api/privacy-requests',
};

import type { Call } from '../call';
import type { LeadStoredAnswer } from './lead-stored-contract';

/** Asked by a page whose held lead could not be sent: the other channel may have stored it. */
export const leadStoredCall: Call<undefined, LeadStoredAnswer> = {
  method: 'GET',
  path: '/api/lead-stored/:leadId',
};

import type { Call } from '../call';
import type { LeadProofAnswer } from './lead-proof-contract';

export const leadProofCall: Call<undefined, LeadProofAnswer> = { method: 'GET', path: '/api/lead-proof' };

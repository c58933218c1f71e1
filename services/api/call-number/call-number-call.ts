import type { Call } from '../call';
import type { CallNumberAnswer, CallNumberQuery } from './call-number-contract';

/** 204 without a body when no tracked number applies. */
export const callNumberCall: Call<CallNumberQuery, CallNumberAnswer> = {
  method: 'GET',
  path: '/api/call-number',
};

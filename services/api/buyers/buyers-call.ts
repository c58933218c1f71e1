import type { Call } from '../call';
import type { BuyersAnswer, BuyersRequest } from './buyers-contract';

export const buyersCall: Call<BuyersRequest, BuyersAnswer> = {
  method: 'POST',
  path: '/buyers/get-available',
};

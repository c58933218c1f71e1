import type { Call } from '../call';
import type { CompensationEstimateAnswer, CompensationEstimateBody } from './compensation-estimate-contract';

export const compensationEstimateCall: Call<CompensationEstimateBody, CompensationEstimateAnswer> = {
  method: 'POST',
  path: '/api/compensation-estimate',
};

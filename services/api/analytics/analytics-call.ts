import type { Call } from '../call';
import type { Experiments, ExperimentsQuery, Funnel, FunnelQuery } from './analytics-contract';

/** The operators' drop-off and experiments, read by the console's funnels and experiments pages. */
export const funnelCall: Call<FunnelQuery, Funnel> = { method: 'GET', path: '/api/analytics/funnel' };
export const experimentsCall: Call<ExperimentsQuery, Experiments> = {
  method: 'GET',
  path: '/api/analytics/experiments',
};

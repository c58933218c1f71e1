import type { Call } from '../call';
import type { FunnelDiagramQuery, StatelyFileQuery, StatelyMachine } from './flow-drawings-contract';

/** The console shows the diagram as an image and offers both as downloads. */
export const funnelDiagramCall: Call<FunnelDiagramQuery, string> = {
  method: 'GET',
  path: '/api/analytics/funnel/diagram.svg',
};
export const statelyFileCall: Call<StatelyFileQuery, StatelyMachine> = {
  method: 'GET',
  path: '/api/flows/stately.json',
};

import type { Call } from '../call';
import type { PrepopulationAnswer } from './prepopulation-contract';

export const prepopulationCall: Call<undefined, PrepopulationAnswer> = {
  method: 'GET',
  path: '/check-affid-pre/:affid/:percentage',
};

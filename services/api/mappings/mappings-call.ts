import type { Call } from '../call';
import type { MappingsAnswer, MappingsBody } from './mappings-contract';

export const mappingsCall: Call<MappingsBody, MappingsAnswer> = {
  method: 'POST',
  path: '/inbound/get-mappings',
};

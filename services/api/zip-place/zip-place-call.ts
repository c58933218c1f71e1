import type { Call } from '../call';
import type { ZipPlace } from './zip-place-contract';

export const zipPlaceCall: Call<undefined, ZipPlace> = { method: 'GET', path: '/us/:zip' };

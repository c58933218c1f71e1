import type { Call } from '../call';
import type { SaveDataAnswer, SaveDataBody } from './save-data-contract';

/** Sent with navigator.sendBeacon as the visitor leaves. */
export const saveDataCall: Call<SaveDataBody, SaveDataAnswer> = { method: 'POST', path: '/api/save-data' };

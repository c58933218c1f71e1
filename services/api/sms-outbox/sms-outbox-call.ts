import type { Call } from '../call';
import type { SmsOutbox, SmsOutboxQuery } from './sms-outbox-contract';

/** Read by the console's SMS outbox page, and by the browser tests for the code a walk must type. */
export const smsOutboxCall: Call<SmsOutboxQuery, SmsOutbox> = { method: 'GET', path: '/api/sms-outbox' };

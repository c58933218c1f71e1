import type { Call } from '../call';
import type { ConsoleSession, SignedIn, SignInBody } from './console-session-contract';

/** The console's sign-in, open to all; the session and sign-out calls are the operators'. */
export const signInCall: Call<SignInBody, SignedIn> = { method: 'POST', path: '/api/console/sign-in' };
export const consoleSessionCall: Call<undefined, ConsoleSession> = {
  method: 'GET',
  path: '/api/console/session',
};
/** Answered 204, without a body. */
export const signOutCall: Call<undefined, null> = { method: 'POST', path: '/api/console/sign-out' };

import { parseOperators } from '../console/operators';
import { setting, settings } from '../env-variable';
import { text, positiveInteger } from './readers';

/** The operators' console: who may sign in, and for how long. */
export const CONSOLE_SETTINGS = settings({
  operators: setting(
    'OPERATORS',
    '',
    text.transform(parseOperators),
    'Named operators from before accounts were in the database: `name:scrypt:<salt>:<key hex>` entries, comma-separated, checked at start and each taken in once as an admin account (signing in with its name), which sets up its authenticator at the first sign-in; see [the console](console.md#signing-in).',
  ),
  consoleSessionHours: setting(
    'CONSOLE_SESSION_HOURS',
    '8',
    positiveInteger,
    'Hours a console sign-in lasts before the operator signs in again.',
  ),
});

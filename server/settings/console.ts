import { parseOperators } from '../console/operators';
import { setting, settings } from '../env-variable';
import { text, positiveInteger } from './readers';

/** The operators' console: who may sign in, and for how long. */
export const CONSOLE_SETTINGS = settings({
  operators: setting(
    'OPERATORS',
    '',
    text.transform(parseOperators),
    'Named operators of the console at `/admin`: `name:scrypt:<salt>:<key hex>` entries, comma-separated, checked at start; see [the console](console.md#signing-in) for the line that makes one. `ADMIN_TOKEN` signs in too, with no name.',
  ),
  consoleSessionHours: setting(
    'CONSOLE_SESSION_HOURS',
    '8',
    positiveInteger,
    'Hours a console sign-in lasts before the operator signs in again.',
  ),
});

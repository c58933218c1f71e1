import { documentedSettings } from '../env-variable';
import { CONSOLE_SETTINGS } from './console';
import { INGEST_SETTINGS } from './ingest';
import { LEAD_PROOF_SETTINGS } from './lead-proof';
import { LEAD_SETTINGS } from './leads';
import { NOTIFICATION_SETTINGS } from './notifications';
import { PHONE_CODE_SETTINGS } from './phone-codes';
import { PROVIDER_SETTINGS } from './providers';
import { SERVER_SETTINGS } from './server';
import { SITE_SETTINGS } from './site-contact';
import { STATE_RULE_SETTINGS } from './state-rules';
import { TRUSTEDFORM_RETENTION_SETTINGS } from './trustedform-retention';

export {
  CONSOLE_SETTINGS,
  INGEST_SETTINGS,
  LEAD_PROOF_SETTINGS,
  LEAD_SETTINGS,
  NOTIFICATION_SETTINGS,
  PHONE_CODE_SETTINGS,
  PROVIDER_SETTINGS,
  SERVER_SETTINGS,
  SITE_SETTINGS,
  STATE_RULE_SETTINGS,
  TRUSTEDFORM_RETENTION_SETTINGS,
};

/**
 * Every environment variable the server reads, as one zod schema per subsystem, a file each in this folder
 * (`readers.ts` holds how a value is read): each setting names its variable, how it is read, its default and what
 * it means, once. `readConfig` (server/config.ts) parses the environment with them, and docs/configuration.md's
 * table of server settings is generated from the same descriptions (`npm run docs:config`;
 * test/unit/readme.test.ts fails when they drift). Descriptions are Markdown, as that page shows them: a link is
 * relative to docs/. Here, the variables in the documentation's order.
 */
export const SERVER_VARIABLES = documentedSettings([
  SERVER_SETTINGS,
  SITE_SETTINGS,
  PROVIDER_SETTINGS,
  NOTIFICATION_SETTINGS,
  INGEST_SETTINGS,
  LEAD_SETTINGS,
  STATE_RULE_SETTINGS,
  PHONE_CODE_SETTINGS,
  LEAD_PROOF_SETTINGS,
  TRUSTEDFORM_RETENTION_SETTINGS,
  CONSOLE_SETTINGS,
]);

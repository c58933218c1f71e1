import { buyersInBothFiles } from './selling/one-file-per-buyer';
import type { z } from 'zod';
import {
  CONSOLE_SETTINGS,
  INGEST_SETTINGS,
  LEAD_PROOF_SETTINGS,
  LEAD_SETTINGS,
  NOTIFICATION_SETTINGS,
  PHONE_CODE_SETTINGS,
  PROVIDER_SETTINGS,
  SERVER_SETTINGS,
  SERVER_VARIABLES,
  SITE_SETTINGS,
  STATE_RULE_SETTINGS,
  TRUSTEDFORM_RETENTION_SETTINGS,
} from './settings';
import { readDeliverySettings } from './delivery/destinations';
import { readLeadCosts, readSellingBuyers } from './selling/buyers-file';
import { parseSettings } from './env-variable';

/**
 * The server's settings, all from environment variables so one build runs anywhere, read through the schemas of
 * them in `server/settings/`, one per subsystem (whose descriptions docs/configuration.md's table is generated
 * from). The only module that reads the environment.
 */

export type ProviderConfig = z.output<typeof PROVIDER_SETTINGS>;
export type NotificationConfig = z.output<typeof NOTIFICATION_SETTINGS>;
export type IngestLeadPlatform = z.output<typeof INGEST_SETTINGS>;
export type LeadProofConfig = z.output<typeof LEAD_PROOF_SETTINGS>;
export type ServerConfig = ReturnType<typeof readConfig>;

/** Every variable, its default and its meaning, in the order docs/configuration.md lists them. */
export const CONFIG_VARIABLES = SERVER_VARIABLES;

export type Environment = Readonly<Record<string, string | undefined>>;

/**
 * Reads and checks the settings. A wrong value stops the start with a message naming the variable (but never
 * its value: DATABASE_URL and ADMIN_TOKEN are secrets).
 */
export function readConfig(env: Environment = process.env) {
  const { deliveryConfigFile, sellingConfigFile, ...leads } = parseSettings(LEAD_SETTINGS, env);
  const delivery = readDeliverySettings(deliveryConfigFile, env);
  const sellingBuyers = readSellingBuyers(sellingConfigFile, env);
  const leadCosts = readLeadCosts(sellingConfigFile);
  const stateRules = parseSettings(STATE_RULE_SETTINGS, env);
  const twice = buyersInBothFiles(delivery?.destinations ?? [], sellingBuyers);
  if (twice.length) {
    throw new Error(
      `DELIVERY_CONFIG and SELLING_CONFIG name one buyer twice, which would send it every lead twice: ${twice.join('; ')}`,
    );
  }
  // An authorization naming a buyer the server does not deliver to is a typo that would withhold every such lead.
  const destinationNames = new Set(delivery?.destinations.map((destination) => destination.name));
  const unknown = stateRules.healthDataBuyers?.filter((name) => !destinationNames.has(name));
  if (unknown?.length) {
    throw new Error(
      `HEALTH_DATA_BUYERS names destinations DELIVERY_CONFIG does not have: ${unknown.join(', ')}`,
    );
  }
  return {
    ...parseSettings(SERVER_SETTINGS, env),
    site: parseSettings(SITE_SETTINGS, env),
    ...leads,
    // The destinations name the variables holding their secrets, so they read the whole environment.
    delivery,
    sellingBuyers,
    leadCosts,
    stateRules,
    providers: parseSettings(PROVIDER_SETTINGS, env),
    notifications: parseSettings(NOTIFICATION_SETTINGS, env),
    ingestLeadPlatform: parseSettings(INGEST_SETTINGS, env),
    ...parseSettings(PHONE_CODE_SETTINGS, env),
    leadProof: parseSettings(LEAD_PROOF_SETTINGS, env),
    trustedFormRetention: parseSettings(TRUSTEDFORM_RETENTION_SETTINGS, env),
    ...parseSettings(CONSOLE_SETTINGS, env),
  };
}

/** The origins the configured vendors and page scripts load from and talk to: the only ones the pages' policy names. */
export function leadProofOrigins(proof: LeadProofConfig): string[] {
  const urls = [
    proof.trustedFormScriptUrl,
    proof.jornaya?.scriptUrl,
    proof.everflowSdkUrl,
    ...Object.values<string | undefined>({ ...proof.pageScripts }),
  ];
  return [...new Set(urls.filter((url): url is string => Boolean(url)).map((url) => new URL(url).origin))];
}

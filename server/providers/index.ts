import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { ProviderConfig } from '../config';
import type { LeadDatabase } from '../storage/database';
import { createNotificationStore } from '../storage/notification-store';
import {
  createEmbeddedCallNumberLookup,
  createRetreaverCallNumberLookup,
  type CallNumberLookup,
} from './call-number';
import { createEmbeddedEmailCheck, createIpqsEmailCheck, type EmailCheck } from './email-check';
import {
  createEmbeddedGibberishCheck,
  createHttpGibberishCheck,
  type GibberishCheck,
} from './gibberish-check';
import type { ProviderError } from './http-client';
import { createMailDomainLookup } from './mail-domain-lookup';
import { createNotificationEmail, type NotificationEmailSettings } from './notification-email';
import { createNotifier, type Notifier } from './notifier';
import { createEmbeddedPhoneCheck, createIpqsPhoneCheck, type PhoneCheck } from './phone-check';
import { createProviderBreaker, type ProviderBreaker } from './provider-breaker';
import { createEmbeddedZipLookup, createHttpZipLookup, type ZipLookup } from './zip-lookup';

/** Every outside service the server uses, each an embedded default or the third party its configuration names. */
export interface Providers {
  zipLookup: ZipLookup;
  phoneCheck: PhoneCheck;
  emailCheck: EmailCheck;
  gibberishCheck: GibberishCheck;
  notifier: Notifier;
  callNumberLookup: CallNumberLookup;
}

export interface ProviderContext {
  database: LeadDatabase;
  clock: Clock;
  /** Where provider failures are reported (never with the request's content). */
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /** Where operators' notifications are also e-mailed (SMTP_URL); none when unset. */
  notificationEmail?: NotificationEmailSettings;
}

/** How a provider's failures and its breaker's turns are told, without the request's content. */
function providerEvents(log: ProviderContext['log']) {
  const onFailure = (error: ProviderError) =>
    log.warn({ provider: error.provider, reason: error.reason }, 'provider failed; embedded default used');
  const breakerEvents = {
    opened: (provider: string) =>
      log.warn({ provider }, 'provider keeps failing; embedded default used until a probe succeeds'),
    closed: (provider: string) => log.info({ provider }, 'provider answers again'),
  };
  // One breaker per third party: a provider that keeps failing is skipped, not waited for.
  const breaker = (provider: string): ProviderBreaker => createProviderBreaker(provider, breakerEvents);
  return { onFailure, breaker };
}

/** The two checks a lead's authority asks (server/lead-authority.ts), as the configuration chooses them. */
export type LeadChecks = Pick<Providers, 'zipLookup' | 'gibberishCheck'>;

/**
 * The lead's own checks, alone: the lead threads (server/lead-threads.ts) make theirs with this, each thread with its
 * own breakers, as each server process has its own.
 */
export function createLeadChecks(config: ProviderConfig, log: ProviderContext['log']): LeadChecks {
  const { onFailure, breaker } = providerEvents(log);
  const { timeoutMs } = config;
  const embeddedZip = createEmbeddedZipLookup();
  const embeddedGibberish = createEmbeddedGibberishCheck();
  return {
    zipLookup: config.zipServiceUrl
      ? createHttpZipLookup({
          baseUrl: config.zipServiceUrl,
          timeoutMs,
          fallback: embeddedZip,
          onFailure,
          breaker: breaker('zip'),
        })
      : embeddedZip,
    gibberishCheck: config.gibberishServiceUrl
      ? createHttpGibberishCheck({
          url: config.gibberishServiceUrl,
          timeoutMs,
          fallback: embeddedGibberish,
          onFailure,
          breaker: breaker('gibberish'),
        })
      : embeddedGibberish,
  };
}

export function createProviders(config: ProviderConfig, context: ProviderContext): Providers {
  const { onFailure, breaker } = providerEvents(context.log);
  const timeoutMs = config.timeoutMs;
  const embeddedPhone = createEmbeddedPhoneCheck();
  const embeddedEmail = createEmbeddedEmailCheck({
    mailDomain: config.emailDnsCheck ? createMailDomainLookup({ timeoutMs }) : undefined,
  });
  const embeddedCallNumber = createEmbeddedCallNumberLookup(config.callNumberRules);
  const ipqs = config.ipqsApiKey ? { baseUrl: config.ipqsBaseUrl, apiKey: config.ipqsApiKey } : undefined;

  return {
    ...createLeadChecks(config, context.log),
    phoneCheck: ipqs
      ? createIpqsPhoneCheck({
          ...ipqs,
          timeoutMs,
          fallback: embeddedPhone,
          onFailure,
          breaker: breaker('phone'),
        })
      : embeddedPhone,
    emailCheck: ipqs
      ? createIpqsEmailCheck({
          ...ipqs,
          timeoutMs,
          fallback: embeddedEmail,
          onFailure,
          breaker: breaker('email'),
        })
      : embeddedEmail,
    notifier: createNotifier({
      store: createNotificationStore(context.database),
      clock: context.clock,
      slackWebhookUrl: config.slackWebhookUrl,
      email: context.notificationEmail
        ? createNotificationEmail(context.notificationEmail, timeoutMs)
        : undefined,
      timeoutMs,
      onFailure,
      breaker: breaker('slack'),
      emailBreaker: breaker('email'),
    }),
    callNumberLookup: config.retreaverCampaignKey
      ? createRetreaverCallNumberLookup({
          baseUrl: config.retreaverBaseUrl,
          campaignKey: config.retreaverCampaignKey,
          timeoutMs,
          fallback: embeddedCallNumber,
          onFailure,
          breaker: breaker('retreaver'),
        })
      : embeddedCallNumber,
  };
}

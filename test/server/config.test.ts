import { describe, expect, it } from 'vitest';
import { trustProxyOption } from '../../server/app';
import { CONFIG_VARIABLES, readConfig, type ServerConfig } from '../../server/config';

describe('readConfig', () => {
  it('has a default for everything', () => {
    expect(readConfig({})).toEqual<ServerConfig>({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: 'sqlite:data/leads.sqlite',
      adminToken: undefined,
      trustProxy: false,
      logLevel: 'info',
      staticDir: 'dist/client',
      ssrDir: 'dist/ssr',
      rateLimitMax: 300,
      leadRateLimitMax: 3000,
      leadThreads: 1,
      shutdownStalledConnectionMs: 5000,
      site: {
        phone: '8005550199',
        email: 'info@example.com',
        url: 'http://localhost:3000',
        partnerOfferUrl: '',
      },
      providers: {
        zipServiceUrl: undefined,
        ipqsApiKey: undefined,
        ipqsBaseUrl: 'https://ipqualityscore.com/api/json',
        gibberishServiceUrl: undefined,
        slackWebhookUrl: undefined,
        emailDnsCheck: true,
        timeoutMs: 3000,
        deadlineMs: 1000,
        callNumberRules: [],
        retreaverCampaignKey: undefined,
        retreaverBaseUrl: 'https://api.rtvrapi.com',
      },
      notifications: { qualifiedLeads: true, queuedAlertSeconds: 900, email: undefined },
      ingestLeadPlatform: { campaignId: '', supplierId: '', key: '' },
      delivery: undefined,
      sellingBuyers: [],
      leadCosts: undefined,
      demoBuyers: false,
      stateRules: { stateLaw: 'spec', healthDataBuyers: undefined },
      partialRetentionDays: 30,
      consentReceiptRetentionDays: 1827,
      duplicateWindowDays: 30,
      formStateSecret: undefined,
      identityHashSecret: undefined,
      buyers: [],
      siteName: 'Accident Claim Help',
      twilioVerify: undefined,
      smsInboundToken: undefined,
      prepopulationAffids: undefined,
      leadProof: {
        trustedFormScriptUrl: undefined,
        jornaya: undefined,
        everflowSdkUrl: undefined,
        pageScripts: {
          adPixel: undefined,
          identityPixel: undefined,
          injuryPixel: undefined,
          ticketPixel: undefined,
          mediaLoader: undefined,
        },
      },
      trustedFormRetention: undefined,
      operators: [],
      consoleSessionHours: 8,
    });
  });

  it('reads every variable', () => {
    expect(
      readConfig({
        PORT: '8080',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://leads@db/leads',
        ADMIN_TOKEN: 'secret',
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'WARN',
        STATIC_DIR: '/srv/site',
        SSR_DIR: '/srv/ssr',
        RATE_LIMIT_MAX: '60',
        LEAD_RATE_LIMIT_MAX: '900',
        LEAD_THREADS: '0',
        SHUTDOWN_STALLED_CONNECTION_MS: '2000',
        ZIP_SERVICE_URL: 'https://zip.example/',
        IPQS_API_KEY: 'key',
        IPQS_BASE_URL: 'http://127.0.0.1:9/ipqs',
        GIBBERISH_SERVICE_URL: 'https://gibberish.example/check',
        SLACK_WEBHOOK_URL: 'https://hooks.slack.com/services/T/B/X',
        EMAIL_DNS_CHECK: 'false',
        PROVIDER_TIMEOUT_MS: '1500',
        PROVIDER_DEADLINE_MS: '800',
        CALL_NUMBERS: 'affid=1000350:8005550123, utm_source=tv:8005550199',
        RETREAVER_CAMPAIGN_KEY: 'campaign-key',
        RETREAVER_BASE_URL: 'http://127.0.0.1:9/retreaver/',
        SMTP_URL: 'smtp://alerts:pw@mail.example:587',
        NOTIFY_EMAIL_TO: 'ops@example.com, owner@example.com',
        NOTIFY_EMAIL_FROM: 'Leads <leads@example.com>',
        NOTIFY_QUALIFIED_LEADS: 'false',
        QUEUED_DELIVERY_ALERT_SECONDS: '120',
        INGEST_LP_CAMPAIGN_ID: '1234',
        INGEST_LP_SUPPLIER_ID: '56789',
        INGEST_LP_KEY: 'k3y',
        PARTIAL_RETENTION_DAYS: '7',
        DUPLICATE_WINDOW_DAYS: '14',
        FORM_STATE_SECRET: 'form-key',
        IDENTITY_HASH_SECRET: 'identity-key',
        PREPOP_AFFIDS: ' 1000350, 389 ,',
        STATE_RULES: 'Current',
        TRUSTEDFORM_SCRIPT_URL: 'https://api.trustedform.com/trustedform.js',
        JORNAYA_CAMPAIGN_ID: 'C0FFEE',
        JORNAYA_SCRIPT_URL: 'https://create.lidstatic.com/campaign/C0FFEE.js',
        EVERFLOW_SDK_URL: 'https://www.track.example/scripts/sdk/everflow.js',
        AD_PIXEL_URL: 'https://ads.example/pixel.js',
        IDENTITY_PIXEL_URL: 'https://identity.example/pixel.js',
        INJURY_PIXEL_URL: 'https://injury.example/pixel.js',
        TICKET_PIXEL_URL: 'https://ticket.example/pixel.js',
        MEDIA_LOADER_URL: 'https://media.example/loader.js',
        TRUSTEDFORM_API_KEY: 'tf-key',
        TRUSTEDFORM_CERT_BASE_URL: 'http://127.0.0.1:9/tf/',
        SITE_PHONE: '+1 (512) 743-0100',
        SITE_EMAIL: 'help@accident-claims.us',
        SITE_URL: 'https://accident-claims.us/',
        PARTNER_OFFER_URL: 'https://offers.partner.us/click?tid={transaction_id}',
      }),
    ).toEqual<ServerConfig>({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://leads@db/leads',
      adminToken: 'secret',
      trustProxy: true,
      logLevel: 'warn',
      staticDir: '/srv/site',
      ssrDir: '/srv/ssr',
      rateLimitMax: 60,
      leadRateLimitMax: 900,
      leadThreads: 0,
      shutdownStalledConnectionMs: 2000,
      site: {
        phone: '5127430100',
        email: 'help@accident-claims.us',
        url: 'https://accident-claims.us',
        partnerOfferUrl: 'https://offers.partner.us/click?tid={transaction_id}',
      },
      providers: {
        zipServiceUrl: 'https://zip.example',
        ipqsApiKey: 'key',
        ipqsBaseUrl: 'http://127.0.0.1:9/ipqs',
        gibberishServiceUrl: 'https://gibberish.example/check',
        slackWebhookUrl: 'https://hooks.slack.com/services/T/B/X',
        emailDnsCheck: false,
        timeoutMs: 1500,
        deadlineMs: 800,
        callNumberRules: [
          { param: 'affid', value: '1000350', digits: '8005550123' },
          { param: 'utm_source', value: 'tv', digits: '8005550199' },
        ],
        retreaverCampaignKey: 'campaign-key',
        retreaverBaseUrl: 'http://127.0.0.1:9/retreaver',
      },
      notifications: {
        qualifiedLeads: false,
        queuedAlertSeconds: 120,
        email: {
          smtpUrl: 'smtp://alerts:pw@mail.example:587',
          to: ['ops@example.com', 'owner@example.com'],
          from: 'Leads <leads@example.com>',
        },
      },
      ingestLeadPlatform: { campaignId: '1234', supplierId: '56789', key: 'k3y' },
      delivery: undefined,
      sellingBuyers: [],
      leadCosts: undefined,
      demoBuyers: false,
      stateRules: { stateLaw: 'current', healthDataBuyers: undefined },
      partialRetentionDays: 7,
      consentReceiptRetentionDays: 1827,
      duplicateWindowDays: 14,
      formStateSecret: 'form-key',
      identityHashSecret: 'identity-key',
      buyers: [],
      siteName: 'Accident Claim Help',
      twilioVerify: undefined,
      smsInboundToken: undefined,
      prepopulationAffids: ['1000350', '389'],
      leadProof: {
        trustedFormScriptUrl: 'https://api.trustedform.com/trustedform.js',
        jornaya: { campaignId: 'C0FFEE', scriptUrl: 'https://create.lidstatic.com/campaign/C0FFEE.js' },
        everflowSdkUrl: 'https://www.track.example/scripts/sdk/everflow.js',
        pageScripts: {
          adPixel: 'https://ads.example/pixel.js',
          identityPixel: 'https://identity.example/pixel.js',
          injuryPixel: 'https://injury.example/pixel.js',
          ticketPixel: 'https://ticket.example/pixel.js',
          mediaLoader: 'https://media.example/loader.js',
        },
      },
      trustedFormRetention: { apiKey: 'tf-key', certificateBaseUrl: 'http://127.0.0.1:9/tf' },
      operators: [],
      consoleSessionHours: 8,
    });
  });

  it.each([
    ['false', false],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8, 127.0.0.1'],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(readConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('treats an empty ADMIN_TOKEN as unset', () => {
    expect(readConfig({ ADMIN_TOKEN: '  ' }).adminToken).toBeUndefined();
  });

  it.each([
    [{ PORT: 'http' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ RATE_LIMIT_MAX: '0' }, 'RATE_LIMIT_MAX'],
    [{ LEAD_RATE_LIMIT_MAX: '0' }, 'LEAD_RATE_LIMIT_MAX'],
    [{ LEAD_THREADS: '17' }, 'LEAD_THREADS'],
    [{ LEAD_THREADS: 'two' }, 'LEAD_THREADS'],
    [{ SHUTDOWN_STALLED_CONNECTION_MS: '0' }, 'SHUTDOWN_STALLED_CONNECTION_MS'],
    [{ PARTIAL_RETENTION_DAYS: '0' }, 'PARTIAL_RETENTION_DAYS'],
    [{ DUPLICATE_WINDOW_DAYS: '0' }, 'DUPLICATE_WINDOW_DAYS'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ QUEUED_DELIVERY_ALERT_SECONDS: '0' }, 'QUEUED_DELIVERY_ALERT_SECONDS'],
    [{ SMTP_URL: 'smtp://mail.example' }, 'SMTP_URL and NOTIFY_EMAIL_TO'],
    [{ NOTIFY_EMAIL_TO: 'ops@example.com' }, 'SMTP_URL and NOTIFY_EMAIL_TO'],
    [{ SITE_PHONE: '555-0100' }, 'SITE_PHONE'],
    [{ SITE_EMAIL: 'help at accident-claims.us' }, 'SITE_EMAIL'],
    [{ SITE_URL: 'accident-claims.us' }, 'SITE_URL'],
    [{ SITE_URL: 'https://accident-claims.us/"><script>' }, 'SITE_URL'],
    [{ STATE_RULES: 'newest' }, 'STATE_RULES'],
    [{ HEALTH_DATA_BUYERS: 'firm-a' }, 'HEALTH_DATA_BUYERS'],
  ])('refuses %o, naming the variable', (env, name) => {
    expect(() => readConfig(env)).toThrow(name);
  });

  it('never puts a value in its errors', () => {
    let message = '';
    try {
      readConfig({ PORT: 'p4ssw0rd' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('PORT');
    expect(message).not.toContain('p4ssw0rd');
  });
});

describe('CONFIG_VARIABLES', () => {
  it.each([
    ['ZIP_SERVICE_URL', 'zip.example'],
    ['SLACK_WEBHOOK_URL', 'ftp://hooks.example'],
    ['SMTP_URL', 'http://mail.example'],
    ['EMAIL_DNS_CHECK', 'maybe'],
    ['PROVIDER_TIMEOUT_MS', '0'],
  ])('refuses %s=%s, naming the variable but not the value', (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(name);
    try {
      readConfig({ [name]: value });
    } catch (error) {
      expect(String(error)).not.toContain(value === '0' ? 'never' : value);
    }
  });

  it('documents every variable readConfig reads, with its real default', () => {
    const names = CONFIG_VARIABLES.map((variable) => variable.name);
    expect(names).toEqual([
      'PORT',
      'HOST',
      'DATABASE_URL',
      'ADMIN_TOKEN',
      'TRUST_PROXY',
      'LOG_LEVEL',
      'STATIC_DIR',
      'SSR_DIR',
      'RATE_LIMIT_MAX',
      'LEAD_RATE_LIMIT_MAX',
      'LEAD_THREADS',
      'SHUTDOWN_STALLED_CONNECTION_MS',
      'SITE_PHONE',
      'SITE_EMAIL',
      'SITE_URL',
      'PARTNER_OFFER_URL',
      'ZIP_SERVICE_URL',
      'IPQS_API_KEY',
      'IPQS_BASE_URL',
      'GIBBERISH_SERVICE_URL',
      'SLACK_WEBHOOK_URL',
      'EMAIL_DNS_CHECK',
      'PROVIDER_TIMEOUT_MS',
      'PROVIDER_DEADLINE_MS',
      'CALL_NUMBERS',
      'RETREAVER_CAMPAIGN_KEY',
      'RETREAVER_BASE_URL',
      'SMTP_URL',
      'NOTIFY_EMAIL_TO',
      'NOTIFY_EMAIL_FROM',
      'NOTIFY_QUALIFIED_LEADS',
      'QUEUED_DELIVERY_ALERT_SECONDS',
      'INGEST_LP_CAMPAIGN_ID',
      'INGEST_LP_SUPPLIER_ID',
      'INGEST_LP_KEY',
      'DELIVERY_CONFIG',
      'SELLING_CONFIG',
      'DEMO_BUYERS',
      'PARTIAL_RETENTION_DAYS',
      'CONSENT_RECEIPT_RETENTION_DAYS',
      'DUPLICATE_WINDOW_DAYS',
      'FORM_STATE_SECRET',
      'IDENTITY_HASH_SECRET',
      'BUYERS_CONFIG',
      'PREPOP_AFFIDS',
      'STATE_RULES',
      'HEALTH_DATA_BUYERS',
      'TWILIO_ACCOUNT_SID',
      'TWILIO_AUTH_TOKEN',
      'TWILIO_VERIFY_SERVICE_SID',
      'TWILIO_BASE_URL',
      'SITE_NAME',
      'TRUSTEDFORM_SCRIPT_URL',
      'JORNAYA_CAMPAIGN_ID',
      'JORNAYA_SCRIPT_URL',
      'EVERFLOW_SDK_URL',
      'AD_PIXEL_URL',
      'IDENTITY_PIXEL_URL',
      'INJURY_PIXEL_URL',
      'TICKET_PIXEL_URL',
      'MEDIA_LOADER_URL',
      'TRUSTEDFORM_API_KEY',
      'TRUSTEDFORM_CERT_BASE_URL',
      'OPERATORS',
      'CONSOLE_SESSION_HOURS',
    ]);
    const fromDefaults = readConfig(Object.fromEntries(CONFIG_VARIABLES.map((v) => [v.name, v.default])));
    expect(fromDefaults).toEqual(readConfig({}));
    for (const variable of CONFIG_VARIABLES) expect(variable.description).toMatch(/\.$/);
  });
});

describe('trustProxyOption', () => {
  it('turns a hop count into a function trusting that many hops', () => {
    const trust = trustProxyOption(2);

    expect(typeof trust).toBe('function');
    if (typeof trust !== 'function') return;
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
  });

  it('passes the other forms through', () => {
    expect(trustProxyOption(true)).toBe(true);
    expect(trustProxyOption('127.0.0.1')).toBe('127.0.0.1');
  });
});

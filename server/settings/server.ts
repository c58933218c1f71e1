import { setting, settings } from '../env-variable';
import { text, optionalText, port, positiveInteger, logLevel, trustProxy, wholeNumber } from './readers';

/** The HTTP server itself: where it listens, what it trusts, where it stores, its budgets. */
export const SERVER_SETTINGS = settings({
  port: setting('PORT', '3000', port, 'TCP port the server listens on.'),
  host: setting('HOST', '0.0.0.0', text, 'Interface the server binds to.'),
  databaseUrl: setting(
    'DATABASE_URL',
    'sqlite:data/leads.sqlite',
    text,
    'Where leads are stored: `sqlite:<file>` (folder created), or a `postgres://` / `postgresql://` URL.',
  ),
  adminToken: setting(
    'ADMIN_TOKEN',
    '',
    optionalText,
    "An admin API key for tools and tests: `Authorization: Bearer <ADMIN_TOKEN>` on the operators' API (every route `/docs` marks with its roles). It no longer signs in to the console: operators have accounts ([the console](console.md#signing-in)), and an admin can make named keys per role. With `NODE_ENV=production` a token shorter than 32 characters, or a common or repetitive one (`secret`, `changeme`), stops the start; make one with `openssl rand -base64 32`. Unset, only accounts and keys get in.",
  ),
  trustProxy: setting(
    'TRUST_PROXY',
    'false',
    trustProxy,
    'Take the client IP from `X-Forwarded-For`: `true`, the number of proxy hops, or proxy IPs/CIDRs.',
  ),
  logLevel: setting(
    'LOG_LEVEL',
    'info',
    logLevel,
    '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`. Logs never carry personal data.',
  ),
  staticDir: setting('STATIC_DIR', 'dist/client', text, 'Folder of the built, prerendered site.'),
  ssrDir: setting(
    'SSR_DIR',
    'dist/ssr',
    text,
    "Folder of the prerender's server build, which renders a survey's next step for a form posted without JavaScript ([funnels](funnels.md#without-javascript)).",
  ),
  rateLimitMax: setting(
    'RATE_LIMIT_MAX',
    '300',
    positiveInteger,
    'Requests per minute per client IP on the API routes but the lead routes.',
  ),
  leadRateLimitMax: setting(
    'LEAD_RATE_LIMIT_MAX',
    '3000',
    positiveInteger,
    'Requests per minute per client IP on the lead routes (`/post-lead`, `/ticket-lead`, `/ingest`, `/api/save-data`), counted apart from `RATE_LIMIT_MAX`, so no other call from a shared address can make a lead answer 429; see [the delivery page](delivery.md).',
  ),
  leadThreads: setting(
    'LEAD_THREADS',
    '1',
    wholeNumber({ min: 0, max: 16 }),
    "Threads that make funnel leads beside the event loop (the trail's replay, the verdict, the row and the consent receipt), so the event loop only reads requests, stores the rows and answers; `0` makes every lead on the event loop. One suits a single server process on two cores; a machine with more cores can take more, and several server processes on one machine, which already use its cores, are better with `0` (a thread costs a lead about 120 µs of CPU more in all). A lead a thread cannot make (it stopped) is made on the event loop, never lost. See [the design](design.md#lead-threads).",
  ),
  shutdownStalledConnectionMs: setting(
    'SHUTDOWN_STALLED_CONNECTION_MS',
    '5000',
    positiveInteger,
    'After SIGTERM, milliseconds a connection may stay that holds no request, or a request whose body has not all arrived (a phone that lost signal mid-post), before it is ended; requests already received are still answered and deliveries still finish ([delivery](delivery.md#shutdown-sigterm-and-a-rolling-restart)).',
  ),
});

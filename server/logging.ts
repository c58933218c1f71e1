import { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import { PERSONAL_FIELDS } from '../guards/lead-fields';

/**
 * Logs carry no personal data. Request bodies are never logged, the URL is logged without its query string
 * (thank-you URLs carry the visitor's e-mail and phone), and the lead-field catalogue's personal fields are
 * redacted should any code ever log an object holding them.
 */
export { PERSONAL_FIELDS };

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  ...PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** Longest path written to a log line; anything longer is a probe, not a page. */
const MAX_LOGGED_PATH = 200;

export interface LoggerOptions {
  level: string;
  /** Where log lines go; stdout when omitted. Tests pass a stream that collects them. */
  destination?: DestinationStream;
}

export function createLogger({ level, destination }: LoggerOptions): FastifyBaseLogger {
  return pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: {
        // A request is only ever logged as its method and path: headers carry tokens, URLs carry queries.
        req: (request: unknown) => {
          const { method, url } = (request ?? {}) as { method?: unknown; url?: unknown };
          return {
            method: typeof method === 'string' ? method : '',
            path: typeof url === 'string' ? pathOf(url) : '',
          };
        },
        // Error messages can quote the request (a JSON parser's message quotes the body): only the kind is kept.
        err: (error: unknown) => safeErrorFields(error),
      },
    },
    destination ?? pino.destination(1),
  );
}

/**
 * Fastify's own per-request lines are switched off: they log the full URL. `registerRequestLogging` writes one
 * line per response instead. (This is the non-deprecated form of Fastify's `disableRequestLogging: true`.)
 */
export function quietLogController(): LogController {
  return new LogController({ disableRequestLogging: true });
}

/** A path segment that looks like an e-mail address or a phone number. */
const PERSONAL_SEGMENT = /@|%40|\d{7,}|(\d\D{0,3}){10}/i;

/**
 * The path of a URL as a log line may hold it: no query string, and any segment that looks like an e-mail
 * address or phone number (a mistyped link, a probe) replaced.
 */
export function pathOf(url: string): string {
  const path = (url.split(/[?#]/, 1)[0] ?? '')
    .split('/')
    .map((segment) => (PERSONAL_SEGMENT.test(segment) ? '[redacted]' : segment))
    .join('/');
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path;
}

/**
 * What a log line says about where a request went. A route's parameters can carry personal data (`/us/:zip`
 * holds a zip code), so a parameterised API route is logged by its pattern; everything else by its path.
 */
export function loggedPath(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  return route?.includes(':') ? route : pathOf(request.url);
}

export interface SafeErrorFields {
  type: string;
  code?: string;
  statusCode?: number;
  /** Stack frames only: the first line of a stack repeats the message. */
  stack?: string;
}

export function safeErrorFields(error: unknown, { withStack = false } = {}): SafeErrorFields {
  if (typeof error !== 'object' || error === null) return { type: typeof error };
  const { name, code, statusCode, stack } = error as Record<string, unknown>;
  const fields: SafeErrorFields = { type: typeof name === 'string' ? name : 'Error' };
  if (typeof code === 'string') fields.code = code;
  if (typeof statusCode === 'number') fields.statusCode = statusCode;
  if (withStack && typeof stack === 'string') {
    fields.stack = stack
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n');
  }
  return fields;
}

/**
 * A path that found nothing is whatever someone typed or linked: a name, an address. Its segments that are words
 * of the site's own routes stay, so an operator still sees where the miss was; every other segment is replaced.
 */
export function missedPath(url: string, knownWords: ReadonlySet<string>): string {
  return pathOf(url)
    .split('/')
    .map((segment) => (segment === '' || knownWords.has(segment) ? segment : '[redacted]'))
    .join('/');
}

export function registerRequestLogging(app: FastifyInstance, knownWords: ReadonlySet<string>): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: reply.statusCode === 404 ? missedPath(request.url, knownWords) : loggedPath(request),
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime * 100) / 100,
      },
      'request completed',
    );
  });
}

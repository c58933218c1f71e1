import { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import pino, {
  type Bindings,
  type ChildLoggerOptions,
  type DestinationStream,
  type LevelWithSilent,
} from 'pino';
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

type LineLevel = Exclude<LevelWithSilent, 'silent'>;
type LogArguments = Parameters<FastifyBaseLogger['info']>;

/**
 * A request's logger that becomes pino's child of the server's logger only when a line is written through it at a
 * level that logs. Pino's child serialises its bindings through the redaction of every personal path (about 4 µs,
 * 2% of a lead's event loop), and most requests write nothing through theirs: the response line goes through the
 * server's logger with the request's id (`registerRequestLogging`). What a line says is the child's, as before.
 */
class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: pino.Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  #made(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  /** Whether a line at this level would be written, asked before the child is made. */
  #logs(level: LineLevel): boolean {
    const values = this.parent.levels.values;
    const threshold = values[this.options.level ?? this.parent.level];
    return threshold === undefined || values[level]! >= threshold;
  }

  #line(level: LineLevel, args: LogArguments): void {
    const logger = this.#child ?? (this.#logs(level) ? this.#made() : undefined);
    if (logger) logger[level](...args);
  }

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#made().level = level;
  }

  fatal(...args: LogArguments) {
    this.#line('fatal', args);
  }
  error(...args: LogArguments) {
    this.#line('error', args);
  }
  warn(...args: LogArguments) {
    this.#line('warn', args);
  }
  info(...args: LogArguments) {
    this.#line('info', args);
  }
  debug(...args: LogArguments) {
    this.#line('debug', args);
  }
  trace(...args: LogArguments) {
    this.#line('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#made().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger, made into pino's child only when it writes a line. */
export function requestLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(parent as pino.Logger, bindings, options);
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
  // The line holds only what the server writes into it (the method, the path made safe above, the status, the time
  // and the request's id), so it is written without the redaction, which walks every personal path through the line
  // (about 15 µs a response, against 4 µs for the line itself). The same destination, the same line.
  const responses = app.log.child({}, { redact: { paths: [] } });
  app.addHook('onResponse', async (request, reply) => {
    // With the request's id as its own logger would bind it: the line is the same, and the request's own logger is
    // never made for it.
    responses.info(
      {
        reqId: request.id,
        method: request.method,
        path: reply.statusCode === 404 ? missedPath(request.url, knownWords) : loggedPath(request),
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime * 100) / 100,
      },
      'request completed',
    );
  });
}

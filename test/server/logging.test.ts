import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger, missedPath, pathOf, requestLogger } from '../../server/logging';
import { postJson, qualifiedLead } from './support/leads';
import { ADMIN_TOKEN, startInjectedServer, type InjectedServer } from './support/test-server';

/** Values no log line may contain: each is unlikely to appear in a log by chance. */
const PERSONAL = {
  firstName: 'Zebulonia',
  lastName: 'Quaxworthy',
  email: 'zebulonia.quaxworthy@example.org',
  phone: '(713) 555-0199',
  address: '4417 Marigold Crescent',
  zip_code: '77002',
  case_description: 'A speeding turquoise delivery van rear-ended my sedan at Fannin Street',
  date_of_birth: '1987-03-14',
};
const PHONE_DIGITS = '7135550199';

let server: InjectedServer;

beforeAll(async () => {
  server = await startInjectedServer();
  const lead = qualifiedLead(PERSONAL);
  // Each answer is read to its end: a compressed one is still being sent when its headers arrive.
  const send = async (answer: Promise<Response>) => void (await (await answer).arrayBuffer());
  await send(postJson(server, lead));
  await send(postJson(server, lead, { contentType: 'text/plain' }));
  await send(postJson(server, { ...lead, lead_id: `${PERSONAL.firstName}-lead` }));
  await send(postJson(server, JSON.stringify(lead).slice(0, -20)));
  await send(
    postJson(server, `{"firstName":"${PERSONAL.firstName}","email":"${PERSONAL.email}"`, {
      contentType: 'text/plain',
    }),
  );
  await send(postJson(server, { ...lead, case_description: `${PERSONAL.case_description} `.repeat(20_000) }));
  await send(server.fetch(`/us/${PERSONAL.zip_code}`));
  await send(
    server.fetch(`/survey-thank-you/?q=y&email=${encodeURIComponent(PERSONAL.email)}&phone=${PHONE_DIGITS}`),
  );
  await send(
    server.fetch(`/${encodeURIComponent(PERSONAL.email)}?phone=${PHONE_DIGITS}`, { method: 'POST' }),
  );
  await send(
    server.fetch(`/api/leads?email=${encodeURIComponent(PERSONAL.email)}`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    }),
  );
  await send(server.fetch(`/survey/v4nv/${PERSONAL.lastName}`));
});

afterAll(async () => {
  await server.close();
});

describe('logs', () => {
  it('write one line per request', () => {
    const lines = server
      .logs()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const completed = lines.filter((line) => line.msg === 'request completed');

    expect(completed).toHaveLength(11);
    expect(completed.map((line) => line.statusCode)).toEqual([
      202, 202, 400, 400, 400, 413, 200, 404, 404, 200, 404,
    ]);
    expect(completed[0]).toMatchObject({ method: 'POST', path: '/post-lead' });
    // The line is written without the redaction, so it holds the server's own fields and nothing else.
    for (const line of completed) {
      expect(Object.keys(line).sort()).toEqual(
        [
          'hostname',
          'level',
          'method',
          'msg',
          'path',
          'pid',
          'reqId',
          'responseTimeMs',
          'statusCode',
          'time',
        ].sort(),
      );
    }
    // Each line names its request, as the request's own logger would.
    expect(completed.every((line) => typeof line.reqId === 'string' && line.reqId !== '')).toBe(true);
    expect(new Set(completed.map((line) => line.reqId)).size).toBe(completed.length);
    expect(completed.map((line) => line.path)).toContain('/survey-thank-you/');
    // A missed page keeps the words of the site's own routes and loses the rest.
    expect(completed.at(-1)).toMatchObject({ statusCode: 404, path: '/survey/v4nv/[redacted]' });
  });

  it.each([...Object.entries(PERSONAL), ['phone digits', PHONE_DIGITS], ['admin token', ADMIN_TOKEN]])(
    'never contain the %s',
    (_field, value) => {
      expect(server.logs()).not.toContain(value);
      expect(server.logs()).not.toContain(encodeURIComponent(value));
    },
  );

  it('never contain a query string', () => {
    expect(server.logs()).not.toMatch(/[?&](q|email|phone)=/);
  });
});

describe('the logger', () => {
  it('redacts personal fields and the authorization header should any code log them', () => {
    let text = '';
    const logger = createLogger({ level: 'info', destination: { write: (line: string) => (text += line) } });

    logger.info(
      {
        email: PERSONAL.email,
        lead: { phone: PERSONAL.phone, firstName: PERSONAL.firstName },
        body: { lead: { case_description: PERSONAL.case_description } },
        req: { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } },
      },
      'something happened',
    );

    expect(text).toContain('something happened');
    expect(text).toContain('[redacted]');
    for (const value of [
      PERSONAL.email,
      PERSONAL.phone,
      PERSONAL.firstName,
      PERSONAL.case_description,
      ADMIN_TOKEN,
    ]) {
      expect(text).not.toContain(value);
    }
  });

  it.each([
    ['/survey-thank-you/?email=a%40b.c&phone=7135550199', '/survey-thank-you/'],
    ['/survey/v4nv#step', '/survey/v4nv'],
    ['/someone@example.com/page', '/[redacted]/page'],
    ['/call/713-555-0199', '/call/[redacted]'],
    ['/assets/index-Bx7kq2.js', '/assets/index-Bx7kq2.js'],
  ])('logs %s as %s', (url, path) => {
    expect(pathOf(url)).toBe(path);
  });

  it.each([
    ['/survey/v4nv/maria-lopez', '/survey/v4nv/[redacted]'],
    ['/maria.lopez/', '/[redacted]/'],
    ['/api/leads/unknown?x=1', '/api/leads/[redacted]'],
    ['/contact/', '/contact/'],
  ])('logs a missed %s as %s', (url, path) => {
    expect(missedPath(url, new Set(['survey', 'v4nv', 'api', 'leads', 'contact']))).toBe(path);
  });
});

describe("a request's logger", () => {
  function collected(level: string) {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger({
      level,
      destination: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    return { lines, logger, child: vi.spyOn(logger, 'child') };
  }

  it("writes a line as pino's child of the server's logger writes it, bound to the request", () => {
    const { lines, logger } = collected('info');
    const expected = logger.child({ reqId: 'req-1' }, {});
    expected.warn({ statusCode: 500, email: PERSONAL.email }, 'failed');

    requestLogger(logger, { reqId: 'req-1' }, {}).warn({ statusCode: 500, email: PERSONAL.email }, 'failed');

    const [before, after] = lines.map(({ time: _time, ...line }) => line);
    expect(after).toEqual(before);
    expect(after).toMatchObject({ reqId: 'req-1', statusCode: 500, email: '[redacted]', msg: 'failed' });
  });

  it('makes no child for a request that writes nothing, nor for a line below the level', () => {
    const { lines, logger, child } = collected('warn');
    const log = requestLogger(logger, { reqId: 'req-2' }, {});
    log.info('not written');
    log.debug('not written');

    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    expect(log.level).toBe('warn');

    log.error('written');
    log.error('written again');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((line) => [line.reqId, line.msg])).toEqual([
      ['req-2', 'written'],
      ['req-2', 'written again'],
    ]);
  });

  it("keeps a route's own level", () => {
    const { lines, logger } = collected('warn');
    const log = requestLogger(logger, { reqId: 'req-3' }, { level: 'debug' });
    log.debug('written');
    log.trace('not written');

    expect(log.level).toBe('debug');
    expect(lines.map((line) => line.msg)).toEqual(['written']);
  });
});

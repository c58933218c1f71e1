import { loadZipCodes } from '../../../server/providers/zip-lookup';
import { expect } from 'vitest';
import type { StoredLead } from '../../../services/api/leads/leads-contract';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../../server/app';
import type { Clock } from '../../../server/clock';
import { readConfig, type ServerConfig } from '../../../server/config';
import type { Providers } from '../../../server/providers';
import { createDatabase, type LeadDatabase } from '../../../server/storage/database';
import { migrateToLatest } from '../../../server/storage/migrator';

/** The fixed "today" of every server test: lead rules count days from it. */
export const TODAY = '2026-11-22';

/** Starts at 10:00 UTC on TODAY and moves one second per reading, so leads get distinct, ordered times. */
export function tickingClock(start = `${TODAY}T10:00:00.000Z`): Clock {
  let now = Date.parse(start);
  return () => {
    const date = new Date(now);
    now += 1000;
    return date;
  };
}

/** Whatever asks the server: a path and fetch's options in, a real `Response` out. */
export interface Asker {
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

/** Asks a server that listens on a socket at `baseUrl` (a test server, or one in a process of its own). */
export function overHttp(baseUrl: string): Asker {
  return { fetch: (path, init) => fetch(`${baseUrl}${path}`, init) };
}

/** The server on a real socket: for the tests whose point is the connection itself. */
export interface TestServer extends Asker {
  baseUrl: string;
  app: FastifyInstance;
  database: LeadDatabase;
  /** The server's clock: what a test reads to make a TOTP code the server takes. */
  clock: Clock;
  /** Where it stores: a test may open its own connection after closing the server, to read what was kept. */
  databaseUrl: string;
  /** Every log line written so far. */
  logs(): string;
  /** Closes the server, then its database; a second call waits for the first. */
  close(): Promise<void>;
}

export const ADMIN_TOKEN = 'test-admin-token-0123456789-abcdefghij';

/**
 * The server as most tests ask it, through Fastify's injection: the whole request path but the socket. `fetch`
 * injects the request, and the answer is a real `Response`; the client address is 127.0.0.1.
 */
export type InjectedServer = Omit<TestServer, 'baseUrl'>;

/** Statuses whose answer has no body: `new Response` refuses one. */
const BODILESS = new Set([101, 204, 205, 304]);

async function injectedFetch(app: FastifyInstance, path: string, init: RequestInit = {}): Promise<Response> {
  // A Request encodes any body fetch takes (JSON text, form data, search params) and sets its content type.
  const request = new Request(`http://127.0.0.1${path}`, init);
  const answer = await app.inject({
    method: request.method as 'GET',
    url: path,
    headers: Object.fromEntries(request.headers.entries()),
    payload: request.body ? Buffer.from(await request.arrayBuffer()) : undefined,
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    for (const each of [value].flat()) if (each !== undefined) headers.append(name, String(each));
  }
  const body =
    BODILESS.has(answer.statusCode) || init.method === 'HEAD' ? null : new Uint8Array(answer.rawPayload);
  return new Response(body, { status: answer.statusCode, headers });
}

/**
 * The real server over a fresh SQLite file, with its logs captured, answering through `inject` rather than a
 * socket: for the tests whose point is what the server answers, not the connection it answers on.
 */
export async function startInjectedServer(
  overrides: Partial<ServerConfig> = {},
  providers: Partial<Providers> = {},
  clock: Clock = tickingClock(),
  parts: Pick<AppOptions, 'surveyPages' | 'deliveryClock' | 'experimentRandom'> = {},
): Promise<InjectedServer> {
  const server = await prepareTestServer(overrides, providers, clock, parts);
  await server.app.ready();
  return { ...server, fetch: (path, init) => injectedFetch(server.app, path, init) };
}

/**
 * Opens a socket on a free port of 127.0.0.1 for a server that is otherwise asked through injection, and answers
 * its address: for the few tests of a file whose point is the wire (a raw request line, a browser client's own
 * HTTP call). The server's close closes the socket too.
 */
export async function listenOnSocket(server: InjectedServer): Promise<string> {
  if (!server.app.server.listening) await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * The real server on a free port of 127.0.0.1, over a fresh SQLite file, with its logs captured. No build is
 * present unless a test passes its own STATIC_DIR.
 */
export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  providers: Partial<Providers> = {},
  clock: Clock = tickingClock(),
): Promise<TestServer> {
  const server = await prepareTestServer(overrides, providers, clock);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return { ...server, baseUrl, ...overHttp(baseUrl) };
}

async function prepareTestServer(
  overrides: Partial<ServerConfig>,
  providers: Partial<Providers>,
  clock: Clock,
  parts: Pick<AppOptions, 'surveyPages' | 'deliveryClock' | 'experimentRandom'> = {},
): Promise<Omit<TestServer, 'baseUrl' | 'fetch'>> {
  const folder = await mkdtemp(join(tmpdir(), 'leads-server-test-'));
  const config: ServerConfig = {
    ...readConfig({}),
    databaseUrl: `sqlite:${join(folder, 'leads.sqlite')}`,
    adminToken: ADMIN_TOKEN,
    staticDir: join(folder, 'no-build'),
    // Leads are made on the event loop, where a test's clock and checks are; the lead threads' tests ask for them.
    leadThreads: 0,
    ...overrides,
    // DNS answers differ from machine to machine; tests that want the lookup pass their own.
    providers: { ...readConfig({}).providers, emailDnsCheck: false, ...overrides.providers },
  };
  const database = createDatabase(config.databaseUrl);
  // The embedded zip data takes seconds to read on a busy machine: a lead posted before it is in would meet the
  // provider deadline and be stored without its place, which is not what a test of the lead rules means to test.
  await Promise.all([migrateToLatest(database), loadZipCodes()]);
  let logText = '';
  const app = buildApp({
    config,
    database,
    providers,
    clock,
    ...parts,
    logDestination: {
      write(line: string) {
        logText += line;
      },
    },
  });
  let closed: Promise<void> | undefined;
  return {
    app,
    database,
    clock,
    databaseUrl: config.databaseUrl,
    logs: () => logText,
    close: () =>
      (closed ??= (async () => {
        await app.close();
        await database.destroy();
        await rm(folder, { recursive: true, force: true });
      })()),
  };
}

/** One stored lead, read through the operators' API as an operator would; fails the test when it is missing. */
export async function readStoredLead(server: Asker, id: string): Promise<StoredLead> {
  const response = await server.fetch(`/api/leads/${id}`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as StoredLead;
}

import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';

/**
 * The built server run a second time, on a free port and a database of its own: for a spec that configures what
 * the suite's server has not (vendor scripts, pixels), or that counts every session of a variant, which walks in
 * the other worker would add to on the shared server.
 */
export interface OwnServer {
  baseURL: string;
  stop(): Promise<void>;
  /** Ends the process with this signal and waits for it to exit; the database stays. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Starts the server again on the same port and database. */
  restart(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function answersHealth(baseURL: string): Promise<boolean> {
  try {
    return (await fetch(`${baseURL}/healthz`)).ok;
  } catch {
    return false;
  }
}

function launch(port: number, databaseFile: string, settings: Record<string, string>) {
  return spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${databaseFile}`,
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      EMAIL_DNS_CHECK: 'false',
      RATE_LIMIT_MAX: '10000',
      LEAD_RATE_LIMIT_MAX: '10000',
      LOG_LEVEL: 'warn',
      ...settings,
    },
    stdio: 'ignore',
  });
}

export async function startOwnServer(settings: Record<string, string> = {}): Promise<OwnServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const databaseFile = join(mkdtempSync(join(tmpdir(), 'own-server-e2e-')), 'leads.sqlite');
  let server: ChildProcess;
  let stopped: Promise<void>;
  const start = async () => {
    server = launch(port, databaseFile, settings);
    stopped = new Promise<void>((resolve) => server.once('exit', () => resolve()));
    const deadline = Date.now() + 30_000;
    while (!(await answersHealth(baseURL))) {
      if (server.exitCode !== null || Date.now() > deadline) {
        server.kill('SIGTERM');
        throw new Error(`The second server did not start on ${baseURL}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await start();
  const kill = async (signal: NodeJS.Signals) => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
    await stopped;
  };
  return { baseURL, kill, restart: start, stop: () => kill('SIGTERM') };
}

/** Runs `body` against a server of its own and an API client whose base is that server, then stops both. */
export async function onOwnServer(
  playwright: PlaywrightWorkerArgs['playwright'],
  body: (server: OwnServer, request: APIRequestContext) => Promise<void>,
  settings: Record<string, string> = {},
): Promise<void> {
  const server = await startOwnServer(settings);
  const request = await playwright.request.newContext({ baseURL: server.baseURL });
  try {
    await body(server, request);
  } finally {
    await request.dispose();
    await server.stop();
  }
}

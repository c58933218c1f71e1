import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CALLS, SERVER_PATHS } from '../../../services/api/api-paths';
import { pathOf } from '../../../services/api/call';

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;
const VITE_READY = /Local:\s+(http:\/\/localhost:\d+)/;
const API_READY = /Server listening at http:\/\/127\.0\.0\.1:\d+/;

/**
 * `npm run dev` as a developer runs it (scripts/dev.ts: Vite, with the API server behind its proxy), on free
 * ports. Every call's path, asked of Vite, must be answered by the API server: its answers carry the
 * Permissions-Policy header, which Vite never sends, and never Vite's index.html.
 */
describe('npm run dev', () => {
  let dev: ChildProcess;
  let exited: Promise<unknown>;
  let viteUrl: string;
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'dev-test-'));
    const [port, apiPort] = [await freePort(), await freePort()];
    // Its own process group, so the test stops Vite and the API server with it, whatever becomes of dev.ts.
    dev = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        DEV_PORT: String(port),
        DEV_API_PORT: String(apiPort),
        DATABASE_URL: `sqlite:${join(folder, 'leads.sqlite')}`,
        ADMIN_TOKEN: '',
        EMAIL_DNS_CHECK: 'false',
        LOG_LEVEL: 'info',
      },
    });
    exited = new Promise((resolve) => dev.once('exit', resolve));
    let output = '';
    viteUrl = await new Promise<string>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString('utf8').replace(ANSI, '');
        const vite = VITE_READY.exec(output);
        if (vite && API_READY.test(output)) resolve(vite[1]!);
      };
      dev.stdout!.on('data', read);
      dev.stderr!.on('data', read);
      void exited.then(() =>
        reject(new Error(`npm run dev stopped before both servers listened:\n${output}`)),
      );
    });
  }, 90_000);

  afterAll(async () => {
    if (dev?.pid !== undefined && dev.exitCode === null) {
      process.kill(-dev.pid, 'SIGKILL');
      await exited;
    }
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('passes every call and every server path to the API, and the pages to Vite', async () => {
    const asked = [
      ...API_CALLS.map((call) => ({
        method: call.method,
        path: pathOf(call, { zip: '10001', affid: 'dev-test', percentage: 50 }),
      })),
      ...SERVER_PATHS.map((path) => ({ method: 'GET', path: path === '/docs' ? '/docs/json' : path })),
    ];
    expect(asked.length).toBeGreaterThan(20);
    for (const { method, path } of asked) {
      const answer = await fetch(`${viteUrl}${path}`, {
        method,
        headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
        body: method === 'POST' ? '{}' : undefined,
      });
      const body = await answer.text();
      expect(answer.headers.get('x-frame-options'), `${method} ${path} reached the API`).toBe('DENY');
      expect(body, `${method} ${path}`).not.toContain('/@vite/client');
    }

    // The control: a page is Vite's, so the header above tells the two servers apart.
    const page = await fetch(`${viteUrl}/survey/v4nv`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(await page.text()).toContain('/@vite/client');
  }, 60_000);
});

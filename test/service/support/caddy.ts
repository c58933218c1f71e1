import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The project's own proxy configuration, as compose.yaml runs it. */
export const CADDYFILE = 'deploy/Caddyfile';

export interface Caddy {
  baseUrl: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Debian's Caddy running deploy/Caddyfile, with SITE_ADDRESS a plain-HTTP port of the test's and UPSTREAMS the
 * server processes: the same load balancing, retries and readiness checks a deployment gets.
 */
export async function startCaddy(port: number, upstreams: readonly string[]): Promise<Caddy> {
  const home = mkdtempSync(join(tmpdir(), 'replica-caddy-'));
  const child: ChildProcess = spawn('caddy', ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH,
      HOME: home,
      XDG_DATA_HOME: home,
      XDG_CONFIG_HOME: home,
      SITE_ADDRESS: `:${port}`,
      UPSTREAMS: upstreams.join(' '),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (output.includes('serving initial configuration')) resolve();
      else if (child.exitCode !== null) reject(new Error(`Caddy exited:\n${output}`));
      else setTimeout(check, 50);
    };
    check();
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(home, { recursive: true, force: true });
    },
  };
}

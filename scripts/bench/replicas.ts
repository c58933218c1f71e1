/**
 * POST /post-lead through Caddy (deploy/Caddyfile) to one built server process, then to three, all on one
 * PostgreSQL: how far more processes carry more leads. Part of `npm run bench:post-lead` when BENCH_POSTGRES_URL
 * (or TEST_POSTGRES_URL) names a database the bench may create a schema in and Debian's caddy is installed.
 * Ports from BENCH_PORT (default 3650): the proxy, then the servers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export interface ReplicaRun {
  /** The URL to post leads to, through the proxy. */
  url: string;
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    (response) => response.ok,
    () => false,
  );
}

async function until(url: string): Promise<void> {
  for (let tries = 0; tries < 600 && !(await answers(url)); tries += 1) await sleep(50);
}

/** `count` built servers on a fresh schema of the database, behind Caddy. */
export async function startReplicas(
  databaseUrl: string,
  count: number,
  basePort: number,
): Promise<ReplicaRun> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const home = await mkdtemp(join(tmpdir(), 'bench-replicas-'));
  const children: ChildProcess[] = [];
  const ports = Array.from({ length: count }, (_, index) => basePort + 1 + index);
  for (const port of ports) {
    children.push(
      spawn(process.execPath, ['dist/server/main.js'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: url.toString(),
          TRUST_PROXY: '1',
          LOG_LEVEL: 'warn',
          RATE_LIMIT_MAX: '10000000',
          LEAD_RATE_LIMIT_MAX: '10000000',
          EMAIL_DNS_CHECK: 'false',
        },
        stdio: 'ignore',
      }),
    );
    // One at a time: the first migrates the fresh schema.
    await until(`http://127.0.0.1:${port}/readyz`);
  }
  const caddy = spawn('caddy', ['run', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH,
      HOME: home,
      XDG_DATA_HOME: home,
      XDG_CONFIG_HOME: home,
      SITE_ADDRESS: `:${basePort}`,
      UPSTREAMS: ports.map((port) => `127.0.0.1:${port}`).join(' '),
    },
    stdio: 'ignore',
  });
  children.push(caddy);
  await until(`http://127.0.0.1:${basePort}/readyz`);
  // Caddy's first active health checks mark every process up.
  await sleep(1500);
  return {
    url: `http://127.0.0.1:${basePort}/post-lead`,
    async stop() {
      await Promise.all(
        children.map(
          (child) =>
            new Promise((resolve) => {
              child.once('exit', resolve);
              child.kill('SIGTERM');
            }),
        ),
      );
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
      await rm(home, { recursive: true, force: true });
    },
  };
}

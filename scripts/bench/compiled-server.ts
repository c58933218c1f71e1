/**
 * The server as `npm start` runs it after the build (node dist/server/main.js), on a fresh SQLite file and a port of
 * the bench's own, for benches that measure what a visitor gets.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const COMPILED_SERVER = 'dist/server/main.js';
const GIVE_UP_MS = 30_000;

export interface RunningServer {
  origin: string;
  /** The server process's id, to read its memory from /proc. */
  pid: number;
  stop(): Promise<void>;
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** `serverFile` is another build's main.js, for benches that set two builds side by side. */
export async function startCompiledServer(
  port: number,
  env: Record<string, string> = {},
  serverFile = COMPILED_SERVER,
): Promise<RunningServer> {
  if (!existsSync(serverFile)) throw new Error(`${serverFile} is missing: run npm run build first`);
  const origin = `http://127.0.0.1:${port}`;
  // Another server on the port would answer for ours.
  if (await healthy(`${origin}/healthz`)) throw new Error(`port ${port} is taken: set BENCH_PORT`);
  const folder = await mkdtemp(join(tmpdir(), 'bench-server-'));
  const child = spawn(process.execPath, [serverFile], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(folder, 'leads.sqlite')}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
  });
  const started = Date.now();
  while (!(await healthy(`${origin}/healthz`))) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() - started > GIVE_UP_MS) throw new Error('the server did not answer in 30 s');
    await sleep(20);
  }
  return {
    origin,
    pid: child.pid!,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(folder, { recursive: true, force: true });
    },
  };
}

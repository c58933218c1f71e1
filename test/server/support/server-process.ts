import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { bundleServer } from '../../../scripts/server-bundle';
import { ADMIN_TOKEN, overHttp, type Asker } from './test-server';

let compiled: Promise<string> | undefined;

/**
 * The server and its backup command compiled once per test worker, as `npm run build:server` compiles them, into a
 * folder of their own: started through tsx, each process compiled some hundred files again (2.3 s and 3 s of CPU to
 * listen; compiled, 0.7 s). The folder is under node_modules/.cache, inside the project, where the packages left
 * outside the bundle are found. Resolves with the folder holding main.js and backup.js.
 */
export function compiledServer(): Promise<string> {
  compiled ??= (async () => {
    const parent = join('node_modules', '.cache', 'server-processes');
    // Vitest ends its workers with a signal, so a worker cannot remove its own folder: the next one removes those
    // of workers that are gone.
    for (const pid of existsSync(parent) ? readdirSync(parent) : [])
      if (!isRunning(Number(pid))) rmSync(join(parent, pid), { recursive: true, force: true });
    const folder = join(parent, String(process.pid));
    await bundleServer(folder, ['server/main.ts', 'server/backup.ts']);
    return folder;
  })();
  return compiled;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The server as production runs it, in a process of its own (compiled as the build compiles it), so a test can kill it
 * with SIGKILL or stop it with SIGTERM. It listens on a free port of 127.0.0.1, read from its start-up log.
 */
export interface ServerProcess extends Asker {
  baseUrl: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) once the process is gone. */
  exited: Promise<number | null>;
}

const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [join(await compiledServer(), 'main.js')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_TOKEN,
      EMAIL_DNS_CHECK: 'false',
      STATIC_DIR: 'test/no-build-here',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const listening = LISTENING.exec(output);
      if (listening) resolve(listening[1]!);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then((code) => reject(new Error(`The server exited (${code}) before listening:\n${output}`)));
  });
  return { baseUrl, child, output: () => output, exited, ...overHttp(baseUrl) };
}

/** Stops a server process that may already be gone. */
export async function stopServerProcess(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

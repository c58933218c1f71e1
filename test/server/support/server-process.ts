import { spawn, type ChildProcess } from 'node:child_process';
import { ADMIN_TOKEN, overHttp, type Asker } from './test-server';

/**
 * The server as production runs it, in a process of its own (`server/main.ts` through tsx), so a test can kill it
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
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
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

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

export const BUILT_SERVER = 'dist/server/main.js';

/** One server process as production runs it (`node dist/server/main.js`), on a port the proxy names. */
export interface BuiltServer {
  port: number;
  baseUrl: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** Every process started here, so a failed test can still end them all. */
const started = new Set<ChildProcess>();

export function killEveryBuiltServer(): void {
  for (const child of started) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

export function assertBuilt(): void {
  if (!existsSync(BUILT_SERVER) || !existsSync('dist/client/index.html')) {
    throw new Error('The replica test runs the built server and site: npm run build first');
  }
}

/** Starts it and resolves once it answers its liveness check. */
export async function startBuiltServer(port: number, env: Record<string, string>): Promise<BuiltServer> {
  const child = spawn(process.execPath, [BUILT_SERVER], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const read = (chunk: Buffer) => (output += chunk.toString('utf8'));
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const baseUrl = `http://127.0.0.1:${port}`;
  let gone = false;
  void exited.then(() => (gone = true));
  // Listening and its database answering; whether it is ready for visitors is the proxy's question, and the test's.
  for (;;) {
    if (gone) throw new Error(`The server on ${port} exited (${child.exitCode}):\n${output}`);
    const healthy = await fetch(`${baseUrl}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { port, baseUrl, child, output: () => output, exited };
}

/**
 * Time from spawning the compiled server (`node dist/server/main.js`, as `npm start` runs it after the build) to
 * its first 200 on /healthz, on a fresh SQLite file each time (so the migrations run too). For comparison, the
 * same for the TypeScript sources through the tsx loader. Goal: under 1 s.
 * Run after `npm run build`: `npm run bench:startup`.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const RUNS = 5;
const PORT = Number(process.env.BENCH_PORT ?? 3216);
const POLL_MS = 5;
const GIVE_UP_MS = 30_000;
const COMPILED_SERVER = 'dist/server/main.js';

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Milliseconds from spawn to the first healthy answer. */
async function startOnce(args: string[]): Promise<number> {
  const url = `http://127.0.0.1:${PORT}/healthz`;
  // Another server on the port would answer for ours.
  if (await healthy(url)) throw new Error(`port ${PORT} is taken: set BENCH_PORT`);
  const folder = await mkdtemp(join(tmpdir(), 'bench-startup-'));
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(folder, 'leads.sqlite')}`,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  try {
    while (!(await healthy(url))) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      if (performance.now() - started > GIVE_UP_MS) throw new Error('the server did not answer in 30 s');
      await sleep(POLL_MS);
    }
    return performance.now() - started;
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    await rm(folder, { recursive: true, force: true });
  }
}

async function measure(label: string, args: string[]): Promise<void> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) times.push(await startOnce(args));
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  console.log(
    `${label.padEnd(36)} median ${median.toFixed(0)} ms  (runs: ${times.map((t) => t.toFixed(0)).join(', ')} ms)`,
  );
}

async function main() {
  if (!existsSync(COMPILED_SERVER)) throw new Error(`${COMPILED_SERVER} is missing: run npm run build first`);
  console.log(
    `spawn to first 200 on /healthz, ${RUNS} runs each, fresh SQLite file each run (goal: under 1 s)`,
  );
  await measure('node dist/server/main.js', [COMPILED_SERVER]);
  await measure('node --import tsx server/main.ts', ['--import', 'tsx', 'server/main.ts']);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

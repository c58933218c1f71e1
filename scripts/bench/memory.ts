/**
 * The server's memory under a steady load and after it: `npm run bench:memory` (10 minutes of load, then a
 * minute idle; `-- --minutes 1` for a quick look). The built server (node dist/server/main.js) runs on a fresh
 * SQLite file; a separate process sends new leads, session saves, survey pages and zip look-ups at a steady rate
 * (autocannon), so the server keeps its core to itself. Its resident memory is read from /proc every second.
 * Budget (docs/benchmarks.md): under 200 MB at the peak, and back near the idle figure after.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { startCompiledServer } from './compiled-server';

const BUDGET_MB = 200;
const RATE_PER_SECOND = Number(process.env.BENCH_RATE) || 150;
const LOAD_FLAG = '--load';

function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

let people = 0;
function lead(): string {
  people += 1;
  return JSON.stringify({
    lead_id: randomUUID(),
    injury_year: '2026',
    injury_month: '06',
    at_Fault: 'No',
    physical_injury: 'Yes',
    doctor_treatment: 'Yes',
    with_Lawyer: 'No',
    case_description: 'I was stopped at a red light when a delivery van hit the back of my car.',
    firstName: 'Maria',
    lastName: 'Lopez',
    email: `maria.lopez.${people}@example.com`,
    phone: `713${String(2_000_000 + people).padStart(7, '0')}`,
    zip_code: '77002',
    oid: '81',
    affid: '1',
  });
}

/** The load, in this script's child process: a steady mix of what visitors ask, for `seconds`. */
async function load(origin: string, seconds: number): Promise<void> {
  const json = { 'content-type': 'application/json' };
  const result = await autocannon({
    url: origin,
    connections: 16,
    overallRate: RATE_PER_SECOND,
    duration: seconds,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: '/post-lead',
        headers: json,
        setupRequest: (request) => ({ ...request, body: lead() }),
      },
      {
        method: 'POST',
        path: '/api/save-data',
        headers: json,
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            session: { id: randomUUID(), variant: 'v4nv', path: '/survey/v4nv' },
            data: {
              step: 'AtFault',
              steps: [{ step: 'WhenWasTheAccident', seconds: 4 }],
              answers: { injury_year: '2026', injury_month: '06' },
              submitted: false,
            },
          }),
        }),
      },
      { method: 'GET', path: '/survey/v4nv/', headers: { 'accept-encoding': 'br' } },
      { method: 'GET', path: '/us/77002' },
    ],
  });
  console.log(
    JSON.stringify({ requests: result.requests.total, non2xx: result.non2xx, errors: result.errors }),
  );
}

async function main() {
  const minutesIndex = process.argv.indexOf('--minutes');
  const minutes = minutesIndex > 0 ? Number(process.argv[minutesIndex + 1]) : 10;
  const server = await startCompiledServer(Number(process.env.BENCH_PORT) || 3640, {
    RATE_LIMIT_MAX: '1000000',
    LEAD_RATE_LIMIT_MAX: '1000000',
    EMAIL_DNS_CHECK: 'false',
  });
  try {
    // Idle: started, the zip data read (its first look-up), and a few seconds of nothing.
    await fetch(`${server.origin}/us/77002`);
    await sleep(5000);
    const idle = residentMb(server.pid);
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(residentMb(server.pid)), 1000);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', import.meta.filename, LOAD_FLAG, server.origin, String(minutes * 60)],
      { maxBuffer: 1 << 20 },
    );
    clearInterval(sampler);
    const sent = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
      requests: number;
      non2xx: number;
      errors: number;
    };
    await sleep(60_000);
    const after = residentMb(server.pid);
    const sorted = [...samples].sort((a, b) => a - b);
    const peak = sorted.at(-1) ?? 0;
    const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
    console.log(
      `load: ${minutes} min at ${RATE_PER_SECOND} req/s (new leads, session saves, survey pages, zip look-ups): ` +
        `${sent.requests} requests, ${sent.non2xx} not 2xx, ${sent.errors} errors`,
    );
    console.log(
      `resident memory: idle ${idle.toFixed(0)} MB, under load p95 ${p95.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, a minute after ${after.toFixed(0)} MB`,
    );
    console.log(
      `peak ${peak < BUDGET_MB ? 'within' : 'OVER'} the ${BUDGET_MB} MB budget; after the load ${(after - idle).toFixed(0)} MB above idle`,
    );
  } finally {
    await server.stop();
  }
}

const loadIndex = process.argv.indexOf(LOAD_FLAG);
const run = loadIndex > 0 ? load(process.argv[loadIndex + 1]!, Number(process.argv[loadIndex + 2])) : main();
run.catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

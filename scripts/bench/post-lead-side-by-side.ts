/**
 * Two or more lead servers side by side, loaded in turn: which is faster at storing new leads, and at what CPU a
 * lead. On a shared machine the speed of one route drifts by a third within an hour, more than most changes move it,
 * so single runs of `npm run bench:post-lead` cannot rank two builds or two settings; rounds that alternate between
 * servers running at the same time can. Each server is a compiled build (its own `dist/server/main.js`) with its own
 * environment and a fresh SQLite file; each round posts the same number of new leads to each in turn, from the lead
 * load's own process (lead-load.ts), and reads the server process's CPU time from `/proc` around it. Every server runs
 * in this directory, so the built site they read (its date-of-birth states) is this checkout's, alike for all.
 *
 *   npm run bench:post-lead-side-by-side -- [--rounds 6] [--requests 6000] \
 *     "before=/tmp/before/dist/server/main.js" "after=dist/server/main.js" "no-thread=dist/server/main.js LEAD_THREADS=0"
 *
 * Each server is `label=<main.js>[ NAME=VALUE ...]`. The first is the one the others are compared with: the summary
 * gives each one's median leads a second and CPU a lead, its change against the first, and the rounds it beat the
 * first in.
 */
import { readFile } from 'node:fs/promises';
import { median as medianOrNull } from '../../server/analytics/funnel-stats';
import { startCompiledServer, type RunningServer } from './compiled-server';
import { measureFromAnotherProcess } from './lead-load';

/** Linux's clock ticks a second (USER_HZ), the unit of /proc/<pid>/stat's CPU times. */
const TICKS_PER_SECOND = 100;
const WARM_UP_LEADS = 3000;

interface Side {
  label: string;
  serverFile: string;
  env: Record<string, string>;
}

function flag(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}

function sidesOf(args: string[]): Side[] {
  return args
    .filter((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'))
    .map((arg) => {
      const [named, ...settings] = arg.trim().split(/\s+/);
      const [label, serverFile] = named!.split('=');
      if (!label || !serverFile) throw new Error(`"${arg}": a server is label=<main.js>[ NAME=VALUE ...]`);
      const env = Object.fromEntries(
        settings.map((setting) => {
          const at = setting.indexOf('=');
          if (at < 1) throw new Error(`"${setting}": a setting is NAME=VALUE`);
          return [setting.slice(0, at), setting.slice(at + 1)];
        }),
      );
      return { label, serverFile, env };
    });
}

/** The process's CPU time so far (user and system, all its threads), in microseconds. */
async function cpuMicroseconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // The command name, in parentheses, may hold spaces: the fields are counted after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks / TICKS_PER_SECOND) * 1_000_000;
}

/** Every server has a figure for every round: the median of one is never missing. */
const median = (values: number[]) => medianOrNull(values) ?? Number.NaN;
const format = (value: number) => Math.round(value).toLocaleString('en-US');

async function main() {
  const rounds = flag('--rounds', 6);
  const requests = flag('--requests', 6000);
  const sides = sidesOf(process.argv.slice(2));
  if (sides.length < 2) throw new Error('Give two servers or more: label=<main.js>[ NAME=VALUE ...]');
  const basePort = Number(process.env.BENCH_PORT) || 3650;
  const servers: RunningServer[] = [];
  try {
    for (const [index, side] of sides.entries()) {
      servers.push(
        await startCompiledServer(
          basePort + index,
          { RATE_LIMIT_MAX: '1000000', LEAD_RATE_LIMIT_MAX: '1000000', ...side.env },
          side.serverFile,
        ),
      );
    }
    for (const server of servers)
      await measureFromAnotherProcess(`${server.origin}/post-lead`, WARM_UP_LEADS);
    console.log(
      `${rounds} rounds of ${requests} new leads to each server in turn, from a separate process, loopback`,
    );
    const rates: number[][] = sides.map(() => []);
    const cpu: number[][] = sides.map(() => []);
    for (let round = 1; round <= rounds; round++) {
      const line: string[] = [];
      for (const [index, server] of servers.entries()) {
        const before = await cpuMicroseconds(server.pid);
        const { rate } = await measureFromAnotherProcess(`${server.origin}/post-lead`, requests);
        const perLead = ((await cpuMicroseconds(server.pid)) - before) / requests;
        rates[index]!.push(rate);
        cpu[index]!.push(perLead);
        line.push(`${sides[index]!.label} ${format(rate)} leads/s ${format(perLead)} µs a lead`);
      }
      console.log(`round ${round}: ${line.join(' | ')}`);
    }
    const first = median(rates[0]!);
    for (const [index, side] of sides.entries()) {
      const rate = median(rates[index]!);
      const against =
        index === 0
          ? ''
          : `, ${rate >= first ? '+' : ''}${(((rate - first) / first) * 100).toFixed(1)}% against ${sides[0]!.label}, ` +
            `faster in ${rates[index]!.filter((value, round) => value > rates[0]![round]!).length} of ${rounds} rounds`;
      console.log(
        `${side.label}: ${format(rate)} leads a second, ${format(median(cpu[index]!))} µs of CPU a lead (medians)${against}`,
      );
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

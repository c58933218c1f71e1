/**
 * How fast the auction decides: `npm run bench:auction`. Twenty stand-in buyers (a separate process, so their
 * timers do not share the auction's event loop) each answer a ping after their own delay, spread from 20 to 80 ms,
 * with a bid; the auction pings all twenty at once over loopback HTTP, ranks the bids and posts to the best. The
 * decision is the time from the auction's start to its first post: the slowest buyer's delay is its floor, and
 * the target is a 99th percentile under 100 ms. Prints p50, p99 and max of the decision and of the whole auction,
 * and the ratio of the decision's p99 to the slowest buyer's delay. `-- --auctions N` (default 300), `-- --at-once
 * N` auctions running side by side (default 4). The percentiles are of warm auctions, their connections to the
 * buyers open; the first auctions, which open them, are printed apart.
 */
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import type { AuctionInput } from '../../server/auction/auction-machine';
import { httpPingPost, type HttpBuyer } from '../../server/auction/ping-post-http';
import { runAuction } from '../../server/auction/run-auction';

const BUYERS = 20;
const FASTEST_MS = 20;
const SLOWEST_MS = 80;
const delayOf = (index: number) =>
  FASTEST_MS + Math.round(((SLOWEST_MS - FASTEST_MS) * index) / (BUYERS - 1));

/** The stand-in buyers: `/ping/<n>` answers a bid after buyer n's delay, `/post/<n>` accepts at once. */
function serveBuyers() {
  const server = createServer((request, response) => {
    const [, kind, index] = request.url!.split('/');
    request.resume();
    request.on('end', () => {
      const answer = () => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          kind === 'ping' ? JSON.stringify({ bid: 1_000 + Number(index) * 10 }) : '{"accepted":true}',
        );
      };
      if (kind === 'ping') setTimeout(answer, delayOf(Number(index)));
      else answer();
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => process.send!((server.address() as AddressInfo).port));
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

const format = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
};

async function bench() {
  const { values } = parseArgs({
    options: { auctions: { type: 'string', default: '300' }, 'at-once': { type: 'string', default: '4' } },
  });
  const auctions = Number(values.auctions);
  const atOnce = Number(values['at-once']);
  const child = fork(import.meta.filename, ['--buyers'], { execArgv: ['--import', 'tsx'] });
  const port = await new Promise<number>((resolve) =>
    child.once('message', (message) => resolve(Number(message))),
  );
  const origin = `http://127.0.0.1:${port}`;
  const buyers: HttpBuyer[] = Array.from({ length: BUYERS }, (_, index) => ({
    name: `buyer-${index}`,
    pricing: 'ping',
    timeoutMs: 250,
    pingUrl: `${origin}/ping/${index}`,
    postUrl: `${origin}/post/${index}`,
  }));
  const input: AuctionInput = { buyers, policy: { mode: 'exclusive', slots: 1, floorCents: 500 } };
  const lead = { state: 'TX', lead_is_qualified: 'yes', first_name: 'Maria', phone: '7135550182' };

  let missed = 0;
  const decisions: number[] = [];
  const totals: number[] = [];
  async function oneAuction() {
    const calls = httpPingPost(buyers, lead);
    const started = performance.now();
    let decidedAt = 0;
    const output = await runAuction(input, {
      ping: calls.ping,
      post: (offer) => {
        decidedAt ||= performance.now();
        return calls.post(offer);
      },
    });
    // The highest bid is the slowest buyer's: it loses only when its answer came after its timeout.
    if (output.sales[0]?.buyer !== `buyer-${BUYERS - 1}`) missed += 1;
    decisions.push(decidedAt - started);
    totals.push(performance.now() - started);
  }
  // Warm the code and the connections before measuring: as many auctions at once as the run has, so each keeps a
  // connection to every buyer open. Warmed one after another, only one auction's connections were open, and the
  // first auctions measured waited 20–45 ms each for new ones (the 1 % that made the p99).
  for (let round = 0; round < 2; round += 1)
    await Promise.all(Array.from({ length: atOnce }, () => oneAuction()));
  // The first round opened every connection, as the first auctions after a quiet spell (over the agent's 30 s
  // keep-alive) do in production: shown apart, not counted in the percentiles.
  const cold = decisions.slice(0, atOnce);
  decisions.length = 0;
  totals.length = 0;
  missed = 0;
  let next = 0;
  // The auction process's own CPU per auction (its calls, the machine, the ranking): less swayed by a busy
  // machine than the times are, so a change can be judged on a shared machine too.
  const cpuBefore = process.cpuUsage();
  try {
    await Promise.all(
      Array.from({ length: atOnce }, async () => {
        while (next < auctions) {
          next += 1;
          await oneAuction();
        }
      }),
    );
  } finally {
    child.kill();
  }
  const cpu = process.cpuUsage(cpuBefore);
  const p99 = percentile(
    [...decisions].sort((a, b) => a - b),
    0.99,
  );
  console.log(
    `${auctions} auctions, ${atOnce} at once, ${BUYERS} buyers answering in ${FASTEST_MS}–${SLOWEST_MS} ms`,
  );
  console.log(`decision (start to first post): ${format(decisions)}`);
  console.log(`whole auction (to the sale):     ${format(totals)}`);
  console.log(
    `cold (the first ${atOnce}, each opening its connections): max ${Math.max(...cold).toFixed(1)} ms`,
  );
  console.log(
    `CPU of the auction's process per auction: ${((cpu.user + cpu.system) / 1000 / auctions).toFixed(2)} ms`,
  );
  console.log(`the highest bidder (the slowest) passed over for its timeout: ${missed} of ${auctions}`);
  console.log(`decision p99 / slowest buyer: ${(p99 / SLOWEST_MS).toFixed(2)} (target: p99 under 100 ms)`);
}

if (process.argv.includes('--buyers')) serveBuyers();
else await bench();

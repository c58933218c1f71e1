import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseSellingBuyers, type SellingBuyer } from './buyers-file';
import type { LeadCosts } from './lead-costs';

/**
 * Three stand-in buyers for trying the product with no outside service (DEMO_BUYERS=true): `demo-bidder` bids
 * $45 and buys, `demo-refuser` bids $60, the most, and refuses the post, `demo-slow` answers its ping only after its
 * timeout. They answer on a listener of their own on 127.0.0.1 (a free port, never the public one), speaking the
 * same ping-post protocol as a real buyer, so a demo auction runs every part a real one does: the HTTP calls, their
 * timeouts, the fallback to the next bid, the caps, the record.
 */

interface DemoAnswers {
  ping: unknown;
  post: unknown;
  /** How long the ping's answer takes, in milliseconds. */
  pingDelayMs: number;
}

const SLOW_TIMEOUT_MS = 300;

const ANSWERS: Record<string, DemoAnswers> = {
  'demo-bidder': { ping: { bid: 4_500 }, post: { accepted: true }, pingDelayMs: 30 },
  'demo-refuser': {
    ping: { bid: 6_000 },
    post: { accepted: false, reason: 'over its budget for the week' },
    pingDelayMs: 50,
  },
  'demo-slow': { ping: { bid: 9_000 }, post: { accepted: true }, pingDelayMs: SLOW_TIMEOUT_MS * 5 },
};

const NAMES: Record<string, string> = {
  'demo-bidder': 'Demo buyer that bids and buys',
  'demo-refuser': 'Demo buyer that refuses the post',
  'demo-slow': 'Demo buyer too slow to bid',
};

/**
 * What a lead cost with the demo buyers, unless the selling file gives lead costs: $10 whoever sent it, so the
 * console's margins show something to read.
 */
export const DEMO_LEAD_COSTS: LeadCosts = { byAffiliate: {}, otherAffiliates: 1_000, paidFor: 'every-lead' };

export interface DemoBuyers {
  buyers: SellingBuyer[];
  close(): Promise<void>;
}

/** The demo buyers as the buyers file would list them, at `baseUrl`. */
export function demoBuyersFile(baseUrl: string) {
  return {
    buyers: Object.keys(ANSWERS).map((id) => ({
      id,
      name: NAMES[id]!,
      kind: 'ping-post' as const,
      ping_url: `${baseUrl}/${id}/ping`,
      post_url: `${baseUrl}/${id}/post`,
      ...(id === 'demo-slow' ? { timeout_ms: SLOW_TIMEOUT_MS } : {}),
      filters: { verdict: 'any' as const },
      time_zone: 'America/New_York',
      return_window_days: 7,
    })),
  };
}

export async function startDemoBuyers(): Promise<DemoBuyers> {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    request.resume();
    request.on('end', () => {
      const [, id = '', call = ''] = (request.url ?? '').split('/');
      const answers = ANSWERS[id];
      if (request.method !== 'POST' || !answers || (call !== 'ping' && call !== 'post')) {
        response.statusCode = 404;
        response.end();
        return;
      }
      const send = () => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(answers[call]));
      };
      if (call === 'post') return send();
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, answers.pingDelayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    buyers: parseSellingBuyers(demoBuyersFile(`http://127.0.0.1:${port}`), {}),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

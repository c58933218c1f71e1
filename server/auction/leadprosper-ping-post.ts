import type { AuctionBuyer, Candidate, PingAnswer, PostAnswer } from './auction-types';
import { isTimeout, postToBuyer } from './buyer-http';
import { pingFields, postedLead } from './lead-for-buyer';

/**
 * LeadProsper's own ping-post, as a buyer's LeadProsper campaign speaks it to its suppliers (docs/selling.md,
 * "LeadProsper's ping-post"):
 * - ping: `POST <ping url>`, JSON, the lead's fields minus every personal one, with the campaign's
 *   `lp_campaign_id`, `lp_supplier_id` and `lp_key`; it answers `{"status": "ACCEPTED", "ping_id": …, "bids":
 *   [{"payout": 35.7}]}` (or a top-level `payout`), in dollars, or `REJECTED`, `DUPLICATED`, `ERROR`;
 * - post: `POST <post url>`, JSON, the whole lead with the same three fields and `lp_ping_id`; it answers `ACCEPTED`,
 *   `DUPLICATED` (it has the person already), `REJECTED` or `ERROR`, each with a `message`.
 * Each call is bounded by the buyer's own timeout, as the product's own ping-post is. The key travels only in the
 * request body, as LeadProsper expects it; nothing here logs, and no reason recorded ever quotes a request.
 */

export interface LeadProsperBuyer extends AuctionBuyer {
  pingUrl: string;
  postUrl: string;
  campaign: { lpCampaignId: string; lpSupplierId: string; lpKey: string };
}

const credentials = (buyer: LeadProsperBuyer) => ({
  lp_campaign_id: buyer.campaign.lpCampaignId,
  lp_supplier_id: buyer.campaign.lpSupplierId,
  lp_key: buyer.campaign.lpKey,
});

/** A reason from outside is kept short on the lead's record. */
const REASON_LENGTH = 200;

type Answer = { kind: 'json'; body: Record<string, unknown> } | { kind: 'failed'; reason: string };

async function call(url: string, body: Record<string, string>, timeoutMs: number): Promise<Answer> {
  const { status, text } = await postToBuyer(url, body, timeoutMs, { accept: 'application/json' });
  if (status < 200 || status > 299) return { kind: 'failed', reason: `HTTP ${status}` };
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return { kind: 'json', body: parsed as Record<string, unknown> };
    }
  } catch {
    // Not JSON: read as unreadable below.
  }
  return { kind: 'failed', reason: 'unreadable answer' };
}

const statusOf = (body: Record<string, unknown>) =>
  typeof body.status === 'string' ? body.status.trim().toUpperCase() : undefined;

/** ACCEPTED counts only with no error code beside it: an answer saying both is not trusted as either. */
const codeIsClear = (body: Record<string, unknown>) =>
  body.code === undefined || body.code === null || body.code === 0 || body.code === '0';

/** Dollars as LeadProsper gives them (a number, or a numeric string) to whole cents; undefined when not money. */
function cents(payout: unknown): number | undefined {
  const dollars =
    typeof payout === 'number'
      ? payout
      : typeof payout === 'string' && /^\d+(\.\d+)?$/.test(payout.trim())
        ? Number(payout)
        : Number.NaN;
  return Number.isFinite(dollars) && dollars >= 0 ? Math.round(dollars * 100) : undefined;
}

/** The best price of a ping answer: the highest of its `bids`, else its own `payout`. */
function bestPrice(body: Record<string, unknown>): number | undefined {
  if (Array.isArray(body.bids) && body.bids.length > 0) {
    const prices = body.bids.map((bid: unknown) =>
      bid && typeof bid === 'object' ? cents((bid as Record<string, unknown>).payout) : undefined,
    );
    if (prices.some((price) => price === undefined)) return undefined;
    return Math.max(...(prices as number[]));
  }
  return cents(body.payout);
}

function pingIdOf(body: Record<string, unknown>): string | undefined {
  const id = body.ping_id;
  if (typeof id === 'string' && id.trim() !== '') return id;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  return undefined;
}

function messageOf(body: Record<string, unknown>): string {
  const message = typeof body.message === 'string' ? body.message.trim() : '';
  return message.slice(0, REASON_LENGTH);
}

/** One ping answer read: the outcome, and the ping id a bid is posted with. */
type PingRead = { outcome: 'bid'; cents: number; pingId: string } | { outcome: 'no-bid' | 'error' };

function readPing(body: Record<string, unknown>): PingRead {
  switch (statusOf(body)) {
    case 'ACCEPTED': {
      const price = bestPrice(body);
      const pingId = pingIdOf(body);
      if (!codeIsClear(body) || price === undefined || pingId === undefined) return { outcome: 'error' };
      if (price === 0) return { outcome: 'no-bid' };
      return { outcome: 'bid', cents: price, pingId };
    }
    // It will not buy this lead (its filters, or it has the person already).
    case 'REJECTED':
    case 'DUPLICATED':
      return { outcome: 'no-bid' };
    default:
      return { outcome: 'error' };
  }
}

function readPost(body: Record<string, unknown>): PostAnswer {
  const message = messageOf(body);
  const because = (what: string) => (message ? `${what}: ${message}` : what);
  switch (statusOf(body)) {
    case 'ACCEPTED':
      return codeIsClear(body) ? { outcome: 'accepted' } : { outcome: 'error', reason: 'unreadable answer' };
    // A clear "not taken": the sale is released and the next offer in line is posted.
    case 'DUPLICATED':
      return { outcome: 'rejected', reason: because('duplicate') };
    case 'REJECTED':
      return { outcome: 'rejected', reason: because('rejected') };
    case 'ERROR': {
      const code = typeof body.code === 'number' || typeof body.code === 'string' ? ` ${body.code}` : '';
      return { outcome: 'rejected', reason: because(`error${code}`) };
    }
    default:
      return { outcome: 'error', reason: 'unreadable answer' };
  }
}

/** The pings and posts of one lead's auction to buyers reached through LeadProsper. */
export function leadProsperPingPost(
  buyers: readonly LeadProsperBuyer[],
  lead: Readonly<Record<string, string>>,
) {
  const byName = new Map(buyers.map((buyer) => [buyer.name, buyer]));
  const pingIds = new Map<string, string>();
  const ownFields = postedLead(lead);

  async function pingOne(buyer: LeadProsperBuyer): Promise<PingAnswer> {
    try {
      const answer = await call(
        buyer.pingUrl,
        { ...pingFields(ownFields), ...credentials(buyer) },
        buyer.timeoutMs,
      );
      if (answer.kind === 'failed') return { buyer: buyer.name, outcome: 'error' };
      const read = readPing(answer.body);
      if (read.outcome !== 'bid') return { buyer: buyer.name, outcome: read.outcome };
      pingIds.set(buyer.name, read.pingId);
      return { buyer: buyer.name, outcome: 'bid', cents: read.cents };
    } catch (error) {
      return { buyer: buyer.name, outcome: isTimeout(error) ? 'timeout' : 'error' };
    }
  }

  return {
    ping: (pinged: readonly AuctionBuyer[]): Promise<PingAnswer[]> =>
      Promise.all(pinged.map((buyer) => pingOne(byName.get(buyer.name)!))),
    post: async (offer: Candidate): Promise<PostAnswer> => {
      const buyer = byName.get(offer.buyer)!;
      const pingId = pingIds.get(buyer.name);
      if (pingId === undefined) return { outcome: 'error', reason: 'no ping id to post with' };
      try {
        const answer = await call(
          buyer.postUrl,
          { ...ownFields, ...credentials(buyer), lp_ping_id: pingId },
          buyer.timeoutMs,
        );
        return answer.kind === 'failed' ? { outcome: 'error', reason: answer.reason } : readPost(answer.body);
      } catch (error) {
        return isTimeout(error)
          ? { outcome: 'timeout', reason: `no answer within ${buyer.timeoutMs} ms` }
          : { outcome: 'error', reason: 'unreachable' };
      }
    },
  };
}

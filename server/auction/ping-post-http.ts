import type { AuctionBuyer, Candidate, PingAnswer, PostAnswer } from './auction-types';
import { isTimeout, postJson } from './buyer-http';
import { pingFields, postedLead } from './lead-for-buyer';

/**
 * The product's own ping-post protocol over HTTP, as a buyer's endpoints speak it (docs/selling.md):
 * - ping: `POST <ping url>` with the lead's fields minus every personal one (names, contact details, address,
 *   description), JSON; the buyer answers `{"bid": <cents>}` or `{"bid": null}` for no bid;
 * - post: `POST <post url>` with the whole lead and the accepted bid, JSON; the buyer answers
 *   `{"accepted": true}` or `{"accepted": false, "reason": "…"}`.
 * Each call is bounded by the buyer's own timeout: a buyer that does not answer in time is passed over, and the
 * auction never waits past the slowest buyer's timeout.
 */

export interface HttpBuyer extends AuctionBuyer {
  pingUrl?: string;
  postUrl: string;
  /** Sent as `Authorization: Bearer …` when set. */
  token?: string;
}

const bearer = (token?: string): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

async function pingOne(buyer: HttpBuyer, fields: Record<string, string>): Promise<PingAnswer> {
  if (!buyer.pingUrl) return { buyer: buyer.name, outcome: 'error' };
  try {
    const answer = (await postJson(buyer.pingUrl, fields, buyer.timeoutMs, bearer(buyer.token))) as {
      bid?: unknown;
    };
    const bid = answer?.bid;
    if (bid === null || bid === undefined) return { buyer: buyer.name, outcome: 'no-bid' };
    if (typeof bid !== 'number' || !Number.isInteger(bid) || bid < 0)
      return { buyer: buyer.name, outcome: 'error' };
    return { buyer: buyer.name, outcome: 'bid', cents: bid };
  } catch (error) {
    return { buyer: buyer.name, outcome: isTimeout(error) ? 'timeout' : 'error' };
  }
}

/** The pings and posts of one lead's auction, to the buyers' HTTP endpoints. */
export function httpPingPost(buyers: readonly HttpBuyer[], lead: Readonly<Record<string, string>>) {
  const byName = new Map(buyers.map((buyer) => [buyer.name, buyer]));
  return {
    ping: (pinged: readonly AuctionBuyer[]): Promise<PingAnswer[]> => {
      const fields = pingFields(lead);
      return Promise.all(pinged.map((buyer) => pingOne(byName.get(buyer.name)!, fields)));
    },
    post: async (offer: Candidate): Promise<PostAnswer> => {
      const buyer = byName.get(offer.buyer)!;
      try {
        const answer = (await postJson(
          buyer.postUrl,
          { lead: postedLead(lead), bid_cents: offer.cents },
          buyer.timeoutMs,
          bearer(buyer.token),
        )) as { accepted?: unknown; reason?: unknown };
        if (answer?.accepted === true) return { outcome: 'accepted' };
        return {
          outcome: 'rejected',
          reason: typeof answer?.reason === 'string' ? answer.reason : 'refused',
        };
      } catch (error) {
        return isTimeout(error)
          ? { outcome: 'timeout', reason: `no answer within ${buyer.timeoutMs} ms` }
          : { outcome: 'error', reason: error instanceof Error ? error.message : 'failed' };
      }
    },
  };
}

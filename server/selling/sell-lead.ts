import type {
  AuctionBuyer,
  AuctionPolicy,
  Candidate,
  PingAnswer,
  PostAnswer,
} from '../auction/auction-types';
import type { PostLead } from '../auction/auction-machine';
import { cappedPost } from '../auction/capped-post';
import { leadProsperPingPost, type LeadProsperBuyer } from '../auction/leadprosper-ping-post';
import { httpPingPost, type HttpBuyer } from '../auction/ping-post-http';
import { runAuction } from '../auction/run-auction';
import type { Clock } from '../clock';
import { underStateRules } from '../delivery/state-rules';
import type { ClaimedAuction } from '../storage/auction-queue';
import type { ConsentRevocationStore } from '../storage/consent-revocation-store';
import type { PrivacyRequestStore } from '../storage/privacy-request-store';
import type { CappedBuyer, LeadSale, SaleStore } from '../storage/sale-store';
import type { AuctionRecordStep, AuctionStatus } from './auction-record';
import type { SellingBuyer } from './buyers-file';
import { eligibility } from './eligibility';

export interface SellLeadOptions {
  buyers: readonly SellingBuyer[];
  sales: SaleStore;
  privacyRequests: Pick<PrivacyRequestStore, 'isDoNotSell'>;
  revocations?: Pick<ConsentRevocationStore, 'isRevoked'>;
  clock: Clock;
  /**
   * Asked just before each post: false when this process no longer holds the auction's claim, and then nothing
   * more is posted (another process runs the auction now).
   */
  stillHeld: () => Promise<boolean>;
}

export interface SoldLead {
  status: Exclude<AuctionStatus, 'queued'>;
  outcome: string;
  steps: AuctionRecordStep[];
  /** The statechart's transitions the auction took (auction-chart.ts); [] when no auction was run. */
  path: string[];
  /** The claim was lost before a post: nothing is recorded, the other process's run is the one that counts. */
  claimLost: boolean;
}

/** A lead held by a buyer: sold, or reserved by a run whose post's answer never came (the buyer may have it). */
const holds = (sale: LeadSale) => sale.status !== 'released';

function auctionBuyer(buyer: SellingBuyer): AuctionBuyer & HttpBuyer {
  const common = { name: buyer.id, timeoutMs: buyer.timeoutMs, postUrl: buyer.postUrl, token: buyer.token };
  return buyer.kind === 'post'
    ? { ...common, pricing: 'fixed', priceCents: buyer.priceCents }
    : { ...common, pricing: 'ping', pingUrl: buyer.pingUrl };
}

function leadProsperBuyer(buyer: SellingBuyer & { kind: 'leadprosper-ping-post' }): LeadProsperBuyer {
  return {
    name: buyer.id,
    pricing: 'ping',
    timeoutMs: buyer.timeoutMs,
    pingUrl: buyer.pingUrl,
    postUrl: buyer.postUrl,
    campaign: buyer.campaign,
  };
}

/**
 * The auction's pings and posts, each buyer spoken to in its own protocol: LeadProsper's for a
 * `leadprosper-ping-post` buyer, the product's own for the others. Ping answers come back in the order the buyers
 * were pinged, whichever protocol answered first.
 */
function pingPostOf(eligible: readonly SellingBuyer[], lead: Readonly<Record<string, string>>) {
  const viaLeadProsper = eligible.flatMap((buyer) =>
    buyer.kind === 'leadprosper-ping-post' ? [leadProsperBuyer(buyer)] : [],
  );
  const lpNames = new Set(viaLeadProsper.map((buyer) => buyer.name));
  const http = httpPingPost(eligible.filter((buyer) => !lpNames.has(buyer.id)).map(auctionBuyer), lead);
  const leadProsper = leadProsperPingPost(viaLeadProsper, lead);
  return {
    ping: async (pinged: readonly AuctionBuyer[]): Promise<PingAnswer[]> => {
      const answers = (
        await Promise.all([
          http.ping(pinged.filter((buyer) => !lpNames.has(buyer.name))),
          leadProsper.ping(pinged.filter((buyer) => lpNames.has(buyer.name))),
        ])
      ).flat();
      const byBuyer = new Map(answers.map((answer) => [answer.buyer, answer]));
      return pinged.map((buyer) => byBuyer.get(buyer.name)!);
    },
    post: (offer: Candidate): Promise<PostAnswer> =>
      lpNames.has(offer.buyer) ? leadProsper.post(offer) : http.post(offer),
  };
}

/**
 * How the lead is sold among the eligible buyers: shared among up to the most any of them allows when one of
 * them shares, else to one buyer alone. Whether each buyer may take it after the sales made so far is checked again
 * before its post (exclusiveAfter), so a buyer that buys alone is never posted a lead someone else has.
 */
function policyOf(eligible: readonly SellingBuyer[], held: number): AuctionPolicy {
  const sharing = eligible.flatMap((buyer) =>
    buyer.exclusivity.mode === 'shared' ? [buyer.exclusivity.maxSharers] : [],
  );
  if (sharing.length === 0) return { mode: 'exclusive', slots: 1, floorCents: 0 };
  return { mode: 'shared', slots: Math.max(1, Math.max(...sharing) - held), floorCents: 0 };
}

/**
 * Sells one stored lead: the buyers it may be offered to now (eligibility.ts, with the person's Do-Not-Sell request
 * and revocation and the lead's earlier sales looked up here), then the auction (auction-machine.ts) over the
 * ping-post protocol, each post reserving the buyer's cap slot first (capped-post.ts). Every buyer has a row in
 * `sales` once posted to, capped or not, so the lead's sales are read from one place. The lead goes out as the
 * state rules of the day have it, with the server's consent receipt digest.
 */
export async function sellLead(auction: ClaimedAuction, options: SellLeadOptions): Promise<SoldLead> {
  const now = options.clock();
  if (auction.duplicateOf !== null) {
    // The person's first lead in the duplicate window is the one sold: selling this one too sells them twice.
    return {
      status: 'unsold',
      outcome: `a duplicate of lead ${auction.duplicateOf}, which is the one sold`,
      steps: [],
      path: [],
      claimLost: false,
    };
  }
  const { email = '', phone = '' } = auction.lead;
  const [doNotSell, revoked, earlier] = await Promise.all([
    options.privacyRequests.isDoNotSell(email, phone),
    options.revocations?.isRevoked(email, phone, auction.receivedAt) ?? Promise.resolve(false),
    options.sales.salesOf(auction.leadId),
  ]);
  const held = earlier.filter(holds);
  const holders = new Set(held.map((sale) => sale.buyer));
  const steps: AuctionRecordStep[] = [];
  const eligible: SellingBuyer[] = [];
  for (const buyer of options.buyers) {
    const passedOver = (reason: string) =>
      steps.push({ step: 'eligibility', buyer: buyer.id, outcome: 'ineligible', reason });
    if (holders.has(buyer.id)) {
      passedOver('has the lead from an earlier run of this auction');
      continue;
    }
    const verdict = eligibility(
      buyer,
      { fields: auction.lead, doNotSell, revoked, sharers: held.length },
      now,
    );
    if (verdict.eligible) eligible.push(buyer);
    else passedOver(verdict.reason);
  }
  if (eligible.length === 0) {
    return held.length > 0
      ? {
          status: 'sold',
          outcome: `held by ${[...holders].join(', ')} from an earlier run; no other buyer may have it`,
          steps,
          path: [],
          claimLost: false,
        }
      : { status: 'unsold', outcome: 'no eligible buyer', steps, path: [], claimLost: false };
  }

  const byId = new Map(eligible.map((buyer) => [buyer.id, buyer]));
  const buyers = eligible.map(auctionBuyer);
  const ruled = underStateRules(auction.lead, {
    receivedAt: auction.receivedAt,
    day: now.toISOString().slice(0, 10),
    receiptDigest: auction.consentReceiptDigest,
  }).lead;
  const http = pingPostOf(eligible, ruled);

  let claimLost = false;
  const sold: string[] = [...holders];
  const fenced: PostLead = async (offer) => {
    if (claimLost || !(await options.stillHeld())) {
      claimLost = true;
      return { outcome: 'error', reason: 'the auction was taken up by another process; not posted' };
    }
    return http.post(offer);
  };
  const caps = new Map<string, CappedBuyer>(
    eligible.map((buyer) => [
      buyer.id,
      { id: buyer.id, caps: buyer.caps, timeZone: buyer.timeZone, returnWindowDays: buyer.returnWindowDays },
    ]),
  );
  const capped = cappedPost(fenced, {
    sales: options.sales,
    buyers: caps,
    leadId: auction.leadId,
    clock: options.clock,
  });
  const post: PostLead = async (offer) => {
    const refusal = exclusiveAfter(byId.get(offer.buyer)!, sold, options.buyers);
    if (refusal) return { outcome: 'rejected', reason: refusal } satisfies PostAnswer;
    const answer = await capped(offer);
    if (answer.outcome === 'accepted') sold.push(offer.buyer);
    return answer;
  };
  const ping: typeof http.ping = async (pinged) =>
    (await http.ping(pinged)).map((answer) => {
      const buyer = byId.get(answer.buyer);
      // A bid under the buyer's own least is not taken from it (min_bid_cents).
      return answer.outcome === 'bid' && buyer && buyer.kind !== 'post' && answer.cents < buyer.minBidCents
        ? { buyer: answer.buyer, outcome: 'no-bid' as const }
        : answer;
    });

  const output = await runAuction({ buyers, policy: policyOf(eligible, held.length) }, { ping, post });
  steps.push(...output.steps);
  const owners = [...held.map((sale) => sale.buyer), ...output.sales.map((sale) => sale.buyer)];
  return {
    status: owners.length > 0 ? 'sold' : 'unsold',
    outcome: owners.length > 0 ? `sold to ${owners.join(', ')}` : 'no buyer took it',
    steps,
    path: output.path,
    claimLost,
  };
}

/** Why `buyer` may not be posted the lead now that `sold` have it; undefined when it may. */
function exclusiveAfter(
  buyer: SellingBuyer,
  sold: readonly string[],
  all: readonly SellingBuyer[],
): string | undefined {
  if (sold.length === 0) return undefined;
  if (buyer.exclusivity.mode === 'exclusive')
    return `buys only leads sold to no one else; ${sold.join(', ')} bought it`;
  const alone = sold.find((id) => all.find((other) => other.id === id)?.exclusivity.mode === 'exclusive');
  if (alone) return `${alone} bought it alone`;
  if (sold.length >= buyer.exclusivity.maxSharers) {
    return `shares a lead with at most ${buyer.exclusivity.maxSharers - 1} other buyers`;
  }
  return undefined;
}

import type { Clock } from '../clock';
import type { CappedBuyer, SaleStore } from '../storage/sale-store';
import type { PostLead } from './auction-machine';

export interface SaleCaps {
  sales: Pick<SaleStore, 'reserveSale' | 'confirmSale' | 'releaseSale'>;
  /** The capped buyers by their auction name (their id in the buyers file); a buyer not here has no cap. */
  buyers: ReadonlyMap<string, CappedBuyer>;
  leadId: string;
  clock: Clock;
}

/**
 * The auction's post step under the buyers' caps: a cap slot is reserved before the lead is posted, so no buyer is
 * ever sent a lead past its cap, even with many auctions in many processes at once. A buyer whose cap is reached is
 * passed over as a refusal, without a post. An accepted post makes the reservation a sale; a refusal gives the slot
 * back. A timeout or an error keeps it held: the buyer may have the lead, and a cap must not be overshot.
 */
export function cappedPost(post: PostLead, caps: SaleCaps): PostLead {
  return async (offer) => {
    const buyer = caps.buyers.get(offer.buyer);
    if (!buyer) return post(offer);
    const reservation = await caps.sales.reserveSale(buyer, caps.leadId, offer.cents, caps.clock());
    if (!reservation.sold) {
      return {
        outcome: 'rejected',
        reason: reservation.reason === 'cap' ? `${reservation.period} cap reached` : 'refused it before',
      };
    }
    const answer = await post(offer);
    if (answer.outcome === 'accepted') await caps.sales.confirmSale(reservation.saleId, caps.clock());
    else if (answer.outcome === 'rejected') await caps.sales.releaseSale(reservation.saleId, caps.clock());
    return answer;
  };
}

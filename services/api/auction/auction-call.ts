import type { Call } from '../call';
import type { AuctionCounts, AuctionCountsQuery } from './auction-contract';

/** The auction's statechart with how many auctions of a range took each transition (src/console/pages/auction-page.tsx). */
export const auctionCountsCall: Call<AuctionCountsQuery, AuctionCounts> = {
  method: 'GET',
  path: '/api/auction/counts',
};

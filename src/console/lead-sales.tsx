import { money } from './money';
import type { LeadDetail } from './types';

type AuctionStep = NonNullable<LeadDetail['auction']>['steps'][number];

const STEP_WORDS: Record<AuctionStep['step'], string> = {
  eligibility: 'not asked',
  ping: 'ping',
  post: 'post',
};

const OUTCOME_WORDS: Record<AuctionStep['outcome'], string> = {
  ineligible: 'passed over',
  bid: 'bid',
  'no-bid': 'no bid',
  timeout: 'timed out',
  error: 'failed',
  accepted: 'accepted',
  rejected: 'refused',
};

/** Outcomes that cost the lead a buyer, shown as the console shows a rejected delivery. */
const REFUSALS = new Set<AuctionStep['outcome']>(['rejected', 'timeout', 'error']);

/**
 * The lead's sales to buyers and its auction step by step: who was passed over and why, each bid, timeout and
 * refusal, and who took it. Each table scrolls sideways in its own region, so the page does not at 375 px.
 */
export function LeadSales({ sales, auction }: Pick<LeadDetail, 'sales' | 'auction'>) {
  if (!auction && sales.length === 0) {
    return <p>Not auctioned: no buyers are configured (SELLING_CONFIG or DEMO_BUYERS).</p>;
  }
  return (
    <>
      {auction && (
        <p>
          Auction: <strong className={`status-${auction.status}`}>{auction.status}</strong>
          {auction.outcome ? `, ${auction.outcome}` : ''}
          {auction.runs > 1 ? ` (run ${auction.runs} times: a server stopped during it)` : ''}
        </p>
      )}
      <h3>Sales</h3>
      {sales.length === 0 ? (
        <p>No sale.</p>
      ) : (
        <div className="table-scroll" role="region" aria-label="Sales" tabIndex={0}>
          <table>
            <caption className="visually-hidden">Sales</caption>
            <thead>
              <tr>
                <th scope="col">Buyer</th>
                <th scope="col">Price</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {sales.map((sale) => (
                <tr key={sale.buyer} data-sale-buyer={sale.buyer}>
                  <th scope="row">{sale.buyer}</th>
                  <td>{money(sale.price_cents)}</td>
                  <td className={sale.status === 'released' ? 'status-rejected' : ''}>{sale.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {auction && auction.steps.length > 0 && <h3>Auction steps</h3>}
      {auction && auction.steps.length > 0 && (
        <div className="table-scroll" role="region" aria-label="Auction steps" tabIndex={0}>
          <table>
            <caption className="visually-hidden">Auction steps</caption>
            <thead>
              <tr>
                <th scope="col">Step</th>
                <th scope="col">Buyer</th>
                <th scope="col">Outcome</th>
                <th scope="col">Amount</th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              {auction.steps.map((step, index) => (
                <tr key={index}>
                  <td>{STEP_WORDS[step.step]}</td>
                  <th scope="row">{step.buyer}</th>
                  <td className={REFUSALS.has(step.outcome) ? 'status-rejected' : ''}>
                    {OUTCOME_WORDS[step.outcome]}
                  </td>
                  <td>{step.cents === undefined ? '' : money(step.cents)}</td>
                  <td>{step.reason ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

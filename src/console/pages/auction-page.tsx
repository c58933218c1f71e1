import { useState } from 'react';
import { auctionCountsCall } from '../../../services/api/auction/auction-call';
import type { AuctionCounts } from '../../../services/api/auction/auction-contract';
import { AuctionDiagram } from '../auction-diagram';
import { counted, stateCount, transitionCount } from '../auction-layout';
import { useCall } from '../use-call';
import { DateRange } from './experiments-page';

/** What the counts cover, and what they leave out and why. */
export function auctionSummary(counts: AuctionCounts): string {
  const parts = [`${counted(counts.ended, 'auction')} ended in this range`, `${counts.counted} drawn below`];
  if (counts.not_run > 0)
    parts.push(`${counts.not_run} ended before any buyer was asked (a duplicate lead, or no eligible buyer)`);
  if (counts.unrecorded > 0)
    parts.push(`${counts.unrecorded} ended before the auction's path was recorded and are not counted`);
  if (counts.unknown_transitions > 0)
    parts.push(
      `${counted(counts.unknown_transitions, 'transition')} recorded that the auction no longer has`,
    );
  return `${parts.join('; ')}.`;
}

/**
 * The auction as its statechart, the way an owner reads a funnel: each state and transition of the machine that
 * sells the leads, with how many of the auctions that ended in a range took each transition and ended in each end
 * state. The drawing scrolls in its own region on a phone; the cards under it say the same state by state.
 */
export function AuctionPage() {
  const [range, setRange] = useState({ from: '', to: '' });
  const { data, error } = useCall(auctionCountsCall, { query: range });
  return (
    <>
      <h1>Auction</h1>
      <DateRange range={range} onChange={setRange} />
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <p className="summary" aria-live="polite" data-testid="auction-summary">
        {data ? auctionSummary(data) : 'Loading…'}
      </p>
      {data && (
        <>
          <figure className="diagram">
            <p className="hint narrow-only">
              The drawing is wider than a phone: scroll it sideways, or read the states and transitions below
              it.
            </p>
            <AuctionDiagram counts={data} />
            <figcaption className="hint">
              Each arrow: how many auctions took it (and how often, when some took it more than once), then
              its rule. Counted from the transitions each auction recorded, by the time it ended.
            </figcaption>
          </figure>
          <h2>States and transitions</h2>
          <AuctionStates counts={data} />
        </>
      )}
    </>
  );
}

/** The same counts state by state, for a phone and for a screen reader. */
export function AuctionStates({ counts }: { counts: AuctionCounts }) {
  return (
    <ul className="step-cards" aria-label="Auction states">
      {counts.states.map((state) => {
        const leaving = counts.transitions.filter((transition) => transition.from === state.id);
        return (
          <li key={state.id} className="step-card" data-state={state.id}>
            <p className="step-card-head">
              {state.id}
              {state.id === counts.initial ? ' (start)' : ''}
              {state.final ? ' (end)' : ''}: {stateCount(state)}
            </p>
            <p className="question">{state.description}</p>
            {leaving.length > 0 && (
              <ul className="branches" aria-label={`From ${state.id}`}>
                {leaving.map((transition) => (
                  <li key={transition.id} data-transition={transition.id}>
                    → {transition.to}: <strong>{transitionCount(transition)}</strong>. {transition.rule}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}

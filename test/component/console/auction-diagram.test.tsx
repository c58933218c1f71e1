// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { auctionChart } from '../../../server/auction/auction-chart';
import { auctionCounts } from '../../../server/selling/auction-counts';
import { AuctionDiagram } from '../../../src/console/auction-diagram';
import { AuctionStates, auctionSummary } from '../../../src/console/pages/auction-page';

afterEach(cleanup);

/**
 * The counts as the server answers them for three auctions (sold on the first post; refused, then sold; refused by
 * both), one that never ran and one from before paths were recorded, drawn from the machine's own chart.
 */
const COUNTS = auctionCounts(auctionChart(), [
  ['pinging.onDone.0', 'choosing.always.0', 'posting.onDone.0', 'choosing.always.1'],
  [
    'pinging.onDone.0',
    'choosing.always.0',
    'posting.onDone.1',
    'choosing.always.0',
    'posting.onDone.0',
    'choosing.always.1',
  ],
  [
    'pinging.onDone.0',
    'choosing.always.0',
    'posting.onDone.1',
    'choosing.always.0',
    'posting.onDone.1',
    'choosing.always.2',
  ],
  [],
  null,
]);

const EXPECTED: Record<string, string> = {
  'pinging.onDone.0': '3 auctions',
  'choosing.always.0': '3 auctions, 5 times',
  'choosing.always.1': '2 auctions',
  'choosing.always.2': '1 auction',
  'posting.onDone.0': '2 auctions',
  'posting.onDone.1': '2 auctions, 3 times',
  'posting.onError.0': '0 auctions',
};

describe("the auction's drawing", () => {
  it('draws every state as a box and every transition as an arrow with its count and its rule', () => {
    const { container } = render(<AuctionDiagram counts={COUNTS} />);
    screen.getByRole('img', { name: /Statechart of the auction: 5 states, 7 transitions/ });
    const arrows = [...container.querySelectorAll('g.arrow[data-transition]')];
    expect(arrows.map((arrow) => arrow.getAttribute('data-transition')).sort()).toEqual(
      Object.keys(EXPECTED).sort(),
    );
    for (const [id, count] of Object.entries(EXPECTED)) {
      const arrow = container.querySelector(`g.arrow[data-transition="${id}"]`)!;
      const lines = [...arrow.querySelectorAll('tspan')].map((line) => line.textContent);
      expect(lines[0]).toBe(count);
      // The rule in words follows the count, wrapped.
      const rule = COUNTS.transitions.find((transition) => transition.id === id)!.rule;
      expect(lines.slice(1).join(' ')).toBe(rule);
    }
    const lines = [...container.querySelectorAll('path.arrow-line')];
    expect(lines).toHaveLength(Object.keys(EXPECTED).length);
    for (const line of lines) expect(line.getAttribute('d')).toMatch(/^M [\d.]+ [\d.]+( L [\d.]+ [\d.]+)+$/);
    const boxes = [...container.querySelectorAll('g.box[data-state]')];
    expect(boxes.map((box) => box.getAttribute('data-state'))).toEqual([
      'pinging',
      'choosing',
      'posting',
      'sold',
      'unsold',
    ]);
    expect(container.querySelector('g.box[data-state="sold"]')).toHaveTextContent('ended 2 auctions');
    expect(container.querySelector('g.box[data-state="unsold"]')).toHaveTextContent('ended 1 auction');
    expect(container.querySelector('g.box[data-state="choosing"]')).toHaveTextContent('entered 8 times');
  });

  it('says the same state by state in cards, and what the counts leave out', () => {
    render(<AuctionStates counts={COUNTS} />);
    const posting = within(screen.getByRole('list', { name: 'From posting' })).getAllByRole('listitem');
    expect(posting.map((item) => item.textContent)).toEqual([
      '→ choosing: 2 auctions. The buyer accepted the posted lead: a sale.',
      '→ choosing: 2 auctions, 3 times. The buyer refused the lead or did not answer in time: the next in line.',
      '→ choosing: 0 auctions. The post failed: the next in line.',
    ]);
    expect(auctionSummary(COUNTS)).toBe(
      "5 auctions ended in this range; 3 drawn below; 1 ended before any buyer was asked (a duplicate lead, or no eligible buyer); 1 ended before the auction's path was recorded and are not counted.",
    );
  });
});

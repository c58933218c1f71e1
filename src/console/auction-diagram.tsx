import type { AuctionCounts } from '../../services/api/auction/auction-contract';
import { auctionLayout, FONT_SIZE, LINE_HEIGHT, PADDING } from './auction-layout';

const round = (value: number) => Math.round(value * 10) / 10;

/** Lines of text centred on `x`, the first at `top`. */
function Lines({
  lines,
  x,
  top,
  first,
}: {
  lines: readonly string[];
  x: number;
  top: number;
  first: string;
}) {
  return (
    <text x={round(x)} y={round(top + PADDING + FONT_SIZE)} textAnchor="middle">
      {lines.map((line, index) => (
        <tspan
          key={index}
          x={round(x)}
          dy={index === 0 ? 0 : LINE_HEIGHT}
          className={index === 0 ? first : undefined}
        >
          {line}
        </tspan>
      ))}
    </text>
  );
}

/**
 * The auction's statechart drawn with its counts: each state a box, each transition an arrow labelled with how many
 * auctions took it and its rule in words. Drawn at its own size in a region that scrolls on a narrow screen, so
 * its words stay readable; the cards beside it say the same for a phone and a screen reader.
 */
export function AuctionDiagram({ counts }: { counts: AuctionCounts }) {
  const layout = auctionLayout(counts);
  return (
    <div
      className="diagram-drawing auction-diagram"
      role="region"
      aria-label="The auction drawn with its counts"
      tabIndex={0}
    >
      <svg
        width={layout.width}
        height={layout.height}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        role="img"
        aria-label={`Statechart of the auction: ${counts.states.length} states, ${counts.transitions.length} transitions, each with the auctions that took it`}
      >
        <defs>
          <marker
            id="auction-arrowhead"
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="8"
            markerHeight="8"
            orient="auto-start-reverse"
          >
            <path d="M 0 0 L 10 5 L 0 10 z" className="arrowhead" />
          </marker>
        </defs>
        {/* The lines first, then their labels, so no line crosses a label's words. */}
        {layout.arrows.map((arrow) => (
          <path
            key={arrow.id}
            className="arrow-line"
            d={arrow.points
              .map((point, index) => `${index === 0 ? 'M' : 'L'} ${round(point.x)} ${round(point.y)}`)
              .join(' ')}
            markerEnd="url(#auction-arrowhead)"
          />
        ))}
        {layout.arrows.map((arrow) => (
          <g key={arrow.id} className="arrow" data-transition={arrow.id}>
            <rect
              x={round(arrow.labelAt.x - arrow.labelWidth / 2)}
              y={round(arrow.labelAt.y - arrow.labelHeight / 2)}
              width={arrow.labelWidth}
              height={arrow.labelHeight}
              rx={4}
            />
            <Lines
              lines={arrow.lines}
              x={arrow.labelAt.x}
              top={arrow.labelAt.y - arrow.labelHeight / 2}
              first="count"
            />
          </g>
        ))}
        {layout.boxes.map((box) => (
          <g
            key={box.id}
            className={`box${box.final ? ' final' : ''}${box.initial ? ' initial' : ''}`}
            data-state={box.id}
          >
            <rect
              x={round(box.x)}
              y={round(box.y)}
              width={box.width}
              height={box.height}
              rx={box.final ? 16 : 6}
            />
            <Lines lines={box.lines} x={box.x + box.width / 2} top={box.y} first="name" />
          </g>
        ))}
      </svg>
    </div>
  );
}

import dagre from '@dagrejs/dagre';
import type { AuctionCounts } from '../../services/api/auction/auction-contract';

/**
 * Where each part of the auction's statechart goes when the console draws it: every state a box with how often it
 * was entered (how many auctions ended in it, for an end), every transition an arrow with how many auctions took it
 * and its rule in words. Laid out by @dagrejs/dagre from the answer of `GET /api/auction/counts`, which reads the
 * states and transitions from the machine itself, so the picture follows the machine. Pure: no I/O.
 */

export interface AuctionBox {
  id: string;
  final: boolean;
  initial: boolean;
  lines: string[];
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface AuctionArrow {
  id: string;
  from: string;
  to: string;
  /** The count first, then the rule in words, wrapped. */
  lines: string[];
  points: { x: number; y: number }[];
  /** The label's centre. */
  labelAt: { x: number; y: number };
  labelWidth: number;
  labelHeight: number;
}

export interface AuctionLayout {
  width: number;
  height: number;
  boxes: AuctionBox[];
  arrows: AuctionArrow[];
}

export const FONT_SIZE = 13;
/** Wide enough for the widest glyphs of a sans-serif face at FONT_SIZE, so a line never runs out of its box. */
const CHAR_WIDTH = FONT_SIZE * 0.62;
export const LINE_HEIGHT = 17;
export const PADDING = 8;
const MARGIN = 16;
/** A box's description and an arrow's rule are wrapped at about this many characters. */
const BOX_CHARACTERS = 26;
const RULE_CHARACTERS = 24;

const widthOf = (lines: readonly string[]) =>
  Math.ceil(Math.max(...lines.map((line) => line.length)) * CHAR_WIDTH) + 2 * PADDING;
const heightOf = (lines: readonly string[]) => lines.length * LINE_HEIGHT + 2 * PADDING;

/** Words wrapped into lines of at most `width` characters (a longer word has a line of its own). */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** An arrow's count: how many auctions took it, and how often when some took it more than once. */
export function transitionCount(transition: { taken: number; auctions: number }): string {
  const auctions = counted(transition.auctions, 'auction');
  return transition.taken === transition.auctions
    ? auctions
    : `${auctions}, ${counted(transition.taken, 'time')}`;
}

/** A state's count: how many auctions ended in an end state, how often any other was entered. */
export function stateCount(state: { final: boolean; entered: number; ended: number }): string {
  return state.final
    ? `ended ${counted(state.ended, 'auction')}`
    : `entered ${counted(state.entered, 'time')}`;
}

export function auctionLayout(counts: AuctionCounts): AuctionLayout {
  const graph = new dagre.graphlib.Graph({ multigraph: true });
  graph.setGraph({ rankdir: 'LR', nodesep: 14, ranksep: 36, edgesep: 10, marginx: MARGIN, marginy: MARGIN });
  graph.setDefaultEdgeLabel(() => ({}));

  const boxes = counts.states.map((state) => {
    const lines = [
      state.final ? `${state.id} (end)` : state.id,
      ...wrapWords(state.description, BOX_CHARACTERS),
      stateCount(state),
    ];
    const box = { id: state.id, final: state.final, initial: state.id === counts.initial, lines };
    graph.setNode(state.id, { width: widthOf(lines), height: heightOf(lines) });
    return box;
  });
  const arrows = counts.transitions.map((transition) => {
    const lines = [transitionCount(transition), ...wrapWords(transition.rule, RULE_CHARACTERS)];
    const label = { width: widthOf(lines), height: heightOf(lines), labelpos: 'c' };
    graph.setEdge(transition.from, transition.to, label, transition.id);
    return { id: transition.id, from: transition.from, to: transition.to, lines, ...label };
  });

  dagre.layout(graph);
  const size = graph.graph() as { width?: number; height?: number };
  return {
    width: Math.ceil(size.width ?? 0),
    height: Math.ceil(size.height ?? 0),
    boxes: boxes.map((box) => {
      const node = graph.node(box.id) as { x: number; y: number; width: number; height: number };
      return {
        ...box,
        width: node.width,
        height: node.height,
        x: node.x - node.width / 2,
        y: node.y - node.height / 2,
      };
    }),
    arrows: arrows.map(({ width, height, labelpos: _, ...arrow }) => {
      const edge = graph.edge({ v: arrow.from, w: arrow.to, name: arrow.id }) as {
        points: { x: number; y: number }[];
        x?: number;
        y?: number;
      };
      const middle = edge.points[Math.floor(edge.points.length / 2)]!;
      return {
        ...arrow,
        points: edge.points,
        labelAt: edge.x === undefined || edge.y === undefined ? middle : { x: edge.x, y: edge.y },
        labelWidth: width,
        labelHeight: height,
      };
    }),
  };
}

import dagre from '@dagrejs/dagre';
import { transitionsOf } from './definition-graph';
import { shownStep, type FlowDefinition, type StepDefinition } from './definition-language';
import { ruleWords, type GuardWords } from './machine-words';
import { progressByStep } from './progress';

/**
 * Where each part of a variant's statechart goes when it is drawn for product owners (machines/flow-svg.ts writes
 * the SVG): every step a box with its progress value and who reached it, left at it and how long they took; every
 * transition an arrow with the share of those who went on and the rule that picks it; the post and the thank-you
 * page as the machine's own end states. Laid out from the definition the machine is built from, with the numbers
 * the analytics endpoint answers, so the picture can differ from neither. Pure: no I/O.
 */
/** What the drawing reads of one step's drop-off (the analytics' FunnelStepStats has this shape). */
export interface StepNumbers {
  step: string;
  reached: number;
  left: number;
  median_seconds: number | null;
  branches: readonly { to: string; sessions: number; share: number }[];
}

export interface FlowNumbers {
  sessions: number;
  submitted: number;
  steps: readonly StepNumbers[];
}

export type BoxKind = 'start' | 'step' | 'ended' | 'submitting' | 'done';

export interface FlowBox {
  id: string;
  kind: BoxKind;
  /** The step's name, for step boxes. */
  step?: string;
  lines: string[];
  /** Top-left corner and size. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FlowArrow {
  from: string;
  to: string;
  /**
   * The rule in words where the step branches, then the share ("was injured · 62.5 %"); the kind of move where no
   * share applies ("post").
   */
  label: string;
  /** The share of the step's onward sessions that took this arrow (0 to 1), when it is one. */
  share: number | null;
  /** The guards and actions behind the arrow, shown as its tooltip. */
  detail: string;
  points: { x: number; y: number }[];
  labelAt: { x: number; y: number };
}

export interface FlowLayout {
  width: number;
  height: number;
  title: string;
  subtitle: string;
  boxes: FlowBox[];
  arrows: FlowArrow[];
}

const START = '@start';
const SUBMITTING = '@submitting';
const DONE = '@done';
const stepId = (name: string) => `step:${name}`;

export const FONT_SIZE = 13;
/** Wide enough for the widest glyphs of a sans-serif face at FONT_SIZE, so a line never runs out of its box. */
const CHAR_WIDTH = FONT_SIZE * 0.62;
export const LINE_HEIGHT = 18;
const PADDING_X = 12;
export const PADDING_Y = 10;
const HEADER = 56;
export const MARGIN = 20;

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

export function textWidth(text: string): number {
  return Math.ceil(text.length * CHAR_WIDTH);
}

export function formatShare(share: number): string {
  return `${Number((share * 100).toFixed(1))} %`;
}

function formatSeconds(seconds: number | null): string {
  return seconds === null ? 'median –' : `median ${Number(seconds.toFixed(1))} s`;
}

export function numbersLine(numbers: StepNumbers | undefined): string {
  const { reached = 0, left = 0, median_seconds = null } = numbers ?? {};
  return `reached ${reached} · left ${left} · ${formatSeconds(median_seconds)}`;
}

function guardDetail(step: StepDefinition, target: string, words: GuardWords): string {
  const parts = transitionsOf(step)
    .filter((transition) => transition.to === target)
    .map((transition) => {
      const guards = transition.when === undefined ? [] : [transition.when].flat();
      return [
        ruleWords(transition.when, words),
        ...(guards.length ? [`(${guards.join(' and ')})`] : []),
        ...(transition.do ?? []).map((action) => `do ${action}`),
      ].join(' ');
    });
  return parts.join(' | ');
}

/** The rules of the transitions from a step to one target, in words ("was injured", "otherwise"). */
function edgeRule(step: StepDefinition, target: string, words: GuardWords): string {
  return [
    ...new Set(
      transitionsOf(step)
        .filter((transition) => transition.to === target)
        .map((transition) => ruleWords(transition.when, words)),
    ),
  ].join(' or ');
}

/** The longest question a box shows whole; a longer one is cut at a word and ends with an ellipsis. */
const QUESTION_CHARACTERS = 44;

/** The step's question in English, short enough for its box, so an owner reads what was asked, not an id. */
export function shortQuestion(definition: FlowDefinition, name: string): string {
  const question = (shownStep(definition, name)?.question.en ?? '').replace(/\s+/g, ' ').trim();
  if (question.length <= QUESTION_CHARACTERS) return question;
  const cut = question.slice(0, QUESTION_CHARACTERS - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), QUESTION_CHARACTERS / 2))}…`;
}

/** Places every box and arrow of the variant's chart; `flowSvg` draws what this returns. */
export function flowLayout(
  definition: FlowDefinition,
  numbers: FlowNumbers,
  words: GuardWords,
  range: { from?: string | null; to?: string | null } = {},
): FlowLayout {
  const progress = progressByStep(definition);
  const byStep = new Map(numbers.steps.map((entry) => [entry.step, entry]));
  const graph = new dagre.graphlib.Graph();
  graph.setGraph({ rankdir: 'TB', nodesep: 28, ranksep: 56, edgesep: 16, marginx: MARGIN, marginy: MARGIN });
  graph.setDefaultEdgeLabel(() => ({}));

  const boxes = new Map<string, Omit<FlowBox, 'x' | 'y'>>();
  const addBox = (id: string, kind: BoxKind, lines: string[], step?: string) => {
    const width = Math.max(...lines.map(textWidth)) + 2 * PADDING_X;
    const height = lines.length * LINE_HEIGHT + 2 * PADDING_Y;
    boxes.set(id, { id, kind, lines, width, height, ...(step === undefined ? {} : { step }) });
    graph.setNode(id, { width, height });
  };

  const arrows: Omit<FlowArrow, 'points' | 'labelAt'>[] = [];
  const addArrow = (arrow: Omit<FlowArrow, 'points' | 'labelAt'>) => {
    arrows.push(arrow);
    const labelWidth = arrow.label ? textWidth(arrow.label) + 10 : 0;
    graph.setEdge(arrow.from, arrow.to, {
      width: labelWidth,
      height: arrow.label ? LINE_HEIGHT + 2 : 0,
      labelpos: 'c',
    });
  };

  addBox(START, 'start', ['start']);
  for (const [name, step] of Object.entries(definition.steps)) {
    const value = progress[name];
    addBox(
      stepId(name),
      step.final ? 'ended' : 'step',
      [
        name,
        ...[shortQuestion(definition, name)].filter(Boolean),
        `progress ${value ?? '–'} %${step.final ? ' · ends here' : ''}${step.submit ? ' · posts the lead' : ''}`,
        numbersLine(byStep.get(name)),
      ],
      name,
    );
  }
  addBox(SUBMITTING, 'submitting', [
    'Post the lead (submitting)',
    `progress 100 % · posted ${numbers.submitted} of ${numbers.sessions}`,
  ]);
  let toThanks = false;

  addArrow({ from: START, to: stepId(definition.start), label: '', share: null, detail: 'start' });
  for (const [name, step] of Object.entries(definition.steps)) {
    const stats = byStep.get(name);
    const onwards = stats?.branches.reduce((sum, branch) => sum + branch.sessions, 0) ?? 0;
    const shareTo = (target: string) => {
      if (onwards === 0) return null;
      return stats?.branches.find((branch) => branch.to === target)?.share ?? 0;
    };
    if (step.submit) {
      addArrow({
        from: stepId(name),
        to: SUBMITTING,
        label: 'post',
        share: null,
        detail: 'the lead is posted',
      });
      if (step.next === undefined || step.nextOnlyWhen) toThanks = true;
      if (typeof step.next === 'string') {
        const share = shareTo(step.next);
        const when = step.nextOnlyWhen ? `posted, ${step.nextOnlyWhen}` : 'posted';
        addArrow({
          from: stepId(name),
          to: stepId(step.next),
          label: share === null ? when : `${when} · ${formatShare(share)}`,
          share,
          detail: `shown once the lead is ${when}`,
        });
      }
      continue;
    }
    const targets = new Set(transitionsOf(step).map((transition) => transition.to));
    for (const target of targets) {
      const share = shareTo(target);
      // Where a step branches, each arrow names the rule that picks it; a step with one way on needs none.
      const rule = targets.size > 1 ? edgeRule(step, target, words) : '';
      const shown = share === null ? '–' : formatShare(share);
      addArrow({
        from: stepId(name),
        to: stepId(target),
        label: rule ? `${rule} · ${shown}` : shown,
        share,
        detail: guardDetail(step, target, words),
      });
    }
  }
  if (toThanks) {
    addBox(DONE, 'done', ['Thank-you page (done)']);
    addArrow({ from: SUBMITTING, to: DONE, label: '', share: null, detail: 'the thank-you page' });
  }

  dagre.layout(graph);
  const graphLabel = graph.graph() as { width?: number; height?: number };
  const title = `${definition.title} (${definition.id})`;
  const subtitle = `${numbers.sessions} sessions · ${numbers.submitted} posted · ${
    range.from || range.to ? `${range.from ?? 'start'} to ${range.to ?? 'now'}` : 'all saved sessions'
  }`;
  const width = Math.max(
    graphLabel.width ?? 0,
    textWidth(title) * 1.3 + 2 * MARGIN,
    textWidth(subtitle) + 2 * MARGIN,
  );
  return {
    width: Math.ceil(width),
    height: Math.ceil((graphLabel.height ?? 0) + HEADER),
    title,
    subtitle,
    boxes: [...boxes.values()].map((box) => {
      const node = graph.node(box.id) as { x: number; y: number };
      return { ...box, x: node.x - box.width / 2, y: node.y - box.height / 2 + HEADER };
    }),
    arrows: arrows.map((arrow) => {
      const edge = graph.edge(arrow.from, arrow.to) as {
        points: { x: number; y: number }[];
        x?: number;
        y?: number;
      };
      const points = edge.points.map(({ x, y }) => ({ x, y: y + HEADER }));
      const middle = points[Math.floor(points.length / 2)]!;
      return {
        ...arrow,
        points,
        labelAt: edge.x === undefined || edge.y === undefined ? middle : { x: edge.x, y: edge.y + HEADER },
      };
    }),
  };
}

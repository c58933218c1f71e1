import { describe, expect, it } from 'vitest';
import { escapeXml, flowLayout, shortQuestion, type FlowNumbers } from '../../../machines/flow-layout';
import { flowSvg } from '../../../machines/flow-svg';
import { funnelStats } from '../../../server/analytics/funnel-stats';
import type { SessionPath } from '../../../server/storage/session-store';
import type { VariantDefinition } from '../../../variants/variant-definition';
import { VARIANT_IDS, loadVariant } from '../../../variants';
import { GUARD_WORDS } from '../../../variants/registries/guard-words';

/** A small flow: a branch, a step with an odd name (step names are data), and a submit step. */
const ODD = `Lawyer<"&'>`;
const definition = {
  id: 'sample',
  title: 'Sample & flow',
  start: 'Date',
  steps: {
    Date: { next: 'Fault' },
    Fault: { next: [{ to: 'Injured', when: 'injured' }, { to: ODD }] },
    Injured: { next: 'Contact' },
    [ODD]: { next: 'Contact' },
    Contact: { submit: true },
  },
  catalogue: {},
} as unknown as VariantDefinition;

function walked(path: string[], submitted = false): SessionPath {
  return {
    currentStep: path.at(-1)!,
    steps: (submitted ? path : path.slice(0, -1)).map((step) => ({ step, seconds: 3 })),
    submitted,
    unreplayed: false,
    experiment: '',
    arm: '',
  };
}

const sessions = [
  walked(['Date']),
  walked(['Date', 'Fault']),
  walked(['Date', 'Fault', 'Injured']),
  walked(['Date', 'Fault', 'Injured', 'Contact'], true),
  walked(['Date', 'Fault', 'Injured', 'Contact'], true),
  walked(['Date', 'Fault', ODD]),
];
const numbers = funnelStats(sessions, Object.keys(definition.steps));
const svg = flowSvg(definition, numbers, GUARD_WORDS);

/** What the drawing says, read back from its text: each step's box lines and each arrow's label. */
function boxLines(document: string): Map<string, string[]> {
  const boxes = new Map<string, string[]>();
  for (const match of document.matchAll(/<g class="box [a-z]+" data-step="([^"]*)">([\s\S]*?)<\/g>/g)) {
    const lines = [...match[2]!.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((text) => text[1]!);
    boxes.set(match[1]!, lines);
  }
  return boxes;
}
function arrowLabels(document: string): Map<string, string> {
  const arrows = new Map<string, string>();
  for (const match of document.matchAll(
    /<g class="arrow" data-from="([^"]*)" data-to="([^"]*)"[^>]*>([\s\S]*?)<\/g>/g,
  )) {
    arrows.set(`${match[1]} -> ${match[2]}`, /<text[^>]*>([^<]*)<\/text>/.exec(match[3]!)?.[1] ?? '');
  }
  return arrows;
}

describe('flowSvg', () => {
  it.each([
    // step (escaped as in the SVG), the numbers line of its box
    ['Date', 'reached 6 · left 1 · median 3 s'],
    ['Fault', 'reached 5 · left 1 · median 3 s'],
    ['Injured', 'reached 3 · left 1 · median 3 s'],
    [escapeXml(ODD), 'reached 1 · left 1 · median –'],
    ['Contact', 'reached 2 · left 0 · median 3 s'],
  ])('puts %s’s counts on its own box: %s', (step, line) => {
    const lines = boxLines(svg).get(step)!;
    expect(lines[0]).toBe(step);
    expect(lines.at(-1)).toBe(line);
  });

  it.each([
    ['step:Date -> step:Fault', '100 %'],
    // A step that branches names each arrow's rule in words before its share.
    ['step:Fault -> step:Injured', 'was injured · 75 %'],
    [`step:Fault -> step:${escapeXml(ODD)}`, 'otherwise · 25 %'],
    ['step:Injured -> step:Contact', '100 %'],
    // Nobody went on from the odd step: no share to give.
    [`step:${escapeXml(ODD)} -> step:Contact`, '–'],
    ['step:Contact -> @submitting', 'post'],
    ['@submitting -> @done', ''],
  ])('labels the arrow %s with %j', (arrow, label) => {
    expect(arrowLabels(svg).get(arrow)).toBe(label);
  });

  it('shows each step’s question under its name, cut short at a word when it is long', async () => {
    const v4nv = await loadVariant('v4nv');
    const drawn = boxLines(flowSvg(v4nv, { sessions: 0, submitted: 0, steps: [] }, GUARD_WORDS));
    expect(drawn.get('AtFault')![1]).toBe(shortQuestion(v4nv, 'AtFault'));
    expect(shortQuestion(v4nv, 'AtFault')).toMatch(/fault/i);
    for (const name of Object.keys(v4nv.steps)) {
      const question = shortQuestion(v4nv, name);
      expect(question.length, name).toBeLessThanOrEqual(44);
      expect(question, name).not.toBe('');
    }
    expect(shortQuestion(v4nv, 'ActiveInsurancePolicy')).toBe('Did you have an active auto insurance…');
  });

  it('draws the post and the thank-you page as end states of their own, with the posted count', () => {
    expect(svg).toMatch(/<g class="box submitting">[\s\S]*?posted 2 of 6[\s\S]*?<\/g>/);
    expect(svg).toMatch(/<g class="box done">[\s\S]*?Thank-you page[\s\S]*?<\/g>/);
  });

  it('escapes every text taken from the definition or the data, so the document stays well formed', () => {
    expect(svg).not.toContain(ODD);
    expect(svg).toContain('Lawyer&lt;&quot;&amp;&#39;&gt;');
    expect(svg).toContain('Sample &amp; flow');
    // Every element opened is closed: no text broke out of its element.
    const opened = [...svg.matchAll(/<(g|text|title|desc|style|defs|marker|svg)[\s>]/g)].length;
    const closed = [...svg.matchAll(/<\/(g|text|title|desc|style|defs|marker|svg)>/g)].length;
    expect(opened).toBe(closed);
  });

  it('shows a share of 0 % on an arrow nobody took from a step others went on from', () => {
    const only: FlowNumbers = funnelStats(
      [walked(['Date', 'Fault', 'Injured']), walked(['Date', 'Fault', 'Injured'])],
      Object.keys(definition.steps),
    );
    const labels = arrowLabels(flowSvg(definition, only, GUARD_WORDS));
    expect(labels.get('step:Fault -> step:Injured')).toBe('was injured · 100 %');
    expect(labels.get(`step:Fault -> step:${escapeXml(ODD)}`)).toBe('otherwise · 0 %');
  });

  it('gives each arrow’s tooltip the rule in words with the guard it names', () => {
    expect(svg).toMatch(
      /<g class="arrow" data-from="step:Fault" data-to="step:Injured"[^>]*>\s*<title>was injured \(injured\)<\/title>/,
    );
  });
});

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe.each(VARIANT_IDS)('the %s diagram', (id) => {
  it('draws every step and transition, with no box over another and all inside the picture', async () => {
    const variant = await loadVariant(id);
    const layout = flowLayout(variant, { sessions: 0, submitted: 0, steps: [] }, GUARD_WORDS);
    const steps = layout.boxes.filter((box) => box.step !== undefined).map((box) => box.step);
    expect(steps.sort()).toEqual(Object.keys(variant.steps).sort());
    for (const [index, box] of layout.boxes.entries()) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(layout.width);
      expect(box.y + box.height).toBeLessThanOrEqual(layout.height);
      for (const other of layout.boxes.slice(index + 1)) {
        expect(overlap(box, other), `${box.id} over ${other.id}`).toBe(false);
      }
    }
    for (const arrow of layout.arrows) expect(arrow.points.length).toBeGreaterThanOrEqual(2);
  });
});

import {
  escapeXml,
  flowLayout,
  FONT_SIZE,
  LINE_HEIGHT,
  MARGIN,
  PADDING_Y,
  textWidth,
  type FlowNumbers,
} from './flow-layout';
import type { FlowDefinition } from './definition-language';
import type { GuardWords } from './machine-words';

/**
 * A variant's statechart drawn as SVG with its drop-off on it, for product owners, from the layout
 * (machines/flow-layout.ts): boxes, arrows and their labels as the layout placed them. Pure: one string out.
 */
const round = (value: number) => Math.round(value * 10) / 10;

const STYLE = `
  text { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; font-size: ${FONT_SIZE}px; fill: #1a1a1a; }
  .title { font-size: 18px; font-weight: 700; }
  .subtitle { fill: #444; }
  .box rect { fill: #fff; stroke: #2b4c7e; stroke-width: 1.5; }
  .box .name { font-weight: 700; }
  .box .numbers { fill: #333; }
  .box.ended rect { fill: #eef7ee; stroke: #2e7d32; stroke-dasharray: 5 3; }
  .box.submitting rect { fill: #fff4e0; stroke: #b25e00; stroke-width: 2; }
  .box.done rect { fill: #eef7ee; stroke: #2e7d32; stroke-width: 2; }
  .box.start rect { fill: #2b4c7e; stroke: #2b4c7e; }
  .box.start text { fill: #fff; }
  .arrow path { fill: none; stroke: #5a6b85; stroke-width: 1.4; }
  .arrow rect { fill: #fff; stroke: #c9d2e0; }
  .arrow text { font-size: 12px; fill: #1a1a1a; }
`;

/** The chart as a standalone SVG document; every text from the definition or the data is escaped. */
export function flowSvg(
  definition: FlowDefinition,
  numbers: FlowNumbers,
  words: GuardWords,
  range: { from?: string | null; to?: string | null } = {},
): string {
  const layout = flowLayout(definition, numbers, words, range);
  const out: string[] = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}" viewBox="0 0 ${layout.width} ${layout.height}" role="img" aria-labelledby="flow-title flow-desc">`,
    `<title id="flow-title">${escapeXml(layout.title)}</title>`,
    `<desc id="flow-desc">${escapeXml(`Each step with the sessions that reached it, left at it and the median seconds on it; each arrow with the share of those who went on. ${layout.subtitle}.`)}</desc>`,
    `<style>${STYLE}</style>`,
    `<defs><marker id="arrowhead" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="#5a6b85"/></marker></defs>`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text class="title" x="${MARGIN}" y="${MARGIN + 8}">${escapeXml(layout.title)}</text>`,
    `<text class="subtitle" x="${MARGIN}" y="${MARGIN + 30}">${escapeXml(layout.subtitle)}</text>`,
  ];
  for (const arrow of layout.arrows) {
    const d = arrow.points.map(
      (point, index) => `${index === 0 ? 'M' : 'L'} ${round(point.x)} ${round(point.y)}`,
    );
    const share = arrow.share === null ? '' : ` data-share="${arrow.share}"`;
    out.push(
      `<g class="arrow" data-from="${escapeXml(arrow.from)}" data-to="${escapeXml(arrow.to)}"${share}>`,
      `<title>${escapeXml(arrow.detail)}</title>`,
      `<path d="${d.join(' ')}" marker-end="url(#arrowhead)"/>`,
    );
    if (arrow.label) {
      const width = textWidth(arrow.label) + 10;
      const { x, y } = arrow.labelAt;
      out.push(
        `<rect x="${round(x - width / 2)}" y="${round(y - 10)}" width="${width}" height="20" rx="4"/>`,
        `<text class="share" x="${round(x)}" y="${round(y + 4)}" text-anchor="middle">${escapeXml(arrow.label)}</text>`,
      );
    }
    out.push('</g>');
  }
  for (const box of layout.boxes) {
    const step = box.step === undefined ? '' : ` data-step="${escapeXml(box.step)}"`;
    const radius =
      box.kind === 'start' || box.kind === 'submitting' || box.kind === 'done' ? box.height / 2 : 6;
    out.push(
      `<g class="box ${box.kind}"${step}>`,
      `<rect x="${round(box.x)}" y="${round(box.y)}" width="${box.width}" height="${box.height}" rx="${round(radius)}"/>`,
      ...box.lines.map((line, index) => {
        const className = index === 0 ? 'name' : index === box.lines.length - 1 ? 'numbers' : 'detail';
        const x = round(box.x + box.width / 2);
        const y = round(box.y + PADDING_Y + LINE_HEIGHT * index + FONT_SIZE);
        return `<text class="${className}" x="${x}" y="${y}" text-anchor="middle">${escapeXml(line)}</text>`;
      }),
      '</g>',
    );
  }
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}

import type { VariantPaths, WalkedStep } from './walkable-paths';

/** What the visitor does at a step, in a product owner's words. */
function told(walked: WalkedStep): string {
  const parts = [
    walked.answer !== undefined ? `taps “${walked.answer}”` : '',
    ...Object.entries(walked.select ?? {}).map(([name, value]) => `${name} ${value}`),
    ...Object.entries(walked.fill ?? {}).map(([name, value]) => `${name} “${value}”`),
    ...Object.entries(walked.check ?? {}).map(
      ([name, value]) => `${name} ${value ? 'ticked' : 'not ticked'}`,
    ),
  ].filter(Boolean);
  return `**${walked.step}** (${walked.progress} %): ${parts.length > 0 ? parts.join(', ') : 'goes on'}`;
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The paths as one Markdown table: a row per path, its steps in order with what is answered at each. */
export function markdownTable(paths: VariantPaths): string {
  const rows = paths.paths.map(
    (path, index) =>
      `| ${index + 1} | \`${path.url}\` | ${path.steps.length} | ${cell(path.answers.map(told).join(' → '))} |`,
  );
  return [
    `## ${paths.variant} on ${paths.route}: ${paths.paths.length} paths (dates as of ${paths.today})`,
    '',
    '| path | opens | steps | the visitor, step by step |',
    '| ---: | ----- | ----: | ------------------------- |',
    ...rows,
    '',
  ].join('\n');
}
